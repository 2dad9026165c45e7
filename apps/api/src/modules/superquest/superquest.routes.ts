import { superquestCalls } from '@klass/contract/superquest'
import type { FastifyPluginAsync } from 'fastify'
import { memberOf } from '../../plugins/authentication'
import { routeCall } from '../../plugins/calls'
import { bigPrizeRoutes } from './big-prize.routes'
import { krazyDayRoutes } from './krazy-day.routes'
import { createSuperquestService } from './superquest.service'
import { userLevelRoutes } from './user-level.routes'

/** SPEC 7 Superquest: the campaign and its missions; krazy day, user levels and big prize have their own files. */
export const superquestRoutes: FastifyPluginAsync = async (app) => {
  const superquest = createSuperquestService(app.ctx)
  const viewer = (request: { user: { id: string } | null }) => request.user?.id ?? null

  routeCall(app, superquestCalls.landingPage, async (request) => ({
    data: await superquest.landingPage(viewer(request)),
  }))

  routeCall(app, superquestCalls.rules, async () => ({ data: await superquest.rules() }))

  routeCall(app, superquestCalls.monthlyMissions, async (request) => ({
    data: await superquest.monthlyMissions(request.query.month, viewer(request)),
  }))

  routeCall(app, superquestCalls.missions, async (request) => ({
    data: await superquest.missions(memberOf(request).id),
  }))

  routeCall(app, superquestCalls.joinMissions, async (request) => ({
    data: await superquest.joinedMissions(memberOf(request).id),
  }))

  routeCall(app, superquestCalls.joinMissionRewards, async (request) => ({
    data: await superquest.joinMissionRewards(memberOf(request).id),
  }))

  routeCall(app, superquestCalls.joinMission, async (request) => ({
    data: await superquest.joinMission(memberOf(request).id, request.body.id),
  }))

  routeCall(app, superquestCalls.redeemKoin, async (request) => ({
    data: await superquest.redeemKoin(memberOf(request).id, request.body.id),
  }))

  routeCall(app, superquestCalls.redeemGift, async (request) => ({
    data: await superquest.redeemGift(memberOf(request).id, request.body.id, request.body.address),
  }))

  routeCall(app, superquestCalls.premiumGiftHistory, async (request) =>
    superquest.premiumGiftHistory(memberOf(request).id, request.query.page, request.query.limit),
  )

  await app.register(krazyDayRoutes)
  await app.register(userLevelRoutes)
  await app.register(bigPrizeRoutes)
}
