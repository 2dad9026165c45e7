import { gameCalls } from '@klass/contract/games'
import type { FastifyPluginAsync } from 'fastify'
import { memberOf } from '../../plugins/authentication'
import { routeCall } from '../../plugins/calls'
import { createCatchMeService } from './catch-me.service'
import { createCrosswordService } from './crossword.service'
import { createGamesService } from './games.service'
import { createHangmanService } from './hangman.service'
import { createVisualDecoderService } from './visual-decoder.service'

/** SPEC 7 Games: all fourteen calls need a token; every play is a server-issued, single-use session. */
export const gamesRoutes: FastifyPluginAsync = async (app) => {
  const games = createGamesService(app.ctx)
  const catchMe = createCatchMeService(app.ctx)
  const hangman = createHangmanService(app.ctx)
  const visualDecoder = createVisualDecoderService(app.ctx)
  const crossword = createCrosswordService(app.ctx)

  routeCall(app, gameCalls.hub, async (request) => ({
    data: { games: await games.hub(memberOf(request).id) },
  }))

  routeCall(app, gameCalls.playCatchMe, async (request) => ({
    data: await catchMe.playCatchMe(memberOf(request).id),
  }))

  routeCall(app, gameCalls.answerCatchMe, async (request) => ({
    data: await catchMe.answerCatchMe(memberOf(request).id, request.body),
  }))

  routeCall(app, gameCalls.getQuotaHangman, async (request) => ({
    data: await hangman.getQuotaHangman(memberOf(request).id),
  }))

  routeCall(app, gameCalls.buyQuotaHangman, async (request) => ({
    data: await hangman.buyQuotaHangman(memberOf(request).id, request.body?.plays ?? 1),
  }))

  routeCall(app, gameCalls.playHangman, async (request) => ({
    data: await hangman.playHangman(memberOf(request).id),
  }))

  routeCall(app, gameCalls.currentHangman, async (request) => ({
    data: await hangman.currentHangman(memberOf(request).id),
  }))

  routeCall(app, gameCalls.answerHangman, async (request) => ({
    data: await hangman.answerHangman(memberOf(request).id, request.body),
  }))

  routeCall(app, gameCalls.playVisualDecoder, async (request) => ({
    data: await visualDecoder.playVisualDecoder(memberOf(request).id, request.body?.setId),
  }))

  routeCall(app, gameCalls.answerVisualDecoder, async (request) => ({
    data: await visualDecoder.answerVisualDecoder(memberOf(request).id, request.body),
  }))

  routeCall(app, gameCalls.skipVisualDecoder, async (request) => ({
    data: await visualDecoder.skipVisualDecoder(memberOf(request).id, request.body),
  }))

  routeCall(app, gameCalls.resultVisualDecoder, async (request) => ({
    data: await visualDecoder.resultVisualDecoder(memberOf(request).id, request.query.setId),
  }))

  routeCall(app, gameCalls.playCrossword, async (request) => ({
    data: await crossword.playCrossword(memberOf(request).id, request.body?.crosswordId),
  }))

  routeCall(app, gameCalls.answerCrossword, async (request) => ({
    data: await crossword.answerCrossword(memberOf(request).id, request.body),
  }))
}
