import { and, eq, sql } from 'drizzle-orm'
import type { Database, Executor } from '@klass/db/client'
import { videoLikes, videos, videoViews } from '@klass/db/schema/video'
import { selectVideoCards, videoById } from '../../repos/video-cards.repo'

export async function findVideoDetail(db: Database, id: number, viewerId: string | null, day: string) {
  const [card] = await selectVideoCards(db, viewerId).where(videoById(id))
  if (!card) return null
  const [extra] = await db
    .select({
      host: videos.host,
      hostVideoId: videos.hostVideoId,
      tags: videos.tags,
      viewedToday: viewerId
        ? sql<boolean>`exists (select 1 from ${videoViews} as vv where vv.video_id = ${videos}.id and vv.user_id = ${viewerId} and vv.day = ${day})`
        : sql<boolean>`false`,
    })
    .from(videos)
    .where(videoById(id))
  return { card, ...extra! }
}

export async function findVideo(db: Executor, id: number) {
  const [row] = await db
    .select({ id: videos.id, publishedAt: videos.publishedAt, viewCount: videos.viewCount })
    .from(videos)
    .where(videoById(id))
  return row ?? null
}

/** SPEC: a view counts once per member, video and Asia/Bangkok day — the row's key says so. */
export async function recordView(tx: Executor, videoId: number, userId: string, day: string, at: Date) {
  const inserted = await tx
    .insert(videoViews)
    .values({ videoId, userId, day, createdAt: at })
    .onConflictDoNothing()
    .returning({ videoId: videoViews.videoId })
  if (inserted.length === 0)
    return { counted: false, viewCount: (await findVideo(tx, videoId))?.viewCount ?? 0 }
  const [row] = await tx
    .update(videos)
    .set({ viewCount: sql`${videos.viewCount} + 1` })
    .where(videoById(videoId))
    .returning({ viewCount: videos.viewCount })
  return { counted: true, viewCount: row?.viewCount ?? 0 }
}

/** Like rows and the counter change together, and only when the row really changed. */
export async function setLike(tx: Executor, videoId: number, userId: string, liked: boolean, at: Date) {
  const changed = liked
    ? await tx
        .insert(videoLikes)
        .values({ videoId, userId, createdAt: at })
        .onConflictDoNothing()
        .returning({ videoId: videoLikes.videoId })
    : await tx
        .delete(videoLikes)
        .where(and(eq(videoLikes.videoId, videoId), eq(videoLikes.userId, userId)))
        .returning({ videoId: videoLikes.videoId })
  const delta = liked ? changed.length : -changed.length
  const [row] = await tx
    .update(videos)
    .set({ likeCount: sql`${videos.likeCount} + ${delta}` })
    .where(videoById(videoId))
    .returning({ likeCount: videos.likeCount })
  return row?.likeCount ?? 0
}
