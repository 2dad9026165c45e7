import { z } from 'zod'
import { defineCalls } from './call'
import { dataOf, limitParam, pageOf, pageParam } from './envelope'
import { idParam } from './posts'

/** SPEC 7 Video. */
export const videoPaths = {
  list: '/v2/api/video',
  detail: '/v2/api/video/detail',
  view: '/v2/api/video/view',
  like: '/v2/api/video/like',
  unlike: '/v2/api/video/unlike',
} as const

/** SPEC 2 /video-page/detail/{id}/{slug}. */
export function videoPath(id: number, slug: string): string {
  return `/video-page/detail/${id}/${encodeURIComponent(slug)}`
}

export const VIDEO_PAGE_LIMIT = 12
export const videoHosts = ['youtube'] as const

export const videoListQuery = z.object({ page: pageParam, limit: limitParam(VIDEO_PAGE_LIMIT) })
export const videoIdQuery = z.object({ id: idParam })

export const videoCard = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  thumbnail: z.string(),
  duration_seconds: z.number().int(),
  published_at: z.string(),
  view_count: z.number().int(),
  like_count: z.number().int(),
  /** The page's path in the web app: /video-page/detail/{id}/{slug}. */
  path: z.string(),
  /** Whether the member sending the token likes it; false for visitors. */
  liked: z.boolean(),
})
export type VideoCard = z.infer<typeof videoCard>
export const videoPage = pageOf(videoCard)

export const videoDetail = videoCard.extend({
  host: z.enum(videoHosts),
  host_video_id: z.string(),
  /** Load only when the member presses play (privacy-friendly player). */
  embed_url: z.string(),
  watch_url: z.string(),
  tags: z.array(z.string()),
  /** Whether this member's view already counts today (Asia/Bangkok); false for visitors. */
  viewed_today: z.boolean(),
  url: z.string(),
  related: z.array(videoCard),
})
export type VideoDetail = z.infer<typeof videoDetail>
export const videoDetailResponse = dataOf(videoDetail)

export const videoViewResponse = dataOf(
  z.object({ id: z.number().int(), counted: z.boolean(), view_count: z.number().int() }),
)
export const videoLikeResponse = dataOf(
  z.object({ id: z.number().int(), liked: z.boolean(), like_count: z.number().int() }),
)

export const videoCalls = defineCalls('video', {
  list: {
    method: 'GET',
    shared: true,
    path: videoPaths.list,
    access: 'optional-member',
    summary: 'วิดีโอความรู้เรื่องเงิน ใหม่สุดก่อน',
    query: videoListQuery,
    reply: videoPage,
  },
  detail: {
    method: 'GET',
    shared: true,
    path: videoPaths.detail,
    access: 'optional-member',
    summary: 'รายละเอียดวิดีโอ พร้อมลิงก์เล่นแบบไม่ติดตามผู้ชมจนกว่าจะกดเล่น',
    query: videoIdQuery,
    reply: videoDetailResponse,
    errors: ['VIDEO_NOT_FOUND'],
  },
  view: {
    method: 'POST',
    path: videoPaths.view,
    access: 'member',
    summary: 'นับการดูวิดีโอ (วันละครั้งต่อสมาชิกต่อวิดีโอ ตามเวลาประเทศไทย)',
    query: videoIdQuery,
    reply: videoViewResponse,
    errors: ['VIDEO_NOT_FOUND'],
  },
  like: {
    method: 'POST',
    path: videoPaths.like,
    access: 'member',
    summary: 'ถูกใจวิดีโอ',
    query: videoIdQuery,
    reply: videoLikeResponse,
    errors: ['VIDEO_NOT_FOUND'],
  },
  unlike: {
    method: 'POST',
    path: videoPaths.unlike,
    access: 'member',
    summary: 'เลิกถูกใจวิดีโอ',
    query: videoIdQuery,
    reply: videoLikeResponse,
    errors: ['VIDEO_NOT_FOUND'],
  },
})
