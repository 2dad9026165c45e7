import {
  eventDetailResponse,
  eventIdQuery,
  eventJoinQuery,
  eventListResponse,
  eventPaths,
  eventRangeQuery,
  eventSeatResponse,
} from '@klass/contract/events'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { memberOf, requireMember } from '../../plugins/authentication'
import { createEventsService } from './events.service'

const tags = ['events']
const security = [{ bearer: [] }]

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = createEventsService(app.ctx)

  app.get(
    eventPaths.upcoming,
    {
      schema: {
        tags,
        summary: 'กิจกรรมในช่วงเดือนที่เลือก (ส่ง token เพื่อดูว่าลงทะเบียนไว้หรือยัง)',
        querystring: eventRangeQuery,
        response: { 200: eventListResponse },
      },
    },
    async (request) => ({ data: await events.upcoming(request.query, request.user?.id ?? null) }),
  )

  app.get(
    eventPaths.detail,
    {
      onRequest: requireMember,
      schema: {
        tags,
        security,
        summary: 'รายละเอียดกิจกรรมและที่นั่งของสมาชิก',
        querystring: eventIdQuery,
        response: { 200: eventDetailResponse },
      },
    },
    async (request) => ({ data: await events.detail(request.query.id, memberOf(request).id) }),
  )

  app.post(
    eventPaths.join,
    {
      onRequest: requireMember,
      // SPEC 7: the client's retry omits useVoucher; the same Idempotency-Key still returns the first answer.
      config: { idempotencyIgnoredQuery: ['useVoucher'] },
      schema: {
        tags,
        security,
        summary: 'ลงทะเบียนกิจกรรม จ่ายด้วย koin หรือบัตรเข้าร่วมกิจกรรม (useVoucher=true)',
        querystring: eventJoinQuery,
        response: { 200: eventSeatResponse },
      },
    },
    async (request) => ({
      data: await events.join(memberOf(request).id, request.query.id, request.query.useVoucher),
    }),
  )

  app.post(
    eventPaths.cancel,
    {
      onRequest: requireMember,
      schema: {
        tags,
        security,
        summary: 'ยกเลิกการลงทะเบียนก่อนกิจกรรมเริ่ม คืนที่นั่งและ koin หรือบัตร',
        querystring: eventIdQuery,
        response: { 200: eventSeatResponse },
      },
    },
    async (request) => ({ data: await events.cancel(memberOf(request).id, request.query.id) }),
  )

  // Link previews for /events/{id}/{slug?}.
  app.pageMeta.add(/^\/events\/([0-9a-f-]{36})(?:\/[^/]*)?\/?$/i, async ([id]) => {
    const event = await events.preview(id!)
    return event
      ? { title: `${event.title} | กิจกรรม Klass`, description: event.summary, image: event.image }
      : null
  })
}
