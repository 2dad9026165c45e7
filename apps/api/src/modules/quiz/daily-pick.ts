import { DAILY_NO_REPEAT_DAYS, DAILY_QUESTION_COUNT } from '@klass/contract/quiz'
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Executor } from '@klass/db/client'
import { quizDailyPicks, quizQuestions } from '@klass/db/schema/quiz'
import { DAY_MS } from '../../lib/time'
import { questionsByIds, type QuestionRow } from './quiz.repo'

// The daily quiz's questions: one pick a Bangkok day, stored for everyone, chosen so that no question comes
// back within DAILY_NO_REPEAT_DAYS days.

/**
 * Chooses a Bangkok day's daily questions from the pool: none asked in the DAILY_NO_REPEAT_DAYS days before
 * `day`, the longest unasked first (never asked before anything), then in the pool's order. Only a pool too
 * small to go round falls back to the longest unasked of the rest. Answers ids; the same inputs always give
 * the same pick.
 */
export function chooseDailyQuestions(
  pool: readonly { id: string }[],
  lastAsked: ReadonlyMap<string, string>,
  day: string,
): string[] {
  const since = shiftDay(day, -DAILY_NO_REPEAT_DAYS)
  const order = pool
    .map((q, position) => ({ id: q.id, position, last: lastAsked.get(q.id) ?? '' }))
    .sort((a, b) => (a.last === b.last ? a.position - b.position : a.last < b.last ? -1 : 1))
  const fresh = order.filter((q) => q.last < since)
  const rest = order.filter((q) => q.last >= since)
  return [...fresh, ...rest].slice(0, DAILY_QUESTION_COUNT).map((q) => q.id)
}

/** A YYYY-MM-DD day moved by `days`. */
function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** The daily pool in its fixed order (retired questions left out): the daily quiz takes its questions from it by date. */
async function dailyPool(db: Executor): Promise<QuestionRow[]> {
  return db
    .select()
    .from(quizQuestions)
    .where(and(eq(quizQuestions.pool, 'daily'), isNull(quizQuestions.retiredAt)))
    .orderBy(asc(quizQuestions.position))
}

/** The question ids of a Bangkok day's daily quiz, or null before anyone opened it. */
async function dailyPickOf(db: Executor, day: string): Promise<string[] | null> {
  const [row] = await db
    .select({ questionIds: quizDailyPicks.questionIds })
    .from(quizDailyPicks)
    .where(eq(quizDailyPicks.day, day))
  return row?.questionIds ?? null
}

/** The last day before `day` each daily question was asked. */
async function dailyLastAsked(db: Executor, day: string): Promise<Map<string, string>> {
  const rows = await db.execute<{ id: string; last: string }>(sql`
    select q.id::text as id, max(p.day)::text as last
    from ${quizDailyPicks} p, unnest(p.question_ids) as q(id)
    where p.day < ${day}::date
    group by q.id`)
  return new Map(rows.rows.map((r) => [r.id, r.last]))
}

/** Stores a day's pick unless one is stored already; answers the stored one either way. */
async function saveDailyPick(db: Executor, day: string, ids: string[], at: Date): Promise<string[]> {
  await db.insert(quizDailyPicks).values({ day, questionIds: ids, createdAt: at }).onConflictDoNothing()
  return (await dailyPickOf(db, day))!
}

/**
 * The day's daily questions: the day's stored pick, or — for the first member to open it — a new pick from
 * the pool, stored so that everyone gets the same questions all day (two first readers store the same pick).
 */
export async function dailyQuestions(executor: Executor, day: string, now: Date): Promise<QuestionRow[]> {
  let pick = await dailyPickOf(executor, day)
  if (!pick) {
    const [pool, lastAsked] = await Promise.all([dailyPool(executor), dailyLastAsked(executor, day)])
    const ids = chooseDailyQuestions(pool, lastAsked, day)
    if (ids.length === 0) return []
    pick = await saveDailyPick(executor, day, ids, now)
  }
  return questionsByIds(executor, pick)
}
