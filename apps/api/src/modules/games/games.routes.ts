import { gameCalls } from '@klass/contract/games'
import type { FastifyPluginAsync } from 'fastify'
import { memberOf } from '../../plugins/authentication'
import { routeCall } from '../../plugins/calls'
import { createGamesService } from './games.service'

/** SPEC 7 Games: all thirteen calls need a token; every play is a server-issued, single-use session. */
export const gamesRoutes: FastifyPluginAsync = async (app) => {
  const games = createGamesService(app.ctx)

  routeCall(app, gameCalls.hub, async (request) => ({
    data: { games: await games.hub(memberOf(request).id) },
  }))

  routeCall(app, gameCalls.playCatchMe, async (request) => ({
    data: await games.playCatchMe(memberOf(request).id),
  }))

  routeCall(app, gameCalls.answerCatchMe, async (request) => ({
    data: await games.answerCatchMe(memberOf(request).id, request.body),
  }))

  routeCall(app, gameCalls.getQuotaHangman, async (request) => ({
    data: await games.getQuotaHangman(memberOf(request).id),
  }))

  routeCall(app, gameCalls.buyQuotaHangman, async (request) => ({
    data: await games.buyQuotaHangman(memberOf(request).id, request.body?.plays ?? 1),
  }))

  routeCall(app, gameCalls.playHangman, async (request) => ({
    data: await games.playHangman(memberOf(request).id),
  }))

  routeCall(app, gameCalls.answerHangman, async (request) => ({
    data: await games.answerHangman(memberOf(request).id, request.body),
  }))

  routeCall(app, gameCalls.playVisualDecoder, async (request) => ({
    data: await games.playVisualDecoder(memberOf(request).id, request.body?.setId),
  }))

  routeCall(app, gameCalls.answerVisualDecoder, async (request) => ({
    data: await games.answerVisualDecoder(memberOf(request).id, request.body),
  }))

  routeCall(app, gameCalls.skipVisualDecoder, async (request) => ({
    data: await games.skipVisualDecoder(memberOf(request).id, request.body),
  }))

  routeCall(app, gameCalls.resultVisualDecoder, async (request) => ({
    data: await games.resultVisualDecoder(memberOf(request).id, request.query.setId),
  }))

  routeCall(app, gameCalls.playCrossword, async (request) => ({
    data: await games.playCrossword(memberOf(request).id, request.body?.crosswordId),
  }))

  routeCall(app, gameCalls.answerCrossword, async (request) => ({
    data: await games.answerCrossword(memberOf(request).id, request.body),
  }))
}
