import { ne } from 'drizzle-orm'
import { videos } from '@klass/db/schema/video'
import type { VideoDetail } from '@klass/contract/video'
import type { AppContext } from '../../context'
import { DomainError } from '../../lib/domain-error'
import { bangkokDate } from '../../lib/time'
import type { PageMeta } from '../../plugins/page-meta'
import {
  findVideoCards,
  markLikedVideos,
  pageVideoCards,
  publishedVideos,
  toVideoCard,
} from '../../repos/video-cards.repo'
import * as repo from './video.repo'

const RELATED_LIMIT = 4

export function createVideoService(ctx: AppContext) {
  const { db, storage, clock, config, shared } = ctx

  /** A video whose publication time has come; a scheduled one is not there yet. */
  async function publishedVideo(id: number, tx: Parameters<typeof repo.findVideo>[0] = db) {
    const video = await repo.findVideo(tx, id)
    if (!video || video.publishedAt > clock.now()) throw new DomainError('VIDEO_NOT_FOUND')
    return video
  }

  async function setLike(userId: string, id: number, liked: boolean) {
    return db.transaction(async (tx) => {
      await publishedVideo(id, tx)
      return { id, liked, like_count: await repo.setLike(tx, id, userId, liked, clock.now()) }
    })
  }

  return {
    /**
     * SPEC 7 GET /video?page. The page as everyone sees it is kept in the shared memory for the minute of the
     * clock (videos are published at a moment); a member's is that page with their likes marked.
     */
    async list(page: number, limit: number, viewerId: string | null) {
      const minute = Math.floor(clock.now().getTime() / 60_000)
      const cards = await shared.remember(`video:${minute}:${page}:${limit}`, () =>
        pageVideoCards(db, storage, {
          where: publishedVideos(clock.now()),
          page,
          limit,
          viewerId: null,
        }),
      )
      return { ...cards, items: await markLikedVideos(db, viewerId, cards.items) }
    },

    /** What a shared /video-page/detail link previews: a published video's title, description and picture. */
    async preview(id: number): Promise<PageMeta | null> {
      const now = clock.now()
      const found = await repo.findVideoDetail(db, id, null, bangkokDate(now))
      if (!found || new Date(found.card.publishedAt) > now) return null
      const card = toVideoCard(found.card, storage)
      return {
        title: `${card.title} | วิดีโอ Klass`,
        description: card.description,
        image: card.thumbnail,
        type: 'video.other',
      }
    },

    /** SPEC 7 GET /video/detail?id: the host's id and a privacy-friendly embed address, loaded on play. */
    async detail(id: number, viewerId: string | null): Promise<VideoDetail> {
      const now = clock.now()
      const found = await repo.findVideoDetail(db, id, viewerId, bangkokDate(now))
      if (!found || new Date(found.card.publishedAt) > now) throw new DomainError('VIDEO_NOT_FOUND')
      const card = toVideoCard(found.card, storage)
      const related = await findVideoCards(db, storage, {
        where: publishedVideos(now, ne(videos.id, id)),
        limit: RELATED_LIMIT,
        viewerId,
      })
      return {
        ...card,
        host: 'youtube',
        host_video_id: found.hostVideoId,
        embed_url: `https://www.youtube-nocookie.com/embed/${encodeURIComponent(found.hostVideoId)}?autoplay=1&rel=0`,
        watch_url: `https://www.youtube.com/watch?v=${encodeURIComponent(found.hostVideoId)}`,
        tags: found.tags,
        viewed_today: Boolean(found.viewedToday),
        url: `${config.publicUrl}${card.path}`,
        related,
      }
    },

    /** SPEC 7 POST /video/view: counted once per member, video and Asia/Bangkok day. */
    async view(userId: string, id: number) {
      return db.transaction(async (tx) => {
        await publishedVideo(id, tx)
        const now = clock.now()
        const { counted, viewCount } = await repo.recordView(tx, id, userId, bangkokDate(now), now)
        return { id, counted, view_count: viewCount }
      })
    },

    like: (userId: string, id: number) => setLike(userId, id, true),
    unlike: (userId: string, id: number) => setLike(userId, id, false),
  }
}
