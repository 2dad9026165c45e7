import { bigPrizePaths, bigPrizeRedeemBody, bigPrizeResponse } from '@klass/contract/superquest'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { memberOf, requireMember } from '../../plugins/authentication'
import { createBigPrizeService } from './big-prize.service'

const tags = ['superquest']
const security = [{ bearer: [] }]

/** SPEC 2 /big-prize/redeem: SKILL profiles spend skill points for entries; others are told why not. */
export const bigPrizeRoutes: FastifyPluginAsyncZod = async (app) => {
  const bigPrize = createBigPrizeService(app.ctx)
  app.addHook('onRequest', requireMember)

  app.get(
    bigPrizePaths.get,
    {
      schema: {
        tags,
        security,
        summary: 'Big Prize รอบปัจจุบัน สิทธิ์ของสมาชิก และเหตุผลเมื่อแลกไม่ได้',
        response: { 200: bigPrizeResponse },
      },
    },
    async (request) => ({ data: await bigPrize.get(memberOf(request).id) }),
  )

  app.post(
    bigPrizePaths.redeem,
    {
      schema: {
        tags,
        security,
        summary: 'ใช้ skill point แลกสิทธิ์ลุ้น Big Prize (เฉพาะสมาชิกประเภท SKILL)',
        body: bigPrizeRedeemBody,
        response: { 200: bigPrizeResponse },
      },
    },
    async (request) => ({ data: await bigPrize.redeem(memberOf(request).id, request.body.entries) }),
  )
}
