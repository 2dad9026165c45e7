import { bigPrizeCalls } from '@klass/contract/superquest'
import type { FastifyPluginAsync } from 'fastify'
import { memberOf } from '../../plugins/authentication'
import { routeCall } from '../../plugins/calls'
import { createBigPrizeService } from './big-prize.service'

/** SPEC 2 /big-prize/redeem: SKILL profiles spend skill points for entries; others are told why not. */
export const bigPrizeRoutes: FastifyPluginAsync = async (app) => {
  const bigPrize = createBigPrizeService(app.ctx)

  routeCall(app, bigPrizeCalls.bigPrize, async (request) => ({
    data: await bigPrize.get(memberOf(request).id),
  }))

  routeCall(app, bigPrizeCalls.bigPrizeRedeem, async (request) => ({
    data: await bigPrize.redeem(memberOf(request).id, request.body.entries),
  }))
}
