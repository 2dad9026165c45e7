import { adminMemberCalls } from '@klass/contract/admin-members'
import type { FastifyPluginAsync } from 'fastify'
import { routeCall } from '../../plugins/calls'
import { staffOf } from '../../plugins/staff'
import { createAdminMembersService } from './admin-members.service'
import { daysCsv, summaryCsv } from './dashboard-csv'

/** Issue 21: members for support (and admin), and the dashboard every staff role reads. */
export const adminMembersRoutes: FastifyPluginAsync = async (app) => {
  const members = createAdminMembersService(app.ctx)

  routeCall(app, adminMemberCalls.search, async (request) => members.search(request.query))

  routeCall(app, adminMemberCalls.show, async (request) => ({ data: await members.show(request.params.id) }))

  routeCall(app, adminMemberCalls.koins, async (request) =>
    members.koins(request.params.id, request.query.page, request.query.limit),
  )

  routeCall(app, adminMemberCalls.adjustKoins, async (request, reply) => {
    const { amount, reason } = request.body
    const data = await members.adjustKoins(staffOf(request), request.params.id, amount, reason)
    return reply.status(201).send({ data })
  })

  routeCall(app, adminMemberCalls.orders, async (request) =>
    members.orders(request.params.id, request.query.page, request.query.limit),
  )

  routeCall(app, adminMemberCalls.events, async (request) =>
    members.events(request.params.id, request.query.page, request.query.limit),
  )

  routeCall(app, adminMemberCalls.bans, async (request) =>
    members.bans(request.params.id, request.query.page, request.query.limit),
  )

  routeCall(app, adminMemberCalls.ban, async (request, reply) => {
    const data = await members.ban(staffOf(request), request.params.id, request.body.reason)
    return reply.status(201).send({ data })
  })

  routeCall(app, adminMemberCalls.unban, async (request) => ({
    data: await members.unban(staffOf(request), request.params.id, request.body.reason),
  }))

  routeCall(app, adminMemberCalls.dashboard, async (request) => ({
    data: await members.dashboard(request.query.from, request.query.to),
  }))

  routeCall(app, adminMemberCalls.dashboardExport, async (request, reply) => {
    const { from, to, table } = request.query
    const dashboard = await members.dashboard(from, to)
    const csv = table === 'days' ? daysCsv(dashboard) : summaryCsv(dashboard)
    const name = `klass-${table === 'days' ? 'daily' : 'summary'}-${from}-${to}.csv`
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(csv)
  })
}
