import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm'
import type { ClubType } from '@klass/contract/clubs'
import {
  postPath,
  type EditablePost,
  type PostAnswerResult,
  type PostStatus,
  type PostSearchQuery,
  type PostType,
  type PostSummary,
} from '@klass/contract/posts'
import { koinToString } from '@klass/contract/money'
import type { Database, Executor } from '@klass/db/client'
import { users } from '@klass/db/schema/core'
import {
  postAnswers,
  postLikes,
  postReports,
  posts,
  postShares,
  postSummaries,
  postTagCounts,
  postTypeCounts,
} from '@klass/db/schema/posts'
import { superheroes } from '@klass/db/schema/superhero'
import { findPostCards, pagePostCards, postCardColumns, publishedOfTypes } from '../../repos/post-cards.repo'
import { namedRead } from '../../lib/database-connections'
import type { FileStorage } from '../../lib/storage'
import { containsPattern } from '../../lib/thai-text'

/** A database handle or an open transaction. */
export type PostRow = typeof posts.$inferSelect
export type NewPost = typeof posts.$inferInsert

export async function findPost(db: Executor, id: number, options: { lock?: boolean } = {}) {
  const query = db.select().from(posts).where(eq(posts.id, id))
  const [row] = options.lock ? await query.for('update') : await query
  return row ?? null
}

/** The whole post with its card columns (author) for post/show, as anyone reads it. */
export async function findPostDetail(db: Database, id: number) {
  const [row] = await db
    .select({
      ...postCardColumns(null),
      content: posts.content,
      questionPrompt: posts.questionPrompt,
      questionChoices: posts.questionChoices,
      questionAnswer: posts.questionAnswer,
      questionExplanation: posts.questionExplanation,
    })
    .from(posts)
    .leftJoin(users, eq(users.id, posts.authorId))
    .leftJoin(superheroes, eq(superheroes.id, posts.heroId))
    .where(eq(posts.id, id))
  return row ?? null
}

export function toEditablePost(row: PostRow, storage: FileStorage): EditablePost {
  return {
    id: row.id,
    type: row.type as ClubType,
    status: row.status as PostStatus,
    title: row.title,
    description: row.description,
    content: row.content,
    cover_image: row.coverImage ? storage.publicUrl(row.coverImage) : null,
    tags: row.tags,
    path: postPath(row.id, row.slug),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
    review_note: row.reviewNote,
  }
}

export async function insertPost(tx: Executor, values: NewPost) {
  const [row] = await tx.insert(posts).values(values).returning()
  return row!
}

export async function updatePost(tx: Executor, id: number, values: Partial<NewPost>) {
  const [row] = await tx.update(posts).set(values).where(eq(posts.id, id)).returning()
  return row ?? null
}

export async function deletePost(tx: Executor, id: number) {
  await tx.delete(posts).where(eq(posts.id, id))
}

/**
 * Sends a draft (or a rejected post) out: published, or pending for the editors; null when it was no longer a
 * draft or rejected (one conditional update, no read-then-write).
 */
export async function publishDraft(tx: Executor, id: number, at: Date, to: 'published' | 'pending') {
  const [row] = await tx
    .update(posts)
    .set({
      status: to,
      ...(to === 'published' ? { publishedAt: at } : {}),
      reviewNote: null,
      updatedAt: at,
    })
    .where(and(eq(posts.id, id), inArray(posts.status, ['draft', 'rejected'])))
    .returning()
  return row ?? null
}

/** Whether the member holds a role (users.roles). */
export async function hasRole(db: Executor, userId: string, role: string): Promise<boolean> {
  const [row] = await db
    .select({ yes: sql<boolean>`${role} = any(${users.roles})` })
    .from(users)
    .where(eq(users.id, userId))
  return row?.yes ?? false
}

/** A member's report; false when they had reported the post already. */
export async function insertReport(tx: Executor, values: typeof postReports.$inferInsert) {
  const inserted = await tx
    .insert(postReports)
    .values(values)
    .onConflictDoNothing()
    .returning({ postId: postReports.postId })
  return inserted.length > 0
}

const isOpenReport = isNull(postReports.resolvedAt)

export async function openReportCount(db: Executor, postId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(postReports)
    .where(and(eq(postReports.postId, postId), isOpenReport))
  return row?.n ?? 0
}

/** An editor decided on the post: its open reports are answered. */
/** Answers a post's open reports; how many were open. */
export async function resolveReports(tx: Executor, postId: number, at: Date): Promise<number> {
  const rows = await tx
    .update(postReports)
    .set({ resolvedAt: at })
    .where(and(eq(postReports.postId, postId), isOpenReport))
    .returning({ userId: postReports.userId })
  return rows.length
}

const hasOpenReports = sql`exists (select 1 from ${postReports} where ${postReports.postId} = ${posts.id} and ${postReports.resolvedAt} is null)`

/** What waits for an editor: members' posts sent for review, posts taken down, and public posts reported. */
export const awaitingReview = or(
  inArray(posts.status, ['pending', 'hidden']),
  and(eq(posts.status, 'published'), hasOpenReports),
)!

/** The queue's page, oldest first, with each post's text and open reports. */
export async function reviewQueue(
  db: Executor,
  storage: FileStorage,
  query: { page: number; limit: number },
) {
  const page = await pagePostCards(db, storage, {
    where: awaitingReview,
    orderBy: [asc(posts.updatedAt), asc(posts.id)],
    page: query.page,
    limit: query.limit,
    viewerId: null,
  })
  const ids = page.items.map((card) => card.id)
  if (ids.length === 0) return { page, content: new Map<number, string>(), reports: [] }
  const [texts, reports] = await Promise.all([
    db.select({ id: posts.id, content: posts.content }).from(posts).where(inArray(posts.id, ids)),
    db
      .select({
        postId: postReports.postId,
        reason: postReports.reason,
        detail: postReports.detail,
        createdAt: postReports.createdAt,
      })
      .from(postReports)
      .where(and(inArray(postReports.postId, ids), isOpenReport))
      .orderBy(asc(postReports.createdAt)),
  ])
  return { page, content: new Map(texts.map((row) => [row.id, row.content])), reports }
}

/**
 * Likes change the counter in the same transaction as the (post, member) row, and only when the row really
 * changed: concurrent clicks can never count twice or go below zero.
 */
export async function addLike(tx: Executor, postId: number, userId: string, at: Date): Promise<number> {
  const inserted = await tx
    .insert(postLikes)
    .values({ postId, userId, createdAt: at })
    .onConflictDoNothing()
    .returning({ postId: postLikes.postId })
  return adjustLikeCount(tx, postId, inserted.length)
}

export async function removeLike(tx: Executor, postId: number, userId: string): Promise<number> {
  const deleted = await tx
    .delete(postLikes)
    .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
    .returning({ postId: postLikes.postId })
  return adjustLikeCount(tx, postId, -deleted.length)
}

async function adjustLikeCount(tx: Executor, postId: number, delta: number): Promise<number> {
  const [row] =
    delta === 0
      ? await tx.select({ likeCount: posts.likeCount }).from(posts).where(eq(posts.id, postId))
      : await tx
          .update(posts)
          .set({ likeCount: sql`${posts.likeCount} + ${delta}` })
          .where(eq(posts.id, postId))
          .returning({ likeCount: posts.likeCount })
  return row?.likeCount ?? 0
}

/**
 * Records a share and answers the post's shares: counted once a Bangkok day for each sharer (issue 19); a
 * repeat on the same day is neither recorded nor counted.
 */
export async function recordShare(
  tx: Executor,
  share: { postId: number; userId: string | null; sharer: string; day: string; channel: string; at: Date },
): Promise<number> {
  const recorded = await tx
    .insert(postShares)
    .values({
      postId: share.postId,
      userId: share.userId,
      sharer: share.sharer,
      day: share.day,
      channel: share.channel,
      createdAt: share.at,
    })
    .onConflictDoNothing()
    .returning({ id: postShares.id })
  const [row] =
    recorded.length > 0
      ? await tx
          .update(posts)
          .set({ shareCount: sql`${posts.shareCount} + 1` })
          .where(eq(posts.id, share.postId))
          .returning({ shareCount: posts.shareCount })
      : await tx.select({ shareCount: posts.shareCount }).from(posts).where(eq(posts.id, share.postId))
  return row?.shareCount ?? 0
}

type AnswerRow = typeof postAnswers.$inferSelect

export function toAnswerResult(
  row: AnswerRow,
  post: Pick<PostRow, 'questionAnswer' | 'questionExplanation'>,
) {
  return {
    choice: row.choice,
    correct: row.correct,
    correct_choice: post.questionAnswer ?? 0,
    explanation: post.questionExplanation ?? '',
    koin: koinToString(row.koin),
    answered_at: row.createdAt.toISOString(),
  } satisfies PostAnswerResult
}

const READER_PART = {
  name: 'post-reader-part',
  text: `select a.choice, a.correct, a.koin, a.created_at as answered_at,
      s.text as summary_text, s.skill as summary_skill,
      s.created_at as summarised_at, s.updated_at as summary_updated_at,
      array(select post_id from post_likes where user_id = $2 and post_id = any($3::bigint[])) as liked
    from (select 1) as one
    left join post_answers a on $4::boolean and a.post_id = $1 and a.user_id = $2
    left join post_summaries s on $4::boolean and s.post_id = $1 and s.user_id = $2`,
}

type ReaderPartRow = {
  choice: number | null
  correct: boolean | null
  koin: number | null
  answered_at: Date | null
  summary_text: string | null
  summary_skill: number | null
  summarised_at: Date | null
  summary_updated_at: Date | null
  liked: number[]
}

/**
 * What one reader adds to a post's page, in one statement: their answer and summary (an article's), and which of
 * `likedAmong` (the post and its related cards) they like.
 */
export async function readerPart(
  db: Database,
  postId: number,
  userId: string,
  options: { article: boolean; likedAmong: number[] },
) {
  const [row] = await namedRead<ReaderPartRow>(db, READER_PART, [
    postId,
    userId,
    options.likedAmong,
    options.article,
  ])
  const answer: AnswerRow | null =
    row?.choice != null && row.correct !== null && row.koin !== null && row.answered_at !== null
      ? {
          postId,
          userId,
          choice: row.choice,
          correct: row.correct,
          koin: row.koin,
          createdAt: row.answered_at,
        }
      : null
  const summary: SummaryRow | null =
    row?.summary_text != null &&
    row.summary_skill !== null &&
    row.summarised_at !== null &&
    row.summary_updated_at !== null
      ? {
          postId,
          userId,
          text: row.summary_text,
          skill: row.summary_skill,
          createdAt: row.summarised_at,
          updatedAt: row.summary_updated_at,
        }
      : null
  return { answer, summary, liked: new Set(row?.liked ?? []) }
}

/** The first answer only: a repeat (even a concurrent one) inserts nothing and answers null. */
export async function insertAnswer(tx: Executor, values: typeof postAnswers.$inferInsert) {
  const [row] = await tx.insert(postAnswers).values(values).onConflictDoNothing().returning()
  return row ?? null
}

type SummaryRow = typeof postSummaries.$inferSelect

export function toSummary(row: SummaryRow): PostSummary {
  return {
    text: row.text,
    skill: row.skill,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** Saves the member's summary; `created` is true only for the very first one, which earns the points. */
export async function saveSummary(
  tx: Executor,
  values: { postId: number; userId: string; text: string; skill: number; at: Date },
) {
  const [row] = await tx
    .insert(postSummaries)
    .values({ ...values, createdAt: values.at, updatedAt: values.at })
    .onConflictDoUpdate({
      target: [postSummaries.postId, postSummaries.userId],
      set: { text: values.text, updatedAt: values.at },
    })
    .returning({
      postId: postSummaries.postId,
      userId: postSummaries.userId,
      text: postSummaries.text,
      skill: postSummaries.skill,
      createdAt: postSummaries.createdAt,
      updatedAt: postSummaries.updatedAt,
      created: sql<boolean>`(xmax = 0)`,
    })
  const { created, ...summary } = row!
  return { summary: summary satisfies SummaryRow, created: Boolean(created) }
}

export async function balancesOf(db: Executor, userId: string) {
  const [row] = await db
    .select({ koin: users.koin, skill: users.skill })
    .from(users)
    .where(eq(users.id, userId))
  return row ?? { koin: 0, skill: 0 }
}

/** How many published posts a type holds and its most used tags, as the posts' counting trigger keeps them. */
export async function sectionStats(db: Executor, type: PostType) {
  const [postCount, tags] = await Promise.all([
    publishedCount(db, [type]),
    db
      .select({ tag: postTagCounts.tag, count: postTagCounts.posts })
      .from(postTagCounts)
      .where(eq(postTagCounts.type, type))
      .orderBy(desc(postTagCounts.posts), postTagCounts.tag)
      .limit(12),
  ])
  return { postCount, tags }
}

/** Published posts of some types (with a tag, when given), from the counts the trigger keeps. */
export async function publishedCount(
  db: Executor,
  types: readonly PostType[],
  tag?: string,
): Promise<number> {
  const [row] = tag
    ? await db
        .select({ n: sql<number>`coalesce(sum(${postTagCounts.posts}), 0)::int` })
        .from(postTagCounts)
        .where(and(inArray(postTagCounts.type, [...types]), eq(postTagCounts.tag, tag)))
    : await db
        .select({ n: sql<number>`coalesce(sum(${postTypeCounts.posts}), 0)::int` })
        .from(postTypeCounts)
        .where(inArray(postTypeCounts.type, [...types]))
  return row?.n ?? 0
}

/** Posts whose text contains `keyword` (already normalised): anywhere, in the title or in a tag. */
export function keywordCondition(keyword: string, filter: PostSearchQuery['filter']): SQL {
  const pattern = containsPattern(keyword)
  if (filter === 'title') return sql`lower(${posts.title}) like ${pattern}`
  if (filter === 'tag')
    return sql`exists (select 1 from unnest(${posts.tags}) as t(tag) where t.tag like ${pattern})`
  return sql`${posts.searchText} like ${pattern}`
}

/** Posts carrying the tag (already normalised). */
export function taggedWith(tag: string): SQL {
  return sql`${tag} = any(${posts.tags})`
}

/** The most liked published posts of the same type as post `besides`, without it, as anyone sees them. */
export function relatedPosts(
  db: Executor,
  storage: FileStorage,
  query: { type: PostType; besides: number; limit: number },
) {
  return findPostCards(db, storage, {
    where: publishedOfTypes([query.type], ne(posts.id, query.besides)),
    order: 'most_liked',
    limit: query.limit,
    viewerId: null,
  })
}

/** A page of one author's posts (drafts and published, or one status), last edited first. */
export function postsOf(
  db: Executor,
  storage: FileStorage,
  authorId: string,
  query: { page: number; limit: number; status?: PostStatus },
) {
  return pagePostCards(db, storage, {
    where: and(eq(posts.authorId, authorId), query.status ? eq(posts.status, query.status) : undefined),
    orderBy: [desc(posts.updatedAt), desc(posts.id)],
    page: query.page,
    limit: query.limit,
    viewerId: authorId,
  })
}
