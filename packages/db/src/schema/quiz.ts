import { sql } from 'drizzle-orm'
import {
  bigint,
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
import { users } from './core'
import { superquestCampaigns } from './superquest'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/**
 * A fixed quiz: a monthly quiz (one per Bangkok month) or a SUPERQUEST campaign's timed final exam.
 * It can be taken between opens_at and closes_at.
 */
export const quizSets = pgTable(
  'quiz_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** monthly or final. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Monthly: YYYY-MM (Bangkok). */
    month: text('month'),
    /** Final: the campaign it closes. */
    campaignId: uuid('campaign_id').references(() => superquestCampaigns.id, { onDelete: 'cascade' }),
    timeLimitSeconds: integer('time_limit_seconds'),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('quiz_sets_one_per_month')
      .on(t.month)
      .where(sql`${t.kind} = 'monthly'`),
    uniqueIndex('quiz_sets_one_final_per_campaign')
      .on(t.campaignId)
      .where(sql`${t.kind} = 'final'`),
    index('quiz_sets_kind_opens_idx').on(t.kind, t.opensAt),
    check('quiz_sets_kind_known', sql`${t.kind} in ('monthly', 'final')`),
    check('quiz_sets_monthly_has_month', sql`${t.kind} <> 'monthly' or ${t.month} is not null`),
    check(
      'quiz_sets_final_is_timed',
      sql`${t.kind} <> 'final' or (${t.timeLimitSeconds} > 0 and ${t.campaignId} is not null)`,
    ),
    check('quiz_sets_closes_after_open', sql`${t.closesAt} > ${t.opensAt}`),
  ],
)

/**
 * Questions with their answer key. `pool` says where a question is asked: daily (the daily quiz picks from
 * it by Bangkok date), money (one level of the money quiz) or set (a monthly quiz or final exam).
 */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pool: text('pool').notNull(),
    /** Money quiz: Basic, Intermediate or Advanced. */
    level: text('level'),
    setId: uuid('set_id').references(() => quizSets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    topic: text('topic').notNull(),
    prompt: text('prompt').notNull(),
    choices: text('choices').array().notNull(),
    correctChoice: integer('correct_choice').notNull(),
    explanation: text('explanation').notNull(),
    /**
     * Retired by staff: no new quiz asks it any more, while the attempts and daily picks that already hold it
     * keep it (a question members answered is never deleted).
     */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('quiz_questions_pool_idx').on(t.pool, t.level, t.position),
    index('quiz_questions_set_idx').on(t.setId, t.position),
    check('quiz_questions_pool_known', sql`${t.pool} in ('daily', 'money', 'set')`),
    check(
      'quiz_questions_level_known',
      sql`(${t.pool} = 'money') = (${t.level} in ('Basic', 'Intermediate', 'Advanced'))`,
    ),
    check('quiz_questions_set_given', sql`(${t.pool} = 'set') = (${t.setId} is not null)`),
    check('quiz_questions_explained', sql`length(btrim(${t.explanation})) > 0`),
    check(
      'quiz_questions_key_is_a_choice',
      sql`${t.correctChoice} >= 0 and ${t.correctChoice} < cardinality(${t.choices})`,
    ),
  ],
)

export type QuizAnswerRecord = { questionId: string; choice: number }

/**
 * A member's attempt: one per (member, kind, key) — key is the Bangkok day for the daily quiz, the set id
 * for a monthly quiz or final exam, the level for the money quiz. The final exam and money quiz are started
 * first (started_at, deadline_at); the daily and monthly quizzes are written when answered.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    attemptKey: text('attempt_key').notNull(),
    setId: uuid('set_id').references(() => quizSets.id, { onDelete: 'cascade' }),
    questionIds: uuid('question_ids').array().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    answers: jsonb('answers').$type<QuizAnswerRecord[]>(),
    score: integer('score'),
    /** Daily: days in a row up to and including this one. */
    streak: integer('streak'),
    koinAwarded: bigint('koin_awarded', { mode: 'number' }).notNull().default(0),
    skillAwarded: integer('skill_awarded').notNull().default(0),
    expAwarded: integer('exp_awarded').notNull().default(0),
  },
  (t) => [
    uniqueIndex('quiz_attempts_one_per_key').on(t.userId, t.kind, t.attemptKey),
    check('quiz_attempts_kind_known', sql`${t.kind} in ('daily', 'monthly', 'final', 'money')`),
    check(
      'quiz_attempts_submitted_is_graded',
      sql`(${t.submittedAt} is null) = (${t.score} is null) and (${t.submittedAt} is null) = (${t.answers} is null)`,
    ),
  ],
)

/**
 * The daily quiz of each Bangkok day, fixed by the first member who opens it that day: every member gets the
 * same questions, and the next days' picks leave out what was asked in the last DAILY_NO_REPEAT_DAYS days.
 */
export const quizDailyPicks = pgTable('quiz_daily_picks', {
  day: date('day', { mode: 'string' }).primaryKey(),
  questionIds: uuid('question_ids').array().notNull(),
  createdAt: createdAt(),
})
