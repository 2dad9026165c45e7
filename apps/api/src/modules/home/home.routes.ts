import { homeCalls } from '@klass/contract/home'
import type { FastifyPluginAsync } from 'fastify'
import { routeCall } from '../../plugins/calls'
import { createHomeService } from './home.service'

/** SPEC 7 Notes: a token sent to the home calls only personalises them (liked). */
export const homeRoutes: FastifyPluginAsync = async (app) => {
  const home = createHomeService(app.ctx)

  routeCall(app, homeCalls.home, async (request) => ({ data: await home.home(request.user?.id ?? null) }))

  routeCall(app, homeCalls.posts, async (request) => ({
    data: await home.articles(request.query.category, request.user?.id ?? null),
  }))

  routeCall(app, homeCalls.premiums, async (request) => ({
    data: await home.premiums(request.query.category),
  }))
}
