import {
  detailMoneyQuery,
  detailMoneyResponse,
  finalExamQuery,
  moneyAnswersBody,
  moneyLevelBody,
  quizAnswersBody,
  quizPaths,
  quizSheetResponse,
} from '@klass/contract/quiz'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { memberOf, requireMember } from '../../plugins/authentication'
import { createQuizService } from './quiz.service'

const tags = ['quiz']
const security = [{ bearer: [] }]
const member = { onRequest: requireMember }

/** SPEC 7 Quiz: all calls need a token. The answer key leaves the server only inside a result. */
export const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  const quiz = createQuizService(app.ctx)

  app.get(
    quizPaths.daily,
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'ควิซประจำวันของวันนี้ (เวลาประเทศไทย) สถานะการตอบ และสถิติตอบต่อเนื่อง',
        response: { 200: quizSheetResponse },
      },
    },
    async (request) => ({ data: await quiz.daily(memberOf(request).id) }),
  )

  app.post(
    quizPaths.answerDaily,
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'ส่งคำตอบควิซประจำวัน (วันละครั้ง) รับ koin, skill point และ exp ตามจำนวนข้อที่ถูก',
        body: quizAnswersBody,
        response: { 200: quizSheetResponse },
      },
    },
    async (request) => ({ data: await quiz.answerDaily(memberOf(request).id, request.body.answers) }),
  )

  app.get(
    quizPaths.monthly,
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'ควิซประจำเดือนของเดือนนี้และผลของสมาชิก',
        response: { 200: quizSheetResponse },
      },
    },
    async (request) => ({ data: await quiz.monthly(memberOf(request).id) }),
  )

  app.post(
    quizPaths.answerMonthly,
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'ส่งคำตอบควิซประจำเดือน (เดือนละครั้ง)',
        body: quizAnswersBody,
        response: { 200: quizSheetResponse },
      },
    },
    async (request) => ({ data: await quiz.answerMonthly(memberOf(request).id, request.body.answers) }),
  )

  app.get(
    quizPaths.finalExam,
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'ข้อสอบปลายภาคของแคมเปญ SUPERQUEST; start=true เริ่มจับเวลา (ครั้งเดียว)',
        querystring: finalExamQuery,
        response: { 200: quizSheetResponse },
      },
    },
    async (request) => ({ data: await quiz.finalExam(memberOf(request).id, request.query.start) }),
  )

  app.post(
    quizPaths.answerFinalExam,
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'ส่งคำตอบข้อสอบปลายภาคภายในเวลาที่กำหนด (แคมเปญละครั้ง)',
        body: quizAnswersBody,
        response: { 200: quizSheetResponse },
      },
    },
    async (request) => ({ data: await quiz.answerFinalExam(memberOf(request).id, request.body.answers) }),
  )

  app.post(
    quizPaths.money,
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'เริ่ม (หรือทำต่อ) The Money Quiz ระดับ Basic, Intermediate หรือ Advanced',
        body: moneyLevelBody,
        response: { 200: quizSheetResponse },
      },
    },
    async (request) => ({ data: await quiz.startMoney(memberOf(request).id, request.body.level) }),
  )

  app.post(
    quizPaths.answerMoney,
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'ส่งคำตอบ The Money Quiz ของระดับที่เริ่มไว้ (ระดับละครั้ง)',
        body: moneyAnswersBody,
        response: { 200: quizSheetResponse },
      },
    },
    async (request) => ({
      data: await quiz.answerMoney(memberOf(request).id, request.body.level, request.body.answers),
    }),
  )

  app.get(
    quizPaths.detailMoney,
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'ผล The Money Quiz ของสมาชิก พร้อมเฉลยและคำอธิบายของแต่ละข้อ (ทุกระดับ หรือระดับที่ระบุ)',
        querystring: detailMoneyQuery,
        response: { 200: detailMoneyResponse },
      },
    },
    async (request) => ({ data: await quiz.detailMoney(memberOf(request).id, request.query.level) }),
  )
}
