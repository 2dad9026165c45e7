import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './core'
import { posts } from './posts'

/**
 * A club's learning path is its units in order; a unit is a few of the club's articles, read in order.
 * `club` is one of the clubs of SPEC 2 (/club/{type}).
 */
export const learningUnits = pgTable(
  'learning_units',
  {
    id: serial('id').primaryKey(),
    club: text('club').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
  },
  (t) => [
    uniqueIndex('learning_units_club_position').on(t.club, t.position),
    check(
      'learning_units_club_known',
      sql`${t.club} in ('hit', 'biz-master', 'smart-society', 'play-yard', 'greenery')`,
    ),
  ],
)

/** The articles of a unit in reading order; an article belongs to one unit at most. */
export const learningUnitArticles = pgTable(
  'learning_unit_articles',
  {
    unitId: integer('unit_id')
      .notNull()
      .references(() => learningUnits.id, { onDelete: 'cascade' }),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.unitId, t.postId] }),
    uniqueIndex('learning_unit_articles_one_unit').on(t.postId),
    uniqueIndex('learning_unit_articles_order').on(t.unitId, t.position),
  ],
)

/**
 * The articles a member has read, once each, from the first time they opened it: what a learning path counts
 * as done (and what the SUPERQUEST "read articles" missions count, through the post.read activity).
 */
export const articleReads = pgTable(
  'article_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    firstReadAt: timestamp('first_read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index('article_reads_post_idx').on(t.postId)],
)
