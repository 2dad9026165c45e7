import { krazyDayCalls } from '@klass/contract/superquest'
import type { FastifyPluginAsync } from 'fastify'
import { memberOf } from '../../plugins/authentication'
import { routeCall } from '../../plugins/calls'
import { createKrazyDayService } from './krazy-day.service'

export const krazyDayRoutes: FastifyPluginAsync = async (app) => {
  const krazyDay = createKrazyDayService(app.ctx)

  routeCall(app, krazyDayCalls.krazyDay, async (request) => ({
    data: await krazyDay.get(request.user?.id ?? null),
  }))

  routeCall(app, krazyDayCalls.krazyDayRedeem, async (request) => ({
    data: await krazyDay.redeem(memberOf(request).id, request.body.id, request.body.address),
  }))
}
