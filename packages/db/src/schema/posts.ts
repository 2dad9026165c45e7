import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './core'
import { superheroes } from './superhero'

const at = (name: string) => timestamp(name, { withTimezone: true })

/**
 * Articles of the Klass team (author_id null), members' posts, the usage guide and super heroes' talks.
 * Counters change in the same transaction as the rows they count (likes, shares). Reads are tallied beside
 * the post (post_read_tallies) and folded into read_count a hundred at a time, so a read never rewrites the
 * post's row with its text and search index.
 */
export const posts = pgTable(
  'posts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    status: text('status').notNull().default('draft'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'cascade' }),
    heroId: integer('hero_id').references(() => superheroes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    /** Sanitised HTML (allowlist), never the raw input. */
    content: text('content').notNull().default(''),
    /** Storage key of the cover image. */
    coverImage: text('cover_image'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Normalised lower-case text of title, description, content and tags, for Thai substring search. */
    searchText: text('search_text').notNull().default(''),
    readingMinutes: integer('reading_minutes').notNull().default(1),
    questionPrompt: text('question_prompt'),
    questionChoices: text('question_choices').array(),
    questionAnswer: smallint('question_answer'),
    questionExplanation: text('question_explanation'),
    likeCount: integer('like_count').notNull().default(0),
    readCount: bigint('read_count', { mode: 'number' }).notNull().default(0),
    shareCount: integer('share_count').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    publishedAt: at('published_at'),
    /** The editor's reason, read by the author, when the post was rejected or hidden. */
    reviewNote: text('review_note'),
    reviewedAt: at('reviewed_at'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The published lists' orders (post-cards.repo.ts postOrderBy): newest, newest of one club, most liked.
    index('posts_published_newest_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    index('posts_published_type_newest_idx')
      .on(t.type, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    index('posts_published_liked_idx')
      .on(t.likeCount.desc(), t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    index('posts_published_read_idx')
      .on(t.readCount.desc(), t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    index('posts_author_idx').on(t.authorId, t.updatedAt),
    // The editors' queue: members' posts waiting for review, oldest first.
    index('posts_awaiting_review_idx')
      .on(t.updatedAt, t.id)
      .where(sql`${t.status} in ('pending', 'hidden')`),
    index('posts_hero_idx').on(t.heroId),
    index('posts_tags_idx').using('gin', t.tags),
    index('posts_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check(
      'posts_type_known',
      sql`${t.type} in ('hit', 'biz-master', 'smart-society', 'play-yard', 'greenery', 'guide', 'superhero-talk')`,
    ),
    check('posts_status_known', sql`${t.status} in ('draft', 'pending', 'published', 'rejected', 'hidden')`),
    check('posts_published_has_date', sql`${t.status} <> 'published' or ${t.publishedAt} is not null`),
    check(
      'posts_counts_nonnegative',
      sql`${t.likeCount} >= 0 and ${t.readCount} >= 0 and ${t.shareCount} >= 0`,
    ),
    check(
      'posts_question_complete',
      sql`(${t.questionPrompt} is null) = (${t.questionChoices} is null) and (${t.questionPrompt} is null) = (${t.questionAnswer} is null)`,
    ),
  ],
)

export const postLikes = pgTable(
  'post_likes',
  {
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('post_likes_user_idx').on(t.userId)],
)

/** One answer per member and article: the first answer is final, koins only when right. */
export const postAnswers = pgTable(
  'post_answers',
  {
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    choice: smallint('choice').notNull(),
    correct: boolean('correct').notNull(),
    koin: bigint('koin', { mode: 'number' }).notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
)

/** A member's own summary of what an article taught them; the first one earns skill points. */
export const postSummaries = pgTable(
  'post_summaries',
  {
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    skill: integer('skill').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
)

/**
 * Members' reports of a post: one per member and post. Reports are open until an editor decides on the post
 * (resolved_at); open reports from POST_REPORT_THRESHOLD members hide a member's post until then.
 */
export const postReports = pgTable(
  'post_reports',
  {
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    detail: text('detail'),
    createdAt: at('created_at').notNull().defaultNow(),
    resolvedAt: at('resolved_at'),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('post_reports_open_idx')
      .on(t.postId)
      .where(sql`${t.resolvedAt} is null`),
    check(
      'post_reports_reason_known',
      sql`${t.reason} in ('spam', 'inappropriate', 'misinformation', 'personal-data', 'other')`,
    ),
  ],
)

/** Every share, by whom (null for visitors) and where to. */
export const postShares = pgTable(
  'post_shares',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    channel: text('channel').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Who shared (`m:` and the member's id, or `v:` and a visitor's hashed address): counted once a day. */
    sharer: text('sharer'),
    /** The Bangkok day of the share. */
    day: date('day', { mode: 'string' }),
  },
  (t) => [
    index('post_shares_post_idx').on(t.postId),
    uniqueIndex('post_shares_once_a_day_idx').on(t.postId, t.sharer, t.day),
  ],
)

/**
 * Published posts of each type, and of each tag within a type: kept by the posts' counting trigger (migration
 * 0013) in the transaction that publishes, retags, unpublishes or deletes a post, so a club's total and its most
 * used tags are read, never recounted. (No CHECK on the counts: an upsert checks its inserted row, a decrement's
 * delta, before it meets the row it adds to; the tests compare the counts with a recount instead.)
 */
export const postTypeCounts = pgTable('post_type_counts', {
  type: text('type').primaryKey(),
  posts: integer('posts').notNull(),
})

export const postTagCounts = pgTable(
  'post_tag_counts',
  {
    type: text('type').notNull(),
    tag: text('tag').notNull(),
    posts: integer('posts').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.tag] }),
    index('post_tag_counts_most_used_idx').on(t.type, t.posts.desc(), t.tag),
  ],
)

/**
 * Reads not yet folded into posts.read_count, spread over a few slots per post so that readers of one post at
 * once do not queue on one row. A post's reads are read_count plus its tallies.
 */
export const postReadTallies = pgTable(
  'post_read_tallies',
  {
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    slot: smallint('slot').notNull(),
    reads: bigint('reads', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.slot] })],
)

/**
 * Issue 19: who read which post on which Bangkok day, so a reader counts once a day however often they open it
 * (`m:` and the member's id, or `v:` and a visitor's hashed address and browser). Unlogged, like the statistic
 * it guards (migration 0017): a crash may forget a day's marks, never anything else. Old days are deleted as
 * reads are folded.
 */
export const postReadMarks = pgTable(
  'post_read_marks',
  {
    day: date('day', { mode: 'string' }).notNull(),
    postId: bigint('post_id', { mode: 'number' }).notNull(),
    reader: text('reader').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.postId, t.reader] })],
)
