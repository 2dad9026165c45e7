import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { pageFrom, type Page } from '@klass/contract/envelope'
import {
  postPath,
  type PostCard,
  type PostOrder,
  type PostStatus,
  type PostType,
} from '@klass/contract/posts'
import type { Database, Executor } from '@klass/db/client'
import { users } from '@klass/db/schema/core'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { postLikes, postReadTallies, posts } from '@klass/db/schema/posts'
import { superheroes } from '@klass/db/schema/superhero'
import { namedRead } from '../lib/database-connections'
import type { FileStorage } from '../lib/storage'

/**
 * Post cards are shown by the posts, home and super-hero features alike: one query and one mapping for all.
 */
export const KLASS_TEAM_NAME = 'ทีมงาน Klass'

export const isPublished = eq(posts.status, 'published')

/** A post's reads: those folded into its row and those still tallied beside it. */
export function readsOf(postId: AnyPgColumn, folded: AnyPgColumn) {
  return sql<number>`(${folded} + coalesce((select sum(${postReadTallies.reads}) from ${postReadTallies} where ${postReadTallies.postId} = ${postId}), 0))::bigint`.mapWith(
    Number,
  )
}

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
    readCount: readsOf(posts.id, posts.readCount),
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

const LIKED_POSTS = {
  name: 'liked-posts',
  text: 'select post_id from post_likes where user_id = $1 and post_id = any($2::bigint[])',
}

/** Which of these posts the member likes. */
export async function likedAmong(db: Database, userId: string, postIds: number[]): Promise<Set<number>> {
  if (postIds.length === 0) return new Set()
  const rows = await namedRead<{ post_id: number }>(db, LIKED_POSTS, [userId, postIds])
  return new Set(rows.map((row) => row.post_id))
}

/**
 * Cards as everyone sees them, marked with what `viewerId` likes (one read of their likes among the cards): how
 * a member's page is made from the one kept for everyone.
 */
export async function markLikedPosts<C extends { id: number; liked: boolean }>(
  db: Database,
  viewerId: string | null,
  cards: C[],
): Promise<C[]> {
  if (!viewerId) return cards
  const liked = await likedAmong(
    db,
    viewerId,
    cards.map((card) => card.id),
  )
  return cards.map((card) => ({ ...card, liked: liked.has(card.id) }))
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

/** A page of cards: { items, total, page, pages }; `total` counts the matches unless the caller knows it. */
export async function pagePostCards(
  db: Executor,
  storage: FileStorage,
  query: Omit<PostCardQuery, 'offset'> & { page: number; total?: () => Promise<number> },
): Promise<Page<PostCard>> {
  const [items, total] = await Promise.all([
    findPostCards(db, storage, { ...query, offset: (query.page - 1) * query.limit }),
    query.total ? query.total() : countPosts(db, query.where),
  ])
  return pageFrom(items, total, query.page, query.limit)
}

/** Posts matching `where`. */
export async function countPosts(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(posts).where(where)
  return row?.n ?? 0
}

/** How many posts of a list, in its order, a keyword is looked for in first. */
export const SEARCH_PROBE = 2000

export type KeywordQuery = {
  /** The list without the keyword: published posts of these types, perhaps with a tag (`also`). */
  types: readonly PostType[]
  also?: SQL
  /** The keyword's condition (posts.repo keywordCondition). */
  match: SQL
  order: PostOrder
  page: number
  limit: number
  viewerId: string | null
  /** Matches are counted up to this many. */
  atMost: number
}

/**
 * A page of the posts of a list that contain a keyword, with their count up to `atMost`, at a bounded cost
 * whether the word is in every post or in one. The first SEARCH_PROBE posts of the list (read in the order of
 * its index) are checked first: a common word fills its page there. A rarer word is found through the trigram
 * index (a bitmap of the posts that may contain it, checked one by one), and its matches are counted the same
 * way, stopping at `atMost`.
 */
export async function pageKeywordCards(
  db: Database,
  storage: FileStorage,
  query: KeywordQuery,
): Promise<Page<PostCard>> {
  const offset = (query.page - 1) * query.limit
  const probe = await keywordProbe(db, query)
  const hits = probe.filter((row) => row.hit).map((row) => row.id)
  const complete = probe.length < SEARCH_PROBE
  const where = keywordMatches(query)
  const [items, total] = await Promise.all([
    complete || hits.length >= offset + query.limit
      ? pageOfIds(db, storage, hits.slice(offset, offset + query.limit), query)
      : throughTrigrams(db, (tx) =>
          findPostCards(tx, storage, {
            where,
            order: query.order,
            limit: query.limit,
            offset,
            viewerId: query.viewerId,
          }),
        ),
    complete
      ? hits.length
      : hits.length >= query.atMost
        ? query.atMost
        : throughTrigrams(db, async (tx) => {
            const [row] = await boundedCount(tx, where, query.atMost)
            return row?.n ?? 0
          }),
  ])
  return pageFrom(items, Math.min(total, query.atMost), query.page, query.limit)
}

/**
 * The posts of the list that hold the keyword, written so that PostgreSQL cannot read the published lists'
 * partial indexes (whose order these reads do not need) and reads the trigram index, which knows the few posts
 * that may hold the word.
 */
export function keywordMatches(query: Pick<KeywordQuery, 'types' | 'also' | 'match'>) {
  return and(
    sql`${posts.status} || '' = 'published'`,
    inArray(posts.type, [...query.types]),
    query.also,
    query.match,
  )
}

/** The first SEARCH_PROBE posts of the list, in its order, each with whether it holds the keyword. */
export function keywordProbe(db: Executor, query: Pick<KeywordQuery, 'types' | 'also' | 'match' | 'order'>) {
  return db
    .select({ id: posts.id, hit: sql<boolean>`${query.match}` })
    .from(posts)
    .where(publishedOfTypes(query.types, query.also))
    .orderBy(...postOrderBy(query.order))
    .limit(SEARCH_PROBE)
}

/** Posts matching `where`, counted until `atMost`. */
export function boundedCount(db: Executor, where: SQL | undefined, atMost: number) {
  const matches = db
    .select({ one: sql`1` })
    .from(posts)
    .where(where)
    .limit(atMost)
    .as('matches')
  return db.select({ n: count() }).from(matches)
}

function pageOfIds(db: Executor, storage: FileStorage, ids: number[], query: KeywordQuery) {
  if (ids.length === 0) return Promise.resolve([])
  return findPostCards(db, storage, {
    where: inArray(posts.id, ids),
    order: query.order,
    limit: ids.length,
    viewerId: query.viewerId,
  })
}

/**
 * Runs `read` with PostgreSQL reading posts through bitmaps of their indexes (the trigram index for a
 * keyword) rather than walking a list's order: for a word the first posts of the list did not hold, walking
 * the order would check every post.
 */
export function throughTrigrams<T>(db: Database, read: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_indexscan = off`)
    await tx.execute(sql`set local enable_seqscan = off`)
    return read(tx)
  })
}

/** Published posts of some types. */
export function publishedOfTypes(types: readonly PostType[], ...more: (SQL | undefined)[]) {
  return and(isPublished, sql`${posts.type} in ${types}`, ...more)
}
