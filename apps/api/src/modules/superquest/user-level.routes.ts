import { userLevelCalls } from '@klass/contract/superquest'
import type { FastifyPluginAsync } from 'fastify'
import { memberOf } from '../../plugins/authentication'
import { routeCall } from '../../plugins/calls'
import { createUserLevelService } from './user-level.service'

export const userLevelRoutes: FastifyPluginAsync = async (app) => {
  const levels = createUserLevelService(app.ctx)

  routeCall(app, userLevelCalls.userLevel, async (request) => ({
    data: await levels.get(memberOf(request).id),
  }))

  routeCall(app, userLevelCalls.userLevelClaim, async (request) => ({
    data: await levels.claim(memberOf(request).id, request.body.level),
  }))

  routeCall(app, userLevelCalls.userLevelRedeem, async (request) => ({
    data: await levels.redeem(memberOf(request).id, request.body.level, request.body.address),
  }))
}
