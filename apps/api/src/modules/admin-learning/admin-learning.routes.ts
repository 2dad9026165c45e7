import {
  adminCatchMeCalls,
  adminCrosswordCalls,
  adminHangmanCalls,
  adminQuizCalls,
  adminVisualCalls,
} from '@klass/contract/admin-learning'
import type { CallDefinition } from '@klass/contract/call'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { routeCall, type CallAnswer, type CallRequest } from '../../plugins/calls'
import { staffOf } from '../../plugins/staff'
import { createAdminLearningService } from './admin-learning.service'

type ManageCalls = {
  list: CallDefinition
  create: CallDefinition
  update: CallDefinition
  retire: CallDefinition
}

/** The item a call answers inside its `data`. */
type DataOf<C extends CallDefinition> = Extract<CallAnswer<C>, { data: unknown }>['data']

/** One kind's service, as its four calls use it. */
type ManageService<Calls extends ManageCalls> = {
  list: (filter: CallRequest<Calls['list']>['query']) => Promise<CallAnswer<Calls['list']>>
  create: (actorId: string, input: CallRequest<Calls['create']>['body']) => Promise<DataOf<Calls['create']>>
  update: (
    actorId: string,
    id: string,
    input: CallRequest<Calls['update']>['body'],
  ) => Promise<DataOf<Calls['update']>>
  retire: (actorId: string, id: string) => Promise<DataOf<Calls['retire']>>
}

/** An item as the `data` of a call's answer. */
function dataAnswer<C extends CallDefinition>(data: DataOf<C>) {
  return { data } as CallAnswer<C>
}

/** The id in the address of an edit or a retirement. */
function idOf(request: { params: unknown }): string {
  return (request.params as { id: string }).id
}

/** Registers one kind of content's list, add, edit and retire, acted on by the staff member calling. */
function manageRoutes<Calls extends ManageCalls>(
  app: FastifyInstance,
  calls: Calls,
  service: ManageService<Calls>,
) {
  routeCall<Calls['list']>(app, calls.list, async (request) => service.list(request.query))
  routeCall<Calls['create']>(app, calls.create, async (request, reply) => {
    const data = await service.create(staffOf(request).id, request.body)
    reply.status(201)
    return dataAnswer<Calls['create']>(data)
  })
  routeCall<Calls['update']>(app, calls.update, async (request) =>
    dataAnswer<Calls['update']>(await service.update(staffOf(request).id, idOf(request), request.body)),
  )
  routeCall<Calls['retire']>(app, calls.retire, async (request) =>
    dataAnswer<Calls['retire']>(await service.retire(staffOf(request).id, idOf(request))),
  )
}

/**
 * The back office's learning content (issue 21): quiz questions and the games' content, for editors and
 * admin. The route hook checks the role and the session's one-time code on every call.
 */
export const adminLearningRoutes: FastifyPluginAsync = async (app) => {
  const learning = createAdminLearningService(app.ctx)

  manageRoutes(app, adminQuizCalls, learning.quiz)
  routeCall(app, adminQuizCalls.sets, async () => ({ data: await learning.quiz.sets() }))
  manageRoutes(app, adminHangmanCalls, learning.hangman)
  manageRoutes(app, adminCatchMeCalls, learning.catchMe)
  manageRoutes(app, adminVisualCalls, learning.visual)
  routeCall(app, adminVisualCalls.sets, async () => ({ data: await learning.visual.sets() }))
  manageRoutes(app, adminCrosswordCalls, learning.crosswords)
}
