import {
  krazyDayPaths,
  krazyDayRedeemBody,
  krazyDayRedeemResponse,
  krazyDayResponse,
} from '@klass/contract/superquest'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { memberOf, requireMember } from '../../plugins/authentication'
import { createKrazyDayService } from './krazy-day.service'

const tags = ['superquest']
const security = [{ bearer: [] }]

export const krazyDayRoutes: FastifyPluginAsyncZod = async (app) => {
  const krazyDay = createKrazyDayService(app.ctx)

  app.get(
    krazyDayPaths.get,
    {
      schema: {
        tags,
        summary: 'Krazy Day ที่เปิดอยู่หรือรอบถัดไป พร้อมของรางวัลราคาพิเศษ (ส่ง token เพื่อดูสิ่งที่แลกแล้ว)',
        response: { 200: krazyDayResponse },
      },
    },
    async (request) => ({ data: await krazyDay.get(request.user?.id ?? null) }),
  )

  app.post(
    krazyDayPaths.redeem,
    {
      onRequest: requireMember,
      schema: {
        tags,
        security,
        summary: 'แลกของรางวัล Krazy Day ราคาพิเศษ คนละ 1 ชิ้นต่อรายการ',
        body: krazyDayRedeemBody,
        response: { 200: krazyDayRedeemResponse },
      },
    },
    async (request) => ({
      data: await krazyDay.redeem(memberOf(request).id, request.body.id, request.body.address),
    }),
  )
}
