import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import { pageFrom, type Page } from '@klass/contract/envelope'
import { videoPath, type VideoCard } from '@klass/contract/video'
import type { Database, Executor } from '@klass/db/client'
import { videoLikes, videos } from '@klass/db/schema/video'
import { namedRead } from '../lib/database-connections'
import type { FileStorage } from '../lib/storage'

/** Video cards are shown by the video and home features alike: one query and one mapping for both. */
export function selectVideoCards(db: Executor, viewerId: string | null) {
  return db
    .select({
      id: videos.id,
      title: videos.title,
      slug: videos.slug,
      description: videos.description,
      thumbnail: videos.thumbnail,
      durationSeconds: videos.durationSeconds,
      publishedAt: videos.publishedAt,
      viewCount: videos.viewCount,
      likeCount: videos.likeCount,
      liked: viewerId
        ? sql<boolean>`exists (select 1 from ${videoLikes} as vl where vl.video_id = ${videos}.id and vl.user_id = ${viewerId})`
        : sql<boolean>`false`,
    })
    .from(videos)
}

export type VideoCardRow = Awaited<ReturnType<typeof selectVideoCards>>[number]

export function toVideoCard(row: VideoCardRow, storage: FileStorage): VideoCard {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    thumbnail: storage.publicUrl(row.thumbnail),
    duration_seconds: row.durationSeconds,
    published_at: row.publishedAt.toISOString(),
    view_count: row.viewCount,
    like_count: row.likeCount,
    path: videoPath(row.id, row.slug),
    liked: Boolean(row.liked),
  }
}

/** Published videos (the publication time has come), newest first. */
export function publishedVideos(now: Date, ...more: (SQL | undefined)[]) {
  return and(sql`${videos.publishedAt} <= ${now.toISOString()}`, ...more)
}

export async function findVideoCards(
  db: Executor,
  storage: FileStorage,
  query: { where: SQL | undefined; limit: number; offset?: number; viewerId: string | null },
) {
  const rows = await selectVideoCards(db, query.viewerId)
    .where(query.where)
    .orderBy(desc(videos.publishedAt), desc(videos.id))
    .limit(query.limit)
    .offset(query.offset ?? 0)
  return rows.map((row) => toVideoCard(row, storage))
}

export async function pageVideoCards(
  db: Executor,
  storage: FileStorage,
  query: { where: SQL | undefined; page: number; limit: number; viewerId: string | null },
): Promise<Page<VideoCard>> {
  const [items, [totals]] = await Promise.all([
    findVideoCards(db, storage, { ...query, offset: (query.page - 1) * query.limit }),
    db.select({ n: count() }).from(videos).where(query.where),
  ])
  const total = totals?.n ?? 0
  return pageFrom(items, total, query.page, query.limit)
}

export const videoById = (id: number) => eq(videos.id, id)

const LIKED_VIDEOS = {
  name: 'liked-videos',
  text: 'select video_id from video_likes where user_id = $1 and video_id = any($2::int[])',
}

/** Cards as everyone sees them, marked with what `viewerId` likes (as markLikedPosts does for posts). */
export async function markLikedVideos<C extends { id: number; liked: boolean }>(
  db: Database,
  viewerId: string | null,
  cards: C[],
): Promise<C[]> {
  if (!viewerId || cards.length === 0) return cards
  const rows = await namedRead<{ video_id: number }>(db, LIKED_VIDEOS, [
    viewerId,
    cards.map((card) => card.id),
  ])
  const ids = new Set(rows.map((row) => row.video_id))
  return cards.map((card) => ({ ...card, liked: ids.has(card.id) }))
}
