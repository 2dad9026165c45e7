import {
  adminCatchMeCalls,
  adminCrosswordCalls,
  adminHangmanCalls,
  adminQuizCalls,
  adminVisualCalls,
} from '@klass/contract/admin-learning'
import type { FastifyPluginAsync } from 'fastify'
import { routeCall } from '../../plugins/calls'
import { staffOf } from '../../plugins/staff'
import { createAdminLearningService } from './admin-learning.service'

/**
 * The back office's learning content (issue 21): quiz questions and the games' content, for editors and
 * admin. The route hook checks the role and the session's one-time code on every call.
 */
export const adminLearningRoutes: FastifyPluginAsync = async (app) => {
  const learning = createAdminLearningService(app.ctx)

  routeCall(app, adminQuizCalls.list, async (request) => learning.listQuestions(request.query))
  routeCall(app, adminQuizCalls.sets, async () => ({ data: await learning.listSets() }))
  routeCall(app, adminQuizCalls.create, async (request, reply) => {
    const data = await learning.createQuestion(staffOf(request).id, request.body)
    reply.status(201)
    return { data }
  })
  routeCall(app, adminQuizCalls.update, async (request) => ({
    data: await learning.updateQuestion(staffOf(request).id, request.params.id, request.body),
  }))
  routeCall(app, adminQuizCalls.retire, async (request) => ({
    data: await learning.retireQuestion(staffOf(request).id, request.params.id),
  }))

  routeCall(app, adminHangmanCalls.list, async (request) => learning.listHangman(request.query))
  routeCall(app, adminHangmanCalls.create, async (request, reply) => {
    const data = await learning.createHangman(staffOf(request).id, request.body)
    reply.status(201)
    return { data }
  })
  routeCall(app, adminHangmanCalls.update, async (request) => ({
    data: await learning.updateHangman(staffOf(request).id, request.params.id, request.body),
  }))
  routeCall(app, adminHangmanCalls.retire, async (request) => ({
    data: await learning.retireHangman(staffOf(request).id, request.params.id),
  }))

  routeCall(app, adminCatchMeCalls.list, async (request) => learning.listCatchMe(request.query))
  routeCall(app, adminCatchMeCalls.create, async (request, reply) => {
    const data = await learning.createCatchMe(staffOf(request).id, request.body)
    reply.status(201)
    return { data }
  })
  routeCall(app, adminCatchMeCalls.update, async (request) => ({
    data: await learning.updateCatchMe(staffOf(request).id, request.params.id, request.body),
  }))
  routeCall(app, adminCatchMeCalls.retire, async (request) => ({
    data: await learning.retireCatchMe(staffOf(request).id, request.params.id),
  }))

  routeCall(app, adminVisualCalls.list, async (request) => learning.listVisual(request.query))
  routeCall(app, adminVisualCalls.sets, async () => ({ data: await learning.listVisualSets() }))
  routeCall(app, adminVisualCalls.create, async (request, reply) => {
    const data = await learning.createVisual(staffOf(request).id, request.body)
    reply.status(201)
    return { data }
  })
  routeCall(app, adminVisualCalls.update, async (request) => ({
    data: await learning.updateVisual(staffOf(request).id, request.params.id, request.body),
  }))
  routeCall(app, adminVisualCalls.retire, async (request) => ({
    data: await learning.retireVisual(staffOf(request).id, request.params.id),
  }))

  routeCall(app, adminCrosswordCalls.list, async (request) => learning.listCrosswords(request.query))
  routeCall(app, adminCrosswordCalls.create, async (request, reply) => {
    const data = await learning.createCrossword(staffOf(request).id, request.body)
    reply.status(201)
    return { data }
  })
  routeCall(app, adminCrosswordCalls.update, async (request) => ({
    data: await learning.updateCrossword(staffOf(request).id, request.params.id, request.body),
  }))
  routeCall(app, adminCrosswordCalls.retire, async (request) => ({
    data: await learning.retireCrossword(staffOf(request).id, request.params.id),
  }))
}
