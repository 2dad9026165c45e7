import { randomInt } from 'node:crypto'
import { GAME_SESSION_MINUTES, type GameEnd, type GameId } from '@klass/contract/games'
import { koinToString } from '@klass/contract/money'
import type { AppContext } from '../../context'
import { awardWithinDailyCap } from '../../ledger/daily-cap'
import { recordActivity } from '../../lib/activity'
import { DomainError } from '../../lib/domain-error'
import { lockMember } from '../../lib/member-lock'
import { bangkokDate, bangkokDayStart } from '../../lib/time'
import * as repo from './games.repo'
import { dailyQuota, gameRules, MAX_SCORE } from './games.service'
import type { Executor } from '@klass/db/client'

/** The koin reward for each right answer in Catch me, Visual Decoder and Crossword. */
export const KOIN_PER_RIGHT_ANSWER = 1_00

/** What a game hands over when it issues a play: the content, what the server keeps, and what the screen sees. */
export type IssuedPlay<V> = { contentId: string; issued: unknown; progress: unknown; view: V }

/** The checks a game adds to the shared ones before an answer is scored. */
export type AnswerChecks = {
  /** Refuses an answer for the wrong step (a round, a puzzle, a repeated letter). */
  step?: (session: repo.SessionRow) => void
  /** How long a person needs at least for this answer. */
  minMs: (session: repo.SessionRow) => number
  /** Time the answer from the start of the play instead of from the last step. */
  since?: 'start'
}

export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1)
    ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
  }
  return copy
}

/** The set or crossword asked for, else the one the member has finished least (first in order on a tie). */
export function pickContent<T extends { id: string }>(
  rows: T[],
  played: Map<string, number>,
  wanted?: string,
): T {
  if (wanted) {
    const row = rows.find((r) => r.id === wanted)
    if (!row) throw new DomainError('GAME_CONTENT_NOT_FOUND')
    return row
  }
  const [first] = [...rows].sort((a, b) => (played.get(a.id) ?? 0) - (played.get(b.id) ?? 0))
  if (!first) throw new DomainError('GAME_CONTENT_NOT_FOUND')
  return first
}

/** A multiple-choice answer must be for the step being played and pick one of its choices. */
export function checkChoiceStep(
  session: repo.SessionRow,
  step: number,
  choice: number | null,
  issuedStep: (index: number) => { choices: string[] },
) {
  if (step !== (session.progress as { current: number }).current) throw new DomainError('GAME_STEP_MISMATCH')
  if (choice !== null && choice >= issuedStep(step).choices.length)
    throw new DomainError('GAME_CHOICE_INVALID')
}

/**
 * Opens a play in the caller's transaction: the member's row is locked (so two starts cannot both take
 * the last play), today's quota checked, an open play of the same game abandoned, and the new one issued.
 */
export async function openPlay<V>(
  tx: Executor,
  userId: string,
  game: GameId,
  now: Date,
  issue: () => Promise<IssuedPlay<V>>,
): Promise<{ session: repo.SessionRow; view: V }> {
  await lockMember(tx, userId)
  const plays = (await repo.playsSince(tx, userId, bangkokDayStart(now))).get(game) ?? 0
  const bought = game === 'hangman' ? await repo.hangmanPlaysBought(tx, userId, bangkokDate(now)) : 0
  const quota = dailyQuota(game, bought)
  if (plays >= quota) throw new DomainError('GAME_QUOTA_EXHAUSTED', { game, quota, played: plays })
  await repo.abandonLivePlays(tx, userId, game, now)
  const { view, ...content } = await issue()
  const session = await repo.insertSession(tx, {
    userId,
    game,
    ...content,
    maxScore: MAX_SCORE,
    startedAt: now,
  })
  return { session, view }
}

/**
 * Runs one answer against a live play of the member's, in its own transaction: refused when the play is
 * not theirs or unknown, ended, expired, answered for another step, too fast to be human, or when the
 * score the screen claims is above what the server has counted.
 */
export async function answerPlay<T>(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  userId: string,
  game: GameId,
  body: { sessionId: string; score?: number },
  checks: AnswerChecks,
  step: (tx: Executor, session: repo.SessionRow, now: Date) => Promise<T>,
): Promise<T> {
  const now = clock.now()
  return db.transaction(async (tx) => {
    await lockMember(tx, userId)
    const session = await repo.findSession(tx, body.sessionId)
    if (!session || session.userId !== userId || session.game !== game) {
      throw new DomainError('GAME_SESSION_NOT_FOUND')
    }
    if (session.status !== 'live') throw new DomainError('GAME_SESSION_ENDED')
    if (now.getTime() - session.startedAt.getTime() > GAME_SESSION_MINUTES * 60_000) {
      throw new DomainError('GAME_SESSION_EXPIRED')
    }
    if (body.score !== undefined && (body.score > session.maxScore || body.score > session.score)) {
      throw new DomainError('GAME_SCORE_INVALID', { claimed: body.score, counted: session.score })
    }
    checks.step?.(session)
    const from = checks.since === 'start' ? session.startedAt : session.lastStepAt
    const wait = checks.minMs(session) - (now.getTime() - from.getTime())
    if (wait > 0) throw new DomainError('GAME_ANSWER_TOO_FAST', { retryAfterMs: wait })
    return step(tx, session, now)
  })
}

/** Ends a play: the reward once (idempotency key per play), within today's cap, and the mission activity. */
export async function finishPlay(
  tx: Executor,
  session: repo.SessionRow,
  result: { score: number; koin: number; progress: unknown; now: Date },
): Promise<GameEnd> {
  const game = session.game as GameId
  const rule = gameRules[game]
  const award = await awardWithinDailyCap(tx, {
    userId: session.userId,
    amount: result.koin,
    cap: rule.koinCap,
    reason: rule.reason,
    activity: `${rule.activity} ได้ ${result.score} คะแนน`,
    refType: 'game_session',
    refId: session.id,
    idempotencyKey: `game-session:${session.id}`,
    at: result.now,
  })
  await repo.updateSession(tx, session.id, {
    status: 'ended',
    score: result.score,
    koinEarned: award.awarded,
    progress: result.progress,
    lastStepAt: result.now,
    endedAt: result.now,
  })
  await recordActivity(tx, {
    userId: session.userId,
    kind: `game.${game}.played`,
    refId: session.id,
    at: result.now,
  })
  return {
    score: result.score,
    maxScore: session.maxScore,
    koinEarned: koinToString(award.awarded),
    koin: koinToString(award.balanceAfter),
    capReached: award.capReached,
  }
}
