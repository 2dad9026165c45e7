import { and, asc, count, desc, eq, gte, inArray, isNull, max, notInArray, sql } from 'drizzle-orm'
import type { GameId } from '@klass/contract/games'
import type { Executor } from '@klass/db/client'
import {
  gameCatchMeQuestions,
  gameCrosswords,
  gameHangmanPurchases,
  gameHangmanWords,
  gameSessions,
  gameVisualPuzzles,
  gameVisualSets,
} from '@klass/db/schema/games'

export type SessionRow = typeof gameSessions.$inferSelect
export type CatchMeQuestionRow = typeof gameCatchMeQuestions.$inferSelect
export type HangmanWordRow = typeof gameHangmanWords.$inferSelect
export type VisualSetRow = typeof gameVisualSets.$inferSelect
export type VisualPuzzleRow = typeof gameVisualPuzzles.$inferSelect
export type CrosswordRow = typeof gameCrosswords.$inferSelect

/** Plays of each game the member started since `since` (live, ended or abandoned: a start uses quota). */
export async function playsSince(db: Executor, userId: string, since: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ game: gameSessions.game, n: count() })
    .from(gameSessions)
    .where(and(eq(gameSessions.userId, userId), gte(gameSessions.startedAt, since)))
    .groupBy(gameSessions.game)
  return new Map(rows.map((r) => [r.game, r.n]))
}

export async function bestScores(db: Executor, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ game: gameSessions.game, best: max(gameSessions.score) })
    .from(gameSessions)
    .where(and(eq(gameSessions.userId, userId), eq(gameSessions.status, 'ended')))
    .groupBy(gameSessions.game)
  return new Map(rows.map((r) => [r.game, r.best ?? 0]))
}

/** Extra hangman plays the member bought for one Bangkok day. */
export async function hangmanPlaysBought(db: Executor, userId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${gameHangmanPurchases.plays}), 0)::int` })
    .from(gameHangmanPurchases)
    .where(and(eq(gameHangmanPurchases.userId, userId), eq(gameHangmanPurchases.day, day)))
  return row?.n ?? 0
}

export async function insertHangmanPurchase(
  tx: Executor,
  values: { userId: string; day: string; plays: number; koinPaid: number; createdAt: Date },
) {
  await tx.insert(gameHangmanPurchases).values(values)
}

/** A new play replaces the member's open play of the same game. */
export async function abandonLivePlays(tx: Executor, userId: string, game: GameId, at: Date) {
  await tx
    .update(gameSessions)
    .set({ status: 'abandoned', endedAt: at })
    .where(and(eq(gameSessions.userId, userId), eq(gameSessions.game, game), eq(gameSessions.status, 'live')))
}

/** The member's latest open play of a game (it may have run past its time; the caller decides). */
export async function livePlay(db: Executor, userId: string, game: GameId): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(gameSessions)
    .where(and(eq(gameSessions.userId, userId), eq(gameSessions.game, game), eq(gameSessions.status, 'live')))
    .orderBy(desc(gameSessions.startedAt))
    .limit(1)
  return row ?? null
}

export async function insertSession(
  tx: Executor,
  values: {
    userId: string
    game: GameId
    contentId: string
    issued: unknown
    progress: unknown
    maxScore: number
    startedAt: Date
  },
): Promise<SessionRow> {
  const [row] = await tx
    .insert(gameSessions)
    .values({ ...values, status: 'live', lastStepAt: values.startedAt })
    .returning()
  return row!
}

export async function findSession(tx: Executor, id: string): Promise<SessionRow | null> {
  const [row] = await tx.select().from(gameSessions).where(eq(gameSessions.id, id))
  return row ?? null
}

export async function updateSession(
  tx: Executor,
  id: string,
  patch: Partial<Pick<SessionRow, 'progress' | 'score' | 'status' | 'koinEarned' | 'lastStepAt' | 'endedAt'>>,
) {
  await tx.update(gameSessions).set(patch).where(eq(gameSessions.id, id))
}

/** How many times the member finished each set, word or crossword of a game. */
export async function endedPlaysByContent(tx: Executor, userId: string, game: GameId) {
  const rows = await tx
    .select({ contentId: gameSessions.contentId, n: count() })
    .from(gameSessions)
    .where(
      and(eq(gameSessions.userId, userId), eq(gameSessions.game, game), eq(gameSessions.status, 'ended')),
    )
    .groupBy(gameSessions.contentId)
  return new Map(rows.map((r) => [r.contentId, r.n]))
}

export async function latestEndedSession(
  db: Executor,
  userId: string,
  game: GameId,
  contentId: string,
): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(gameSessions)
    .where(
      and(
        eq(gameSessions.userId, userId),
        eq(gameSessions.game, game),
        eq(gameSessions.contentId, contentId),
        eq(gameSessions.status, 'ended'),
      ),
    )
    .orderBy(desc(gameSessions.endedAt))
    .limit(1)
  return row ?? null
}

/** The words of the member's latest hangman plays, so a new play brings a word not seen lately. */
export async function recentContentIds(tx: Executor, userId: string, game: GameId, limit: number) {
  const rows = await tx
    .select({ contentId: gameSessions.contentId })
    .from(gameSessions)
    .where(and(eq(gameSessions.userId, userId), eq(gameSessions.game, game)))
    .orderBy(desc(gameSessions.startedAt))
    .limit(limit)
  return rows.map((r) => r.contentId)
}

export async function randomCatchMeQuestions(tx: Executor, howMany: number): Promise<CatchMeQuestionRow[]> {
  return tx
    .select()
    .from(gameCatchMeQuestions)
    .where(isNull(gameCatchMeQuestions.retiredAt))
    .orderBy(sql`random()`)
    .limit(howMany)
}

export async function catchMeQuestion(db: Executor, id: string): Promise<CatchMeQuestionRow | null> {
  const [row] = await db.select().from(gameCatchMeQuestions).where(eq(gameCatchMeQuestions.id, id))
  return row ?? null
}

export async function randomHangmanWord(tx: Executor, notAmong: string[]): Promise<HangmanWordRow | null> {
  const pick = (excluding: string[]) =>
    tx
      .select()
      .from(gameHangmanWords)
      .where(
        and(
          isNull(gameHangmanWords.retiredAt),
          excluding.length > 0 ? notInArray(gameHangmanWords.id, excluding) : undefined,
        ),
      )
      .orderBy(sql`random()`)
      .limit(1)
  const [fresh] = await pick(notAmong)
  if (fresh) return fresh
  const [any] = await pick([])
  return any ?? null
}

export async function hangmanWord(db: Executor, id: string): Promise<HangmanWordRow | null> {
  const [row] = await db.select().from(gameHangmanWords).where(eq(gameHangmanWords.id, id))
  return row ?? null
}

export async function visualSets(db: Executor): Promise<VisualSetRow[]> {
  return db.select().from(gameVisualSets).orderBy(asc(gameVisualSets.position))
}

/** A set's puzzles for a new play (retired ones left out). */
export async function visualPuzzles(db: Executor, setId: string): Promise<VisualPuzzleRow[]> {
  return db
    .select()
    .from(gameVisualPuzzles)
    .where(and(eq(gameVisualPuzzles.setId, setId), isNull(gameVisualPuzzles.retiredAt)))
    .orderBy(asc(gameVisualPuzzles.position))
}

export async function visualPuzzlesByIds(db: Executor, ids: string[]): Promise<Map<string, VisualPuzzleRow>> {
  if (ids.length === 0) return new Map()
  const rows = await db.select().from(gameVisualPuzzles).where(inArray(gameVisualPuzzles.id, ids))
  return new Map(rows.map((r) => [r.id, r]))
}

/** The crosswords a new play picks from (retired ones left out). */
export async function crosswords(db: Executor): Promise<CrosswordRow[]> {
  return db
    .select()
    .from(gameCrosswords)
    .where(isNull(gameCrosswords.retiredAt))
    .orderBy(asc(gameCrosswords.position))
}

export async function crossword(db: Executor, id: string): Promise<CrosswordRow | null> {
  const [row] = await db.select().from(gameCrosswords).where(eq(gameCrosswords.id, id))
  return row ?? null
}
