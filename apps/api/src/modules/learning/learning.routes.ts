import { learningCalls } from '@klass/contract/learning'
import type { FastifyPluginAsync } from 'fastify'
import { routeCall } from '../../plugins/calls'
import { createLearningService } from './learning.service'

/** A club's learning path: public, with the member's progress when a token is sent. */
export const learningRoutes: FastifyPluginAsync = async (app) => {
  const learning = createLearningService(app.ctx)

  routeCall(app, learningCalls.path, async (request) => ({
    data: await learning.path(request.query.club, request.user?.id ?? null),
  }))
}
