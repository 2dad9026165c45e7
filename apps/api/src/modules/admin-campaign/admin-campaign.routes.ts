import { adminCampaignCalls as calls } from '@klass/contract/admin-campaign'
import type { FastifyPluginAsync } from 'fastify'
import { routeCall } from '../../plugins/calls'
import { staffOf } from '../../plugins/staff'
import { createBigPrizeAdmin } from './big-prize.service'
import { createEventsAdmin } from './events.service'
import { createKrazyDaysAdmin } from './krazy-days.service'
import { createMissionsAdmin } from './missions.service'

/** The back office's campaign part (issue 21): missions, krazy days, levels, the big prize draw and events. */
export const adminCampaignRoutes: FastifyPluginAsync = async (app) => {
  const missions = createMissionsAdmin(app.ctx)
  const krazyDays = createKrazyDaysAdmin(app.ctx)
  const bigPrize = createBigPrizeAdmin(app.ctx)
  const events = createEventsAdmin(app.ctx)
  const actor = (request: Parameters<typeof staffOf>[0]) => staffOf(request).id

  routeCall(app, calls.options, async () => ({ data: await missions.options() }))
  routeCall(app, calls.missions, async (request) =>
    missions.missions(request.query.page, request.query.limit),
  )
  routeCall(app, calls.createMission, async (request, reply) => {
    const data = await missions.createMission(actor(request), request.body)
    reply.status(201)
    return { data }
  })
  routeCall(app, calls.updateMission, async (request) => ({
    data: await missions.updateMission(actor(request), request.params.id, request.body, app.ctx.clock.now()),
  }))
  routeCall(app, calls.levels, async () => ({ data: await missions.levels() }))
  routeCall(app, calls.updateLevel, async (request) => ({
    data: await missions.updateLevel(actor(request), request.params.level, request.body),
  }))

  routeCall(app, calls.krazyDays, async (request) => krazyDays.list(request.query.page, request.query.limit))
  routeCall(app, calls.createKrazyDay, async (request, reply) => {
    const data = await krazyDays.create(actor(request), request.body)
    reply.status(201)
    return { data }
  })
  routeCall(app, calls.updateKrazyDay, async (request) => ({
    data: await krazyDays.update(actor(request), request.params.id, request.body),
  }))

  routeCall(app, calls.bigPrizes, async (request) => bigPrize.list(request.query.page, request.query.limit))
  routeCall(app, calls.createBigPrize, async (request, reply) => {
    const data = await bigPrize.create(actor(request), request.body)
    reply.status(201)
    return { data }
  })
  routeCall(app, calls.updateBigPrize, async (request) => ({
    data: await bigPrize.update(actor(request), request.params.id, request.body),
  }))
  routeCall(app, calls.commitBigPrize, async (request) => ({
    data: await bigPrize.commit(actor(request), request.params.id, request.body.commitment),
  }))
  routeCall(app, calls.drawBigPrize, async (request) => ({
    data: await bigPrize.draw(actor(request), request.params.id, request.body.seed),
  }))

  routeCall(app, calls.events, async (request) => events.list(request.query.page, request.query.limit))
  routeCall(app, calls.createEvent, async (request, reply) => {
    const data = await events.create(actor(request), request.body)
    reply.status(201)
    return { data }
  })
  routeCall(app, calls.updateEvent, async (request) => ({
    data: await events.update(actor(request), request.params.id, request.body),
  }))
  routeCall(app, calls.attendees, async (request) =>
    events.attendees(request.params.id, request.query.page, request.query.limit),
  )
  routeCall(app, calls.checkIn, async (request) => ({
    data: await events.checkIn(actor(request), request.params.id, request.body.code),
  }))
}
