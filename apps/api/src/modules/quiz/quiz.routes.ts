import { quizCalls } from '@klass/contract/quiz'
import type { FastifyPluginAsync } from 'fastify'
import { memberOf } from '../../plugins/authentication'
import { routeCall } from '../../plugins/calls'
import { createQuizService } from './quiz.service'

/** SPEC 7 Quiz: all calls need a token. The answer key leaves the server only inside a result. */
export const quizRoutes: FastifyPluginAsync = async (app) => {
  const quiz = createQuizService(app.ctx)

  routeCall(app, quizCalls.daily, async (request) => ({ data: await quiz.daily(memberOf(request).id) }))

  routeCall(app, quizCalls.answerDaily, async (request) => ({
    data: await quiz.answerDaily(memberOf(request).id, request.body.answers),
  }))

  routeCall(app, quizCalls.monthly, async (request) => ({ data: await quiz.monthly(memberOf(request).id) }))

  routeCall(app, quizCalls.answerMonthly, async (request) => ({
    data: await quiz.answerMonthly(memberOf(request).id, request.body.answers),
  }))

  routeCall(app, quizCalls.finalExam, async (request) => ({
    data: await quiz.finalExam(memberOf(request).id, request.query.start),
  }))

  routeCall(app, quizCalls.answerFinalExam, async (request) => ({
    data: await quiz.answerFinalExam(memberOf(request).id, request.body.answers),
  }))

  routeCall(app, quizCalls.money, async (request) => ({
    data: await quiz.startMoney(memberOf(request).id, request.body.level),
  }))

  routeCall(app, quizCalls.answerMoney, async (request) => ({
    data: await quiz.answerMoney(memberOf(request).id, request.body.level, request.body.answers),
  }))

  routeCall(app, quizCalls.detailMoney, async (request) => ({
    data: await quiz.detailMoney(memberOf(request).id, request.query.level),
  }))
}
