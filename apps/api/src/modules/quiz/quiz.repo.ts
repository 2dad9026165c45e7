import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm'
import { koinToString } from '@klass/contract/money'
import type {
  MoneyQuizLevel,
  QuizKind,
  QuizQuestion,
  QuizResult,
  ReviewedQuestion,
} from '@klass/contract/quiz'
import type { Executor } from '@klass/db/client'
import { quizAttempts, quizQuestions, quizSets, type QuizAnswerRecord } from '@klass/db/schema/quiz'

export type QuestionRow = typeof quizQuestions.$inferSelect
export type SetRow = typeof quizSets.$inferSelect
export type AttemptRow = typeof quizAttempts.$inferSelect

/** A money-quiz level's questions for a new attempt (retired ones left out). */
export async function moneyQuestions(db: Executor, level: MoneyQuizLevel): Promise<QuestionRow[]> {
  return db
    .select()
    .from(quizQuestions)
    .where(
      and(eq(quizQuestions.pool, 'money'), eq(quizQuestions.level, level), isNull(quizQuestions.retiredAt)),
    )
    .orderBy(asc(quizQuestions.position))
}

/** A monthly quiz's or final exam's questions for members who have not started it (retired ones left out). */
export async function setQuestions(db: Executor, setId: string): Promise<QuestionRow[]> {
  return db
    .select()
    .from(quizQuestions)
    .where(and(eq(quizQuestions.setId, setId), isNull(quizQuestions.retiredAt)))
    .orderBy(asc(quizQuestions.position))
}

/** Questions by id, in the order given (an attempt's order). */
export async function questionsByIds(db: Executor, ids: string[]): Promise<QuestionRow[]> {
  if (ids.length === 0) return []
  const rows = await db.select().from(quizQuestions).where(inArray(quizQuestions.id, ids))
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ids.map((id) => byId.get(id)).filter((r): r is QuestionRow => r !== undefined)
}

export async function monthlySet(db: Executor, month: string): Promise<SetRow | null> {
  const [row] = await db
    .select()
    .from(quizSets)
    .where(and(eq(quizSets.kind, 'monthly'), eq(quizSets.month, month)))
  return row ?? null
}

/** The final exam open at `now`, or else the latest one that has opened (to show its result). */
export async function currentFinalSet(db: Executor, now: Date): Promise<SetRow | null> {
  const [row] = await db
    .select()
    .from(quizSets)
    .where(and(eq(quizSets.kind, 'final'), lte(quizSets.opensAt, now)))
    .orderBy(sql`${quizSets.closesAt} > ${now} desc`, desc(quizSets.opensAt))
    .limit(1)
  return row ?? null
}

export async function findAttempt(
  db: Executor,
  userId: string,
  kind: QuizKind,
  key: string,
  options: { lock?: boolean } = {},
): Promise<AttemptRow | null> {
  const query = db
    .select()
    .from(quizAttempts)
    .where(
      and(eq(quizAttempts.userId, userId), eq(quizAttempts.kind, kind), eq(quizAttempts.attemptKey, key)),
    )
  const [row] = options.lock ? await query.for('update') : await query
  return row ?? null
}

/** Inserts an attempt unless the member already has one for the key; answers the stored one either way. */
export async function startAttempt(
  db: Executor,
  values: typeof quizAttempts.$inferInsert & { kind: QuizKind },
): Promise<AttemptRow> {
  await db.insert(quizAttempts).values(values).onConflictDoNothing()
  return (await findAttempt(db, values.userId, values.kind, values.attemptKey))!
}

export async function insertAnsweredAttempt(db: Executor, values: typeof quizAttempts.$inferInsert) {
  const [row] = await db.insert(quizAttempts).values(values).onConflictDoNothing().returning()
  return row ?? null
}

export type Grade = {
  score: number
  answers: QuizAnswerRecord[]
  submittedAt: Date
  koin: number
  skill: number
  exp: number
}

/** Marks a started attempt answered, once: a second submit finds it already graded and gets null. */
export async function submitStartedAttempt(db: Executor, attemptId: string, grade: Grade) {
  const [row] = await db
    .update(quizAttempts)
    .set({
      submittedAt: grade.submittedAt,
      answers: grade.answers,
      score: grade.score,
      koinAwarded: grade.koin,
      skillAwarded: grade.skill,
      expAwarded: grade.exp,
    })
    .where(and(eq(quizAttempts.id, attemptId), isNull(quizAttempts.submittedAt)))
    .returning()
  return row ?? null
}

/** The member's latest answered daily quiz, for the streak. */
export async function latestDailyAttempt(db: Executor, userId: string): Promise<AttemptRow | null> {
  const [row] = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.kind, 'daily'), gt(quizAttempts.streak, 0)))
    .orderBy(desc(quizAttempts.attemptKey))
    .limit(1)
  return row ?? null
}

export function toQuestion(row: QuestionRow, index: number): QuizQuestion {
  return { id: row.id, number: index + 1, topic: row.topic, prompt: row.prompt, choices: row.choices }
}

/** The result of an answered attempt: each question with the member's choice, the key and why. */
export function toResult(attempt: AttemptRow, questions: QuestionRow[]): QuizResult {
  const chosen = new Map((attempt.answers ?? []).map((a) => [a.questionId, a.choice]))
  const reviewed: ReviewedQuestion[] = questions.map((q, index) => {
    const choice = chosen.get(q.id) ?? null
    return {
      ...toQuestion(q, index),
      chosen: choice,
      correctChoice: q.correctChoice,
      correct: choice === q.correctChoice,
      explanation: q.explanation,
    }
  })
  return {
    score: attempt.score ?? 0,
    total: questions.length,
    submittedAt: attempt.submittedAt!.toISOString(),
    reward: { koin: koinToString(attempt.koinAwarded), skill: attempt.skillAwarded, exp: attempt.expAwarded },
    questions: reviewed,
  }
}
