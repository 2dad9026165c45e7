import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
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

/** A word placed in a crossword: its first cell, which way it runs, the answer and its Thai clue. */
export type CrosswordPlacement = {
  row: number
  col: number
  direction: 'across' | 'down'
  answer: string
  clue: string
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/** Catch me if you can: a question, its right answer and three wrong bubbles. */
export const gameCatchMeQuestions = pgTable(
  'game_catchme_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    wrong: text('wrong').array().notNull(),
    explanation: text('explanation').notNull(),
    /** Retired by staff: new plays leave it out; plays that already had it keep it. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('game_catchme_questions_slug_key').on(t.slug)],
)

/** Hangman: a finance word in capital English letters with a Thai hint and explanation. */
export const gameHangmanWords = pgTable(
  'game_hangman_words',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    word: text('word').notNull(),
    hint: text('hint').notNull(),
    explanation: text('explanation').notNull(),
    /** Retired by staff: new plays leave it out; plays that already had it keep it. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('game_hangman_words_word_key').on(t.word),
    check('game_hangman_words_letters', sql`${t.word} ~ '^[A-Z]+$'`),
  ],
)

/** Visual decoder: sets of picture puzzles played one by one. */
export const gameVisualSets = pgTable(
  'game_visual_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('game_visual_sets_slug_key').on(t.slug)],
)

export const gameVisualPuzzles = pgTable(
  'game_visual_puzzles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    setId: uuid('set_id')
      .notNull()
      .references(() => gameVisualSets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The finance term told in emoji. */
    picture: text('picture').notNull(),
    answer: text('answer').notNull(),
    wrong: text('wrong').array().notNull(),
    explanation: text('explanation').notNull(),
    /** Retired by staff: new plays leave it out; plays that already had it keep it. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('game_visual_puzzles_set_position_key').on(t.setId, t.position)],
)

/** A crossword: its size and the words placed in it (answers in capital English letters, Thai clues). */
export const gameCrosswords = pgTable(
  'game_crosswords',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    rows: integer('rows').notNull(),
    cols: integer('cols').notNull(),
    words: jsonb('words').$type<CrosswordPlacement[]>().notNull(),
    /** Retired by staff: new plays leave it out; plays that already had it keep it. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('game_crosswords_slug_key').on(t.slug)],
)

/**
 * One play: server-issued and single-use. `issued` holds what the server handed out, answers included
 * (never sent to the member before the end); `progress` what the member has done so far. Every answer
 * locks the member's row first, so answers to one play are taken one at a time.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    game: text('game').notNull(),
    /** live, ended or abandoned (a new play of the same game replaced it). */
    status: text('status').notNull(),
    /** The set, word or crossword played (catch me: the first of its questions). */
    contentId: uuid('content_id').notNull(),
    issued: jsonb('issued').$type<unknown>().notNull(),
    progress: jsonb('progress').$type<unknown>().notNull(),
    score: integer('score').notNull().default(0),
    maxScore: integer('max_score').notNull(),
    /** Koins given at the end, in hundredths. */
    koinEarned: bigint('koin_earned', { mode: 'number' }).notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** When the last step was issued or answered: the floor for "too fast to be human". */
    lastStepAt: timestamp('last_step_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('game_sessions_user_game_idx').on(t.userId, t.game, t.startedAt),
    check(
      'game_sessions_game_known',
      sql`${t.game} in ('catchme', 'hangman', 'visual-decoder', 'crossword')`,
    ),
    check('game_sessions_status_known', sql`${t.status} in ('live', 'ended', 'abandoned')`),
    check('game_sessions_score_within_max', sql`${t.score} >= 0 and ${t.score} <= ${t.maxScore}`),
  ],
)

/** Extra hangman plays a member bought with koins for one Bangkok day. */
export const gameHangmanPurchases = pgTable(
  'game_hangman_purchases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    plays: integer('plays').notNull(),
    koinPaid: bigint('koin_paid', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('game_hangman_purchases_user_day_idx').on(t.userId, t.day),
    check('game_hangman_purchases_plays_positive', sql`${t.plays} > 0`),
  ],
)
