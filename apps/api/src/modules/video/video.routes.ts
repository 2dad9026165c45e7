import {
  videoDetailResponse,
  videoIdQuery,
  videoLikeResponse,
  videoListQuery,
  videoPage,
  videoPaths,
  videoViewResponse,
} from '@klass/contract/video'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { memberOf, optionalBearer, requireMember } from '../../plugins/authentication'
import { createVideoService } from './video.service'

const tags = ['video']
const security = [{ bearer: [] }]

export const videoRoutes: FastifyPluginAsyncZod = async (app) => {
  const video = createVideoService(app.ctx)

  app.get(
    videoPaths.list,
    {
      schema: {
        tags,
        security: optionalBearer,
        summary: 'วิดีโอความรู้เรื่องเงิน ใหม่สุดก่อน',
        querystring: videoListQuery,
        response: { 200: videoPage },
      },
    },
    async (request) => video.list(request.query.page, request.query.limit, request.user?.id ?? null),
  )

  app.get(
    videoPaths.detail,
    {
      schema: {
        tags,
        security: optionalBearer,
        summary: 'รายละเอียดวิดีโอ พร้อมลิงก์เล่นแบบไม่ติดตามผู้ชมจนกว่าจะกดเล่น',
        querystring: videoIdQuery,
        response: { 200: videoDetailResponse },
      },
    },
    async (request) => ({ data: await video.detail(request.query.id, request.user?.id ?? null) }),
  )

  app.post(
    videoPaths.view,
    {
      onRequest: requireMember,
      schema: {
        tags,
        security,
        summary: 'นับการดูวิดีโอ (วันละครั้งต่อสมาชิกต่อวิดีโอ ตามเวลาประเทศไทย)',
        querystring: videoIdQuery,
        response: { 200: videoViewResponse },
      },
    },
    async (request) => ({ data: await video.view(memberOf(request).id, request.query.id) }),
  )

  app.post(
    videoPaths.like,
    {
      onRequest: requireMember,
      schema: {
        tags,
        security,
        summary: 'ถูกใจวิดีโอ',
        querystring: videoIdQuery,
        response: { 200: videoLikeResponse },
      },
    },
    async (request) => ({ data: await video.like(memberOf(request).id, request.query.id) }),
  )

  app.post(
    videoPaths.unlike,
    {
      onRequest: requireMember,
      schema: {
        tags,
        security,
        summary: 'เลิกถูกใจวิดีโอ',
        querystring: videoIdQuery,
        response: { 200: videoLikeResponse },
      },
    },
    async (request) => ({ data: await video.unlike(memberOf(request).id, request.query.id) }),
  )

  // Link previews for /video-page/detail/{id}/{slug?}.
  app.pageMeta.add(/^\/video-page\/detail\/(\d+)(?:\/[^/]*)?\/?$/, ([id]) => video.preview(Number(id)))
}
