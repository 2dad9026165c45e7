import { and, count, eq, sql, type SQL } from 'drizzle-orm'
import { pageFrom, type Page } from '@klass/contract/envelope'
import {
  postPath,
  type PostCard,
  type PostOrder,
  type PostStatus,
  type PostType,
} from '@klass/contract/posts'
import type { Executor } from '@klass/db/client'
import { users } from '@klass/db/schema/core'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { postLikes, posts } from '@klass/db/schema/posts'
import { superheroes } from '@klass/db/schema/superhero'
import type { FileStorage } from '../lib/storage'

/**
 * Post cards are shown by the posts, home and super-hero features alike: one query and one mapping for all.
 */
export const KLASS_TEAM_NAME = 'ทีมงาน Klass'

export const isPublished = eq(posts.status, 'published')

/** The card's columns, with the author (member or super hero) and whether `viewerId` likes the post. */
export function postCardColumns(viewerId: string | null) {
  return {
    id: posts.id,
    type: posts.type,
    status: posts.status,
    title: posts.title,
    slug: posts.slug,
    description: posts.description,
    coverImage: posts.coverImage,
    tags: posts.tags,
    authorId: posts.authorId,
    heroId: posts.heroId,
    publishedAt: posts.publishedAt,
    updatedAt: posts.updatedAt,
    readingMinutes: posts.readingMinutes,
    likeCount: posts.likeCount,
    readCount: posts.readCount,
    shareCount: posts.shareCount,
    authorName: users.displayName,
    authorImage: users.displayImage,
    heroName: superheroes.nickname,
    heroAvatar: superheroes.avatar,
    liked: viewerId
      ? sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${posts.id} and ${postLikes.userId} = ${viewerId})`
      : sql<boolean>`false`,
  }
}

/** Post cards joined to their authors (the member, or the super hero of a talk). */
export function selectPostCards(db: Executor, viewerId: string | null) {
  return db
    .select(postCardColumns(viewerId))
    .from(posts)
    .leftJoin(users, eq(users.id, posts.authorId))
    .leftJoin(superheroes, eq(superheroes.id, posts.heroId))
}

export type PostCardRow = Awaited<ReturnType<typeof selectPostCards>>[number]

export function toPostCard(row: PostCardRow, storage: FileStorage): PostCard {
  const author: PostCard['author'] = row.heroId
    ? {
        kind: 'superhero',
        id: String(row.heroId),
        display_name: row.heroName ?? KLASS_TEAM_NAME,
        display_image: row.heroAvatar ? storage.publicUrl(row.heroAvatar) : null,
      }
    : row.authorId
      ? {
          kind: 'member',
          id: row.authorId,
          display_name: row.authorName ?? '',
          display_image: row.authorImage ? storage.publicUrl(row.authorImage) : null,
        }
      : { kind: 'klass', id: null, display_name: KLASS_TEAM_NAME, display_image: null }
  return {
    id: row.id,
    type: row.type as PostType,
    status: row.status as PostStatus,
    title: row.title,
    slug: row.slug,
    description: row.description,
    cover_image: row.coverImage ? storage.publicUrl(row.coverImage) : null,
    tags: row.tags,
    author,
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    reading_minutes: row.readingMinutes,
    like_count: row.likeCount,
    read_count: row.readCount,
    share_count: row.shareCount,
    path: postPath(row.id, row.slug),
    liked: Boolean(row.liked),
  }
}

/**
 * SPEC 7 post/detail order of published posts: newest, most liked or most read; ties go to the newer post.
 * Newest and most liked are read in the order of an index (schema/posts.ts), a page at a time.
 */
export function postOrderBy(order: PostOrder): SQL[] {
  // Written as the indexes are ordered (DESC NULLS LAST), so that PostgreSQL reads them in order.
  const latest = (column: AnyPgColumn) => sql`${column} desc nulls last`
  const newest = [latest(posts.publishedAt), latest(posts.id)]
  if (order === 'most_liked') return [latest(posts.likeCount), ...newest]
  if (order === 'most_read') return [latest(posts.readCount), ...newest]
  return newest
}

export type PostCardQuery = {
  where: SQL | undefined
  order?: PostOrder
  /** Overrides `order` (my posts: last edited first). */
  orderBy?: SQL[]
  limit: number
  offset?: number
  viewerId: string | null
}

export async function findPostCards(db: Executor, storage: FileStorage, query: PostCardQuery) {
  const rows = await selectPostCards(db, query.viewerId)
    .where(query.where)
    .orderBy(...(query.orderBy ?? postOrderBy(query.order ?? 'newest')))
    .limit(query.limit)
    .offset(query.offset ?? 0)
  return rows.map((row) => toPostCard(row, storage))
}

/** A page of cards: { items, total, page, pages }. */
export async function pagePostCards(
  db: Executor,
  storage: FileStorage,
  query: Omit<PostCardQuery, 'offset'> & { page: number },
): Promise<Page<PostCard>> {
  const [items, [totals]] = await Promise.all([
    findPostCards(db, storage, { ...query, offset: (query.page - 1) * query.limit }),
    db.select({ n: count() }).from(posts).where(query.where),
  ])
  const total = totals?.n ?? 0
  return pageFrom(items, total, query.page, query.limit)
}

/** Published posts of some types. */
export function publishedOfTypes(types: readonly PostType[], ...more: (SQL | undefined)[]) {
  return and(isPublished, sql`${posts.type} in ${types}`, ...more)
}
