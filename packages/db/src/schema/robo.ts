import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { bankPortfolios } from './bank'
import { users } from './core'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/** Suitability test results: every attempt is kept; the latest one counts for two years. */
export const roboAssessments = pgTable(
  'robo_assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    answers: jsonb('answers').$type<{ question: number; choices: number[] }[]>().notNull(),
    score: integer('score').notNull(),
    level: integer('level').notNull(),
    derivatives: boolean('derivatives').notNull(),
    fx: boolean('fx').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('robo_assessments_user_idx').on(t.userId, t.takenAt.desc()),
    check('robo_assessments_score_range', sql`${t.score} between 10 and 40 and ${t.level} between 1 and 5`),
  ],
)

/**
 * A practice fund account: a goal, a model plan and the holder's identity checked as a real account asks.
 * Its holdings are the bank portfolio of the same id. The national ID is kept encrypted, with a keyed hash
 * to find it again and its last four digits to show; the ID card photos are encrypted files in private
 * storage, served only to the owner and removed with the account.
 */
export const roboAccounts = pgTable(
  'robo_accounts',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => bankPortfolios.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    planId: integer('plan_id').notNull(),
    goalKind: text('goal_kind').notNull(),
    goalName: text('goal_name').notNull(),
    /** Satang. */
    target: bigint('target', { mode: 'number' }).notNull(),
    targetDate: date('target_date', { mode: 'string' }).notNull(),
    initial: bigint('initial', { mode: 'number' }).notNull(),
    monthly: bigint('monthly', { mode: 'number' }).notNull(),
    nationalIdCipher: text('national_id_cipher').notNull(),
    nationalIdHash: text('national_id_hash').notNull(),
    nationalIdLast4: text('national_id_last4').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    guardian: jsonb('guardian').$type<{ name: string; relation: string; phone: string } | null>(),
    policies: jsonb('policies').$type<{ type: string; version: string; acceptedAt: string }[]>().notNull(),
    imageKey: text('image_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    imageUpdatedAt: timestamp('image_updated_at', { withTimezone: true }).notNull(),
    assessmentId: uuid('assessment_id').references(() => roboAssessments.id, { onDelete: 'set null' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('robo_accounts_user_idx').on(t.userId, t.openedAt),
    uniqueIndex('robo_accounts_number_key').on(t.number),
    index('robo_accounts_national_id_idx').on(t.nationalIdHash),
    check('robo_accounts_plan_known', sql`${t.planId} between 1 and 5`),
    check('robo_accounts_amounts_sane', sql`${t.target} > 0 and ${t.initial} >= 0 and ${t.monthly} >= 0`),
  ],
)

/** The robo's market-education news, written for the product (SPEC 7 news/robo). */
export const roboNews = pgTable(
  'robo_news',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').array().notNull(),
    tags: text('tags').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('robo_news_slug_key').on(t.slug),
    index('robo_news_published_idx').on(t.publishedOn.desc(), t.id),
  ],
)
