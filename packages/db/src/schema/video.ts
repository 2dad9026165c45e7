import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './core'

/** SPEC 2 /video-page: videos hosted elsewhere (YouTube), played only when the member presses play. */
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull(),
    host: text('host').notNull().default('youtube'),
    hostVideoId: text('host_video_id').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    /** Storage key of the thumbnail illustration. */
    thumbnail: text('thumbnail').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    viewCount: integer('view_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
  },
  (t) => [
    index('videos_published_idx').on(t.publishedAt),
    check('videos_host_known', sql`${t.host} in ('youtube')`),
    check('videos_counts_nonnegative', sql`${t.viewCount} >= 0 and ${t.likeCount} >= 0`),
  ],
)

/** One row per member, video and Asia/Bangkok day: a view counts once a day per member. */
export const videoViews = pgTable(
  'video_views',
  {
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.userId, t.day] })],
)

export const videoLikes = pgTable(
  'video_likes',
  {
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.userId] }), index('video_likes_user_idx').on(t.userId)],
)
