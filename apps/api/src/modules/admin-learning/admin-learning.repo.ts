import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { ContentStatus } from '@klass/contract/admin-learning'
import type { Executor } from '@klass/db/client'
import {
  gameCatchMeQuestions,
  gameCrosswords,
  gameHangmanWords,
  gameVisualPuzzles,
  gameVisualSets,
} from '@klass/db/schema/games'
import { quizQuestions, quizSets } from '@klass/db/schema/quiz'
import { containsPattern } from '../../lib/thai-text'

export type QuestionRow = typeof quizQuestions.$inferSelect
export type HangmanRow = typeof gameHangmanWords.$inferSelect
export type CatchMeRow = typeof gameCatchMeQuestions.$inferSelect
export type VisualRow = typeof gameVisualPuzzles.$inferSelect
export type CrosswordRow = typeof gameCrosswords.$inferSelect

export type ListFilter = { q?: string; status: ContentStatus; page: number; limit: number }

/** Active (not retired), retired, or both. */
function statusWhere(retiredAt: PgColumn, status: ContentStatus): SQL | undefined {
  if (status === 'active') return isNull(retiredAt)
  if (status === 'retired') return isNotNull(retiredAt)
  return undefined
}

/** The search text found anywhere in one of the columns (Thai has no spaces between words). */
function textWhere(columns: PgColumn[], q: string | undefined): SQL | undefined {
  if (!q) return undefined
  const pattern = containsPattern(q)
  return or(...columns.map((column) => ilike(column, pattern)))
}

async function paged<T>(
  rows: Promise<T[]>,
  total: Promise<{ n: number }[]>,
): Promise<{ rows: T[]; total: number }> {
  const [items, [counted]] = await Promise.all([rows, total])
  return { rows: items, total: counted?.n ?? 0 }
}

// ---- Quiz questions ----

/** Whether a member has been given the question: an attempt or a day's daily quiz holds it. */
// Written with the tables' own names: the outer row must be told apart from the subqueries' rows.
const askedSql = sql<boolean>`(exists (select 1 from quiz_attempts a where quiz_questions.id = any(a.question_ids))
  or exists (select 1 from quiz_daily_picks p where quiz_questions.id = any(p.question_ids)))`

export type QuestionListRow = QuestionRow & { setTitle: string | null; asked: boolean }

const questionColumns = {
  question: quizQuestions,
  setTitle: quizSets.title,
  asked: askedSql,
}

function flattenQuestion(row: { question: QuestionRow; setTitle: string | null; asked: boolean }) {
  return { ...row.question, setTitle: row.setTitle, asked: row.asked }
}

export async function listQuestions(
  db: Executor,
  filter: ListFilter & { pool?: string; level?: string; setId?: string },
): Promise<{ rows: QuestionListRow[]; total: number }> {
  const where = and(
    filter.pool ? eq(quizQuestions.pool, filter.pool) : undefined,
    filter.level ? eq(quizQuestions.level, filter.level) : undefined,
    filter.setId ? eq(quizQuestions.setId, filter.setId) : undefined,
    statusWhere(quizQuestions.retiredAt, filter.status),
    textWhere([quizQuestions.prompt, quizQuestions.topic, quizQuestions.explanation], filter.q),
  )
  const result = await paged(
    db
      .select(questionColumns)
      .from(quizQuestions)
      .leftJoin(quizSets, eq(quizSets.id, quizQuestions.setId))
      .where(where)
      .orderBy(desc(quizQuestions.createdAt), desc(quizQuestions.position), desc(quizQuestions.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ n: count() }).from(quizQuestions).where(where),
  )
  return { rows: result.rows.map(flattenQuestion), total: result.total }
}

/** One question, locked for a change when `lock`. */
export async function findQuestion(db: Executor, id: string, lock = false): Promise<QuestionListRow | null> {
  const query = db
    .select(questionColumns)
    .from(quizQuestions)
    .leftJoin(quizSets, eq(quizSets.id, quizQuestions.setId))
    .where(eq(quizQuestions.id, id))
  const [row] = lock ? await query.for('update', { of: quizQuestions }) : await query
  return row ? flattenQuestion(row) : null
}

export async function findSet(db: Executor, id: string) {
  const [row] = await db.select().from(quizSets).where(eq(quizSets.id, id))
  return row ?? null
}

/** Monthly quizzes and final exams, latest first, with their active questions. */
export async function listSets(db: Executor, limit: number) {
  return db
    .select({
      id: quizSets.id,
      kind: quizSets.kind,
      title: quizSets.title,
      month: quizSets.month,
      opensAt: quizSets.opensAt,
      closesAt: quizSets.closesAt,
      questionCount: sql<number>`(select count(*)::int from quiz_questions q
        where q.set_id = quiz_sets.id and q.retired_at is null)`,
    })
    .from(quizSets)
    .orderBy(desc(quizSets.opensAt))
    .limit(limit)
}

/** Where a question is asked: its pool, and its money-quiz level or its set. */
export type QuestionPlace = { pool: string; level: string | null; setId: string | null }

function placeWhere(place: QuestionPlace): SQL | undefined {
  return and(
    eq(quizQuestions.pool, place.pool),
    place.level ? eq(quizQuestions.level, place.level) : isNull(quizQuestions.level),
    place.setId ? eq(quizQuestions.setId, place.setId) : isNull(quizQuestions.setId),
  )
}

/** The place after the last question of the same pool, level and set. */
export async function nextQuestionPosition(db: Executor, place: QuestionPlace): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${quizQuestions.position}) + 1, 0)::int` })
    .from(quizQuestions)
    .where(placeWhere(place))
  return row?.next ?? 0
}

/** The questions of the same pool, level and set that new quizzes still ask. */
export async function activeQuestionsAt(db: Executor, place: QuestionPlace): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(quizQuestions)
    .where(and(placeWhere(place), isNull(quizQuestions.retiredAt)))
  return row?.n ?? 0
}

export async function insertQuestion(db: Executor, values: typeof quizQuestions.$inferInsert) {
  const [row] = await db.insert(quizQuestions).values(values).returning({ id: quizQuestions.id })
  return row!.id
}

export async function updateQuestion(
  db: Executor,
  id: string,
  patch: Partial<typeof quizQuestions.$inferInsert>,
) {
  await db.update(quizQuestions).set(patch).where(eq(quizQuestions.id, id))
}

// ---- Hangman ----

export async function listHangman(db: Executor, filter: ListFilter) {
  const where = and(
    statusWhere(gameHangmanWords.retiredAt, filter.status),
    textWhere([gameHangmanWords.word, gameHangmanWords.hint, gameHangmanWords.explanation], filter.q),
  )
  return paged(
    db
      .select()
      .from(gameHangmanWords)
      .where(where)
      .orderBy(desc(gameHangmanWords.createdAt), gameHangmanWords.word)
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ n: count() }).from(gameHangmanWords).where(where),
  )
}

export async function findHangman(db: Executor, id: string, lock = false): Promise<HangmanRow | null> {
  const query = db.select().from(gameHangmanWords).where(eq(gameHangmanWords.id, id))
  const [row] = lock ? await query.for('update') : await query
  return row ?? null
}

export async function hangmanWordTaken(db: Executor, word: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: gameHangmanWords.id })
    .from(gameHangmanWords)
    .where(eq(gameHangmanWords.word, word))
  return row !== undefined && row.id !== exceptId
}

/**
 * Holds, until the transaction ends, the right to take active content out of one kind (`hangman`,
 * `quiz:money:Basic`, …): two editors retiring at once count what is left one after the other, so the
 * minimum a game or quiz needs is never crossed.
 */
export async function lockContentKind(tx: Executor, kind: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`learning-content:${kind}`}))`)
}

export async function activeCount(
  db: Executor,
  table: typeof gameHangmanWords | typeof gameCatchMeQuestions | typeof gameCrosswords,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(isNull(table.retiredAt))
  return row?.n ?? 0
}

// ---- Catch me if you can ----

export async function listCatchMe(db: Executor, filter: ListFilter) {
  const where = and(
    statusWhere(gameCatchMeQuestions.retiredAt, filter.status),
    textWhere(
      [gameCatchMeQuestions.question, gameCatchMeQuestions.answer, gameCatchMeQuestions.explanation],
      filter.q,
    ),
  )
  return paged(
    db
      .select()
      .from(gameCatchMeQuestions)
      .where(where)
      .orderBy(desc(gameCatchMeQuestions.createdAt), gameCatchMeQuestions.slug)
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ n: count() }).from(gameCatchMeQuestions).where(where),
  )
}

export async function findCatchMe(db: Executor, id: string, lock = false): Promise<CatchMeRow | null> {
  const query = db.select().from(gameCatchMeQuestions).where(eq(gameCatchMeQuestions.id, id))
  const [row] = lock ? await query.for('update') : await query
  return row ?? null
}

// ---- Visual decoder ----

export type VisualListRow = VisualRow & { setTitle: string }

const visualColumns = { puzzle: gameVisualPuzzles, setTitle: gameVisualSets.title }

export async function listVisual(db: Executor, filter: ListFilter & { setId?: string }) {
  const where = and(
    filter.setId ? eq(gameVisualPuzzles.setId, filter.setId) : undefined,
    statusWhere(gameVisualPuzzles.retiredAt, filter.status),
    textWhere([gameVisualPuzzles.answer, gameVisualPuzzles.explanation, gameVisualPuzzles.picture], filter.q),
  )
  const result = await paged(
    db
      .select(visualColumns)
      .from(gameVisualPuzzles)
      .innerJoin(gameVisualSets, eq(gameVisualSets.id, gameVisualPuzzles.setId))
      .where(where)
      .orderBy(gameVisualSets.position, desc(gameVisualPuzzles.position))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ n: count() }).from(gameVisualPuzzles).where(where),
  )
  return { rows: result.rows.map((r) => ({ ...r.puzzle, setTitle: r.setTitle })), total: result.total }
}

export async function findVisual(db: Executor, id: string, lock = false): Promise<VisualListRow | null> {
  const query = db
    .select(visualColumns)
    .from(gameVisualPuzzles)
    .innerJoin(gameVisualSets, eq(gameVisualSets.id, gameVisualPuzzles.setId))
    .where(eq(gameVisualPuzzles.id, id))
  const [row] = lock ? await query.for('update', { of: gameVisualPuzzles }) : await query
  return row ? { ...row.puzzle, setTitle: row.setTitle } : null
}

export async function listVisualSets(db: Executor) {
  return db
    .select({
      id: gameVisualSets.id,
      title: gameVisualSets.title,
      activePuzzles: sql<number>`(select count(*)::int from game_visual_puzzles p
        where p.set_id = game_visual_sets.id and p.retired_at is null)`,
    })
    .from(gameVisualSets)
    .orderBy(gameVisualSets.position)
    .limit(100)
}

/** The set, locked: its puzzles' places and its active puzzles change one writer at a time. */
export async function lockVisualSet(db: Executor, setId: string) {
  const [row] = await db.select().from(gameVisualSets).where(eq(gameVisualSets.id, setId)).for('update')
  return row ?? null
}

/** Both sets of a move, locked in one order so that two opposite moves cannot wait for each other. */
export async function lockVisualSets(db: Executor, setIds: string[]) {
  const rows = await db
    .select()
    .from(gameVisualSets)
    .where(inArray(gameVisualSets.id, setIds))
    .orderBy(gameVisualSets.id)
    .for('update')
  return rows
}

export async function nextVisualPosition(db: Executor, setId: string): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${gameVisualPuzzles.position}) + 1, 0)::int` })
    .from(gameVisualPuzzles)
    .where(eq(gameVisualPuzzles.setId, setId))
  return row?.next ?? 0
}

export async function activeVisualInSet(db: Executor, setId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(gameVisualPuzzles)
    .where(and(eq(gameVisualPuzzles.setId, setId), isNull(gameVisualPuzzles.retiredAt)))
  return row?.n ?? 0
}

// ---- Crosswords ----

export async function listCrosswords(db: Executor, filter: ListFilter) {
  const where = and(
    statusWhere(gameCrosswords.retiredAt, filter.status),
    filter.q
      ? or(
          ilike(gameCrosswords.title, containsPattern(filter.q)),
          sql`${gameCrosswords.words}::text ilike ${containsPattern(filter.q)}`,
        )
      : undefined,
  )
  return paged(
    db
      .select()
      .from(gameCrosswords)
      .where(where)
      .orderBy(desc(gameCrosswords.position))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ n: count() }).from(gameCrosswords).where(where),
  )
}

export async function findCrossword(db: Executor, id: string, lock = false): Promise<CrosswordRow | null> {
  const query = db.select().from(gameCrosswords).where(eq(gameCrosswords.id, id))
  const [row] = lock ? await query.for('update') : await query
  return row ?? null
}

export async function nextCrosswordPosition(db: Executor): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${gameCrosswords.position}) + 1, 0)::int` })
    .from(gameCrosswords)
  return row?.next ?? 0
}
