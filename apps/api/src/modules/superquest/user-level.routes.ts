import {
  levelBody,
  levelClaimResponse,
  levelRedeemBody,
  levelRedeemResponse,
  userLevelPaths,
  userLevelResponse,
} from '@klass/contract/superquest'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { memberOf, requireMember } from '../../plugins/authentication'
import { createUserLevelService } from './user-level.service'

const tags = ['superquest']
const security = [{ bearer: [] }]

export const userLevelRoutes: FastifyPluginAsyncZod = async (app) => {
  const levels = createUserLevelService(app.ctx)
  app.addHook('onRequest', requireMember)

  app.get(
    userLevelPaths.get,
    {
      schema: {
        tags,
        security,
        summary: 'เลเวลของสมาชิกจาก exp รางวัลของแต่ละเลเวล และของรางวัลประจำเลเวล',
        response: { 200: userLevelResponse },
      },
    },
    async (request) => ({ data: await levels.get(memberOf(request).id) }),
  )

  app.post(
    userLevelPaths.claim,
    {
      schema: {
        tags,
        security,
        summary: 'รับรางวัล koin ของเลเวลที่ไปถึง (ครั้งเดียว)',
        body: levelBody,
        response: { 200: levelClaimResponse },
      },
    },
    async (request) => ({ data: await levels.claim(memberOf(request).id, request.body.level) }),
  )

  app.post(
    userLevelPaths.redeem,
    {
      schema: {
        tags,
        security,
        summary: 'แลกของรางวัลประจำเลเวลที่ไปถึง จัดส่งตามที่อยู่ (ครั้งเดียว)',
        body: levelRedeemBody,
        response: { 200: levelRedeemResponse },
      },
    },
    async (request) => ({
      data: await levels.redeem(memberOf(request).id, request.body.level, request.body.address),
    }),
  )
}
