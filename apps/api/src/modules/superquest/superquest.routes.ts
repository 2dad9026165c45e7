import { pageQuery } from '@klass/contract/envelope'
import {
  landingPageResponse,
  missionIdBody,
  missionListResponse,
  missionResponse,
  monthlyMissionsQuery,
  monthlyMissionsResponse,
  premiumGiftHistoryPage,
  redeemGiftBody,
  redeemGiftResponse,
  redeemKoinResponse,
  rulesResponse,
  superquestPaths,
} from '@klass/contract/superquest'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { memberOf, requireMember } from '../../plugins/authentication'
import { bigPrizeRoutes } from './big-prize.routes'
import { krazyDayRoutes } from './krazy-day.routes'
import { createSuperquestService } from './superquest.service'
import { userLevelRoutes } from './user-level.routes'

const tags = ['superquest']
const security = [{ bearer: [] }]

/** SPEC 7 Superquest: the campaign and its missions; krazy day, user levels and big prize have their own files. */
export const superquestRoutes: FastifyPluginAsyncZod = async (app) => {
  const superquest = createSuperquestService(app.ctx)
  const viewer = (request: { user: { id: string } | null }) => request.user?.id ?? null

  app.get(
    superquestPaths.landingPage,
    {
      schema: {
        tags,
        summary: 'หน้าแรกแคมเปญ SUPERQUEST: แคมเปญ สถิติ ของรางวัล Krazy Day และ Big Prize',
        response: { 200: landingPageResponse },
      },
    },
    async (request) => ({ data: await superquest.landingPage(viewer(request)) }),
  )

  app.get(
    superquestPaths.rules,
    { schema: { tags, summary: 'กติกาแคมเปญ SUPERQUEST', response: { 200: rulesResponse } } },
    async () => ({ data: await superquest.rules() }),
  )

  app.get(
    superquestPaths.monthlyMissions,
    {
      schema: {
        tags,
        summary: 'ภารกิจแยกตามเดือนของแคมเปญ (ส่ง token เพื่อดูความคืบหน้าของตัวเอง)',
        querystring: monthlyMissionsQuery,
        response: { 200: monthlyMissionsResponse },
      },
    },
    async (request) => ({ data: await superquest.monthlyMissions(request.query.month, viewer(request)) }),
  )

  const memberCalls: FastifyPluginAsyncZod = async (member) => {
    member.addHook('onRequest', requireMember)

    member.get(
      superquestPaths.missions,
      {
        schema: {
          tags,
          security,
          summary: 'ภารกิจทั้งหมดของแคมเปญพร้อมสถานะของสมาชิก',
          response: { 200: missionListResponse },
        },
      },
      async (request) => ({ data: await superquest.missions(memberOf(request).id) }),
    )

    member.get(
      superquestPaths.joinMissions,
      {
        schema: {
          tags,
          security,
          summary: 'ภารกิจที่สมาชิกเข้าร่วมและความคืบหน้า',
          response: { 200: missionListResponse },
        },
      },
      async (request) => ({ data: await superquest.joinedMissions(memberOf(request).id) }),
    )

    member.get(
      superquestPaths.joinMissionRewards,
      {
        schema: {
          tags,
          security,
          summary: 'รางวัลของภารกิจที่เข้าร่วม รางวัลที่รับได้ขึ้นก่อน',
          response: { 200: missionListResponse },
        },
      },
      async (request) => ({ data: await superquest.joinMissionRewards(memberOf(request).id) }),
    )

    member.post(
      superquestPaths.joinMission,
      {
        schema: {
          tags,
          security,
          summary: 'เข้าร่วมภารกิจ นับความคืบหน้าจากสิ่งที่ทำหลังเข้าร่วม',
          body: missionIdBody,
          response: { 200: missionResponse },
        },
      },
      async (request) => ({ data: await superquest.joinMission(memberOf(request).id, request.body.id) }),
    )

    member.post(
      superquestPaths.redeemKoin,
      {
        schema: {
          tags,
          security,
          summary: 'รับรางวัล koin ของภารกิจที่สำเร็จ (ครั้งเดียว)',
          body: missionIdBody,
          response: { 200: redeemKoinResponse },
        },
      },
      async (request) => ({ data: await superquest.redeemKoin(memberOf(request).id, request.body.id) }),
    )

    member.post(
      superquestPaths.redeemGift,
      {
        schema: {
          tags,
          security,
          summary: 'รับของรางวัลพรีเมียมของภารกิจที่สำเร็จ จัดส่งตามที่อยู่ (ครั้งเดียว)',
          body: redeemGiftBody,
          response: { 200: redeemGiftResponse },
        },
      },
      async (request) => ({
        data: await superquest.redeemGift(memberOf(request).id, request.body.id, request.body.address),
      }),
    )

    member.get(
      superquestPaths.premiumGiftHistory,
      {
        schema: {
          tags,
          security,
          summary: 'ประวัติของรางวัลพรีเมียมพร้อมเลขพัสดุ ใหม่สุดก่อน',
          querystring: pageQuery,
          response: { 200: premiumGiftHistoryPage },
        },
      },
      async (request) =>
        superquest.premiumGiftHistory(memberOf(request).id, request.query.page, request.query.limit),
    )
  }
  await app.register(memberCalls)

  await app.register(krazyDayRoutes)
  await app.register(userLevelRoutes)
  await app.register(bigPrizeRoutes)
}
