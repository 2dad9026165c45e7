import { randomInt } from 'node:crypto'
import {
  CATCHME_ROUND_SECONDS,
  CATCHME_ROUNDS,
  crosswordCells,
  GAME_SESSION_MINUTES,
  HANGMAN_LIVES,
  HANGMAN_MAX_BUY_PER_DAY,
  numberCrosswordWords,
  type AnswerCatchMeBody,
  type AnswerCrosswordBody,
  type AnswerHangmanBody,
  type CatchMeAnswer,
  type CatchMePlay,
  type CatchMeRound,
  type CrosswordAnswer,
  type CrosswordPlay,
  type GameEnd,
  type GameId,
  type GameSummary,
  type HangmanAnswer,
  type HangmanPlay,
  type HangmanQuota,
  type VisualDecoderAnswer,
  type VisualDecoderPlay,
  type VisualDecoderResult,
  type VisualOutcome,
  type VisualPuzzle,
} from '@klass/contract/games'
import { koinToString } from '@klass/contract/money'
import type { AppContext } from '../../context'
import { awardWithinDailyCap, koinEarnedToday } from '../../ledger/daily-cap'
import { moveBalance } from '../../ledger/ledger'
import { recordActivity } from '../../lib/activity'
import { DomainError } from '../../lib/domain-error'
import { lockMember } from '../../lib/member-lock'
import { bangkokDate, bangkokDayStart } from '../../lib/time'
import * as repo from './games.repo'
import type { Executor } from '@klass/db/client'

/** Each game's daily plays, koin rewards and cap, and the floor under which an answer is too fast to be human. */
export const gameRules = {
  catchme: {
    name: 'Catch me if you can',
    description: 'จับฟองคำตอบที่ถูกให้ทันก่อนหมดเวลา 5 รอบ',
    path: '/games/catch-me-if-you-can',
    dailyPlays: 10,
    koinCap: 15_00,
    reason: 'GAME_CATCHME',
    activity: 'เล่นเกม Catch me if you can',
    minAnswerMs: 800,
  },
  hangman: {
    name: 'Hangman ทายศัพท์การเงิน',
    description: 'ทายคำศัพท์การเงินภาษาอังกฤษทีละตัวอักษร ก่อนหัวใจจะหมด',
    path: '/games/hangman',
    dailyPlays: 3,
    koinCap: 15_00,
    reason: 'GAME_HANGMAN',
    activity: 'เล่นเกม Hangman',
    minAnswerMs: 250,
  },
  'visual-decoder': {
    name: 'Visual Decoder ถอดรหัสภาพ',
    description: 'ดูภาพอีโมจิแล้วถอดรหัสว่าเป็นคำการเงินอะไร ชุดละ 5 ภาพ',
    path: '/games/visual-decoder',
    dailyPlays: 5,
    koinCap: 10_00,
    reason: 'GAME_VISUAL_DECODER',
    activity: 'เล่นเกม Visual Decoder',
    minAnswerMs: 1000,
  },
  crossword: {
    name: 'Crossword ปริศนาอักษรไขว้',
    description: 'เติมศัพท์การเงินภาษาอังกฤษลงตารางจากคำใบ้ภาษาไทย',
    path: '/crossword',
    dailyPlays: 5,
    koinCap: 12_00,
    reason: 'GAME_CROSSWORD',
    activity: 'เล่นเกม Crossword',
    /** Per word: a crossword filled faster than this was not typed by a person. */
    minAnswerMs: 1000,
  },
} as const satisfies Record<GameId, unknown>

/** Every game scores out of 100. */
export const MAX_SCORE = 100
export const HANGMAN_PLAY_PRICE = 5_00
const CATCHME_POINTS = MAX_SCORE / CATCHME_ROUNDS
/** A round answered a little after its time (network) still counts as late, never as an error. */
const CATCHME_GRACE_MS = 2_000
const KOIN_PER_RIGHT_ANSWER = 1_00
const HANGMAN_WIN_KOIN = 2_00
const HANGMAN_KOIN_PER_LIFE = 50
const RECENT_WORDS = 20

type CatchMeIssued = { rounds: { questionId: string; question: string; choices: string[]; answer: number }[] }
type CatchMeProgress = {
  current: number
  results: { choice: number | null; correct: boolean; timedOut: boolean }[]
}
type HangmanIssued = { word: string }
type HangmanProgress = { guessed: string[]; lives: number }
type VisualIssued = { puzzles: { puzzleId: string; picture: string; choices: string[]; answer: number }[] }
type VisualProgress = { current: number; outcomes: VisualOutcome[] }
/** The crossword itself is read again at the check; the play keeps its size for the time floor. */
type CrosswordIssued = { words: number }

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1)
    ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
  }
  return copy
}

/** The set or crossword asked for, else the one the member has finished least (first in order on a tie). */
function pickContent<T extends { id: string }>(rows: T[], played: Map<string, number>, wanted?: string): T {
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
function checkChoiceStep(
  session: repo.SessionRow,
  step: number,
  choice: number | null,
  issuedStep: (index: number) => { choices: string[] },
) {
  if (step !== (session.progress as { current: number }).current) throw new DomainError('GAME_STEP_MISMATCH')
  if (choice !== null && choice >= issuedStep(step).choices.length)
    throw new DomainError('GAME_CHOICE_INVALID')
}

function hangmanPattern(word: string, guessed: string[]) {
  return [...word].map((letter) => (guessed.includes(letter) ? letter : null))
}

export function createGamesService(ctx: AppContext) {
  const { db, clock } = ctx

  async function hangmanQuota(tx: Executor, userId: string, now: Date): Promise<HangmanQuota> {
    const [bought, plays] = await Promise.all([
      repo.hangmanPlaysBought(tx, userId, bangkokDate(now)),
      repo.playsSince(tx, userId, bangkokDayStart(now)),
    ])
    const free = gameRules.hangman.dailyPlays
    const used = plays.get('hangman') ?? 0
    return {
      free,
      bought,
      used,
      remaining: Math.max(0, free + bought - used),
      price: koinToString(HANGMAN_PLAY_PRICE),
      canBuy: Math.max(0, HANGMAN_MAX_BUY_PER_DAY - bought),
    }
  }

  /**
   * Opens a play in the caller's transaction: the member's row is locked (so two starts cannot both take
   * the last play), today's quota checked, an open play of the same game abandoned, and the new one issued.
   */
  async function openPlay<V>(
    tx: Executor,
    userId: string,
    game: GameId,
    now: Date,
    issue: () => Promise<{ contentId: string; issued: unknown; progress: unknown; view: V }>,
  ): Promise<{ session: repo.SessionRow; view: V }> {
    await lockMember(tx, userId)
    const plays = (await repo.playsSince(tx, userId, bangkokDayStart(now))).get(game) ?? 0
    const quota =
      game === 'hangman'
        ? gameRules.hangman.dailyPlays + (await repo.hangmanPlaysBought(tx, userId, bangkokDate(now)))
        : gameRules[game].dailyPlays
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
   * Runs one answer against a live play of the member's: refused when the play is not theirs or unknown,
   * ended, expired, answered for another step, too fast to be human, or when the score the screen claims
   * is above what the server has counted.
   */
  async function answerPlay<T>(
    userId: string,
    game: GameId,
    body: { sessionId: string; score?: number },
    checks: {
      step?: (session: repo.SessionRow) => void
      minMs: (session: repo.SessionRow) => number
      since?: 'start'
    },
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
  async function finish(
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

  function catchMeRound(issued: CatchMeIssued, index: number, issuedAt: Date): CatchMeRound {
    const round = issued.rounds[index]!
    return {
      index,
      question: round.question,
      choices: round.choices,
      issuedAt: issuedAt.toISOString(),
      expiresAt: new Date(issuedAt.getTime() + CATCHME_ROUND_SECONDS * 1000).toISOString(),
    }
  }

  function visualPuzzle(issued: VisualIssued, index: number): VisualPuzzle {
    const puzzle = issued.puzzles[index]!
    return { index, picture: puzzle.picture, choices: puzzle.choices }
  }

  async function answerVisual(
    userId: string,
    body: { sessionId: string; index: number; choice: number | null; score?: number },
  ): Promise<VisualDecoderAnswer> {
    const skip = body.choice === null
    return answerPlay(
      userId,
      'visual-decoder',
      body,
      {
        step: (session) =>
          checkChoiceStep(
            session,
            body.index,
            body.choice,
            (i) => (session.issued as VisualIssued).puzzles[i]!,
          ),
        minMs: () => (skip ? 0 : gameRules['visual-decoder'].minAnswerMs),
      },
      async (tx, session, now) => {
        const issued = session.issued as VisualIssued
        const progress = session.progress as VisualProgress
        const puzzle = issued.puzzles[body.index]!
        const outcome: VisualOutcome = skip ? 'skipped' : body.choice === puzzle.answer ? 'correct' : 'wrong'
        const outcomes = [...progress.outcomes, outcome]
        const right = outcomes.filter((o) => o === 'correct').length
        const score = right * (MAX_SCORE / issued.puzzles.length)
        const row = (await repo.visualPuzzlesByIds(tx, [puzzle.puzzleId])).get(puzzle.puzzleId)!
        const next = body.index + 1
        const answered = {
          index: body.index,
          outcome,
          answer: row.answer,
          explanation: row.explanation,
          score,
        }
        if (next < issued.puzzles.length) {
          await repo.updateSession(tx, session.id, {
            progress: { current: next, outcomes },
            score,
            lastStepAt: now,
          })
          return { ...answered, next: visualPuzzle(issued, next), end: null }
        }
        const end = await finish(tx, session, {
          score,
          koin: right * KOIN_PER_RIGHT_ANSWER,
          progress: { current: next, outcomes },
          now,
        })
        return { ...answered, next: null, end }
      },
    )
  }

  return {
    /** GET /v2/api/game: each game with today's plays, quota, best score and koins. */
    async hub(userId: string): Promise<GameSummary[]> {
      const now = clock.now()
      const [plays, best, bought, earned] = await Promise.all([
        repo.playsSince(db, userId, bangkokDayStart(now)),
        repo.bestScores(db, userId),
        repo.hangmanPlaysBought(db, userId, bangkokDate(now)),
        Promise.all(Object.values(gameRules).map((rule) => koinEarnedToday(db, userId, rule.reason, now))),
      ])
      return (Object.keys(gameRules) as GameId[]).map((id, i) => {
        const rule = gameRules[id]
        const quota = rule.dailyPlays + (id === 'hangman' ? bought : 0)
        const playsToday = plays.get(id) ?? 0
        return {
          id,
          name: rule.name,
          description: rule.description,
          path: rule.path,
          playsToday,
          quota,
          remaining: Math.max(0, quota - playsToday),
          bestScore: best.get(id) ?? null,
          maxScore: MAX_SCORE,
          koinToday: koinToString(earned[i]!),
          koinCap: koinToString(rule.koinCap),
        }
      })
    },

    async playCatchMe(userId: string): Promise<CatchMePlay> {
      const now = clock.now()
      return db.transaction(async (tx) => {
        const { session, view: issued } = await openPlay(tx, userId, 'catchme', now, async () => {
          const questions = await repo.randomCatchMeQuestions(tx, CATCHME_ROUNDS)
          if (questions.length < CATCHME_ROUNDS) throw new DomainError('GAME_CONTENT_NOT_FOUND')
          const issued: CatchMeIssued = {
            rounds: questions.map((q) => {
              const choices = shuffled([q.answer, ...q.wrong])
              return { questionId: q.id, question: q.question, choices, answer: choices.indexOf(q.answer) }
            }),
          }
          const progress: CatchMeProgress = { current: 0, results: [] }
          return { contentId: questions[0]!.id, issued, progress, view: issued }
        })
        return {
          sessionId: session.id,
          rounds: CATCHME_ROUNDS,
          roundSeconds: CATCHME_ROUND_SECONDS,
          maxScore: MAX_SCORE,
          score: 0,
          round: catchMeRound(issued, 0, now),
        }
      })
    },

    /** Scored against the round the server issued; an answer after the round's time counts as missed. */
    async answerCatchMe(userId: string, body: AnswerCatchMeBody): Promise<CatchMeAnswer> {
      return answerPlay(
        userId,
        'catchme',
        body,
        {
          step: (session) =>
            checkChoiceStep(
              session,
              body.round,
              body.choice,
              (i) => (session.issued as CatchMeIssued).rounds[i]!,
            ),
          minMs: () => (body.choice === null ? 0 : gameRules.catchme.minAnswerMs),
        },
        async (tx, session, now) => {
          const issued = session.issued as CatchMeIssued
          const progress = session.progress as CatchMeProgress
          const round = issued.rounds[body.round]!
          const elapsed = now.getTime() - session.lastStepAt.getTime()
          const timedOut = body.choice === null || elapsed > CATCHME_ROUND_SECONDS * 1000 + CATCHME_GRACE_MS
          const correct = !timedOut && body.choice === round.answer
          const results = [...progress.results, { choice: body.choice, correct, timedOut }]
          const right = results.filter((r) => r.correct).length
          const score = right * CATCHME_POINTS
          const question = await repo.catchMeQuestion(tx, round.questionId)
          const answered = {
            round: body.round,
            correct,
            timedOut,
            answer: round.answer,
            explanation: question?.explanation ?? '',
            score,
          }
          const next = body.round + 1
          if (next < issued.rounds.length) {
            await repo.updateSession(tx, session.id, {
              progress: { current: next, results },
              score,
              lastStepAt: now,
            })
            return { ...answered, next: catchMeRound(issued, next, now), end: null }
          }
          const end = await finish(tx, session, {
            score,
            koin: right * KOIN_PER_RIGHT_ANSWER,
            progress: { current: next, results },
            now,
          })
          return { ...answered, next: null, end }
        },
      )
    },

    async getQuotaHangman(userId: string): Promise<HangmanQuota> {
      return hangmanQuota(db, userId, clock.now())
    },

    /** More hangman plays today for koins, through the ledger; refused when the koins are not enough. */
    async buyQuotaHangman(userId: string, plays: number): Promise<{ quota: HangmanQuota; koin: string }> {
      const now = clock.now()
      return db.transaction(async (tx) => {
        await lockMember(tx, userId)
        const day = bangkokDate(now)
        const bought = await repo.hangmanPlaysBought(tx, userId, day)
        if (bought + plays > HANGMAN_MAX_BUY_PER_DAY) {
          throw new DomainError('GAME_QUOTA_BUY_LIMIT', { limit: HANGMAN_MAX_BUY_PER_DAY, bought })
        }
        const koinPaid = HANGMAN_PLAY_PRICE * plays
        const moved = await moveBalance(tx, {
          userId,
          currency: 'koin',
          amount: -koinPaid,
          reason: 'GAME_HANGMAN_QUOTA',
          activity: `ซื้อสิทธิ์เล่น Hangman เพิ่ม ${plays} ครั้ง`,
          refType: 'game_hangman_quota',
          at: now,
        })
        await repo.insertHangmanPurchase(tx, { userId, day, plays, koinPaid, createdAt: now })
        return { quota: await hangmanQuota(tx, userId, now), koin: koinToString(moved.balanceAfter) }
      })
    },

    async playHangman(userId: string): Promise<HangmanPlay> {
      const now = clock.now()
      return db.transaction(async (tx) => {
        const { session, view: word } = await openPlay(tx, userId, 'hangman', now, async () => {
          const recent = await repo.recentContentIds(tx, userId, 'hangman', RECENT_WORDS)
          const word = await repo.randomHangmanWord(tx, recent)
          if (!word) throw new DomainError('GAME_CONTENT_NOT_FOUND')
          const issued: HangmanIssued = { word: word.word }
          const progress: HangmanProgress = { guessed: [], lives: HANGMAN_LIVES }
          return { contentId: word.id, issued, progress, view: word }
        })
        return {
          sessionId: session.id,
          pattern: hangmanPattern(word.word, []),
          hint: word.hint,
          lives: HANGMAN_LIVES,
          maxLives: HANGMAN_LIVES,
          guessed: [],
          maxScore: MAX_SCORE,
          quota: await hangmanQuota(tx, userId, now),
        }
      })
    },

    /** One letter; the word is revealed only when the game has ended (all letters found or no lives left). */
    async answerHangman(userId: string, body: AnswerHangmanBody): Promise<HangmanAnswer> {
      const letter = body.letter.toUpperCase()
      return answerPlay(
        userId,
        'hangman',
        body,
        {
          step: (session) => {
            if ((session.progress as HangmanProgress).guessed.includes(letter)) {
              throw new DomainError('GAME_LETTER_REPEATED')
            }
          },
          minMs: () => gameRules.hangman.minAnswerMs,
        },
        async (tx, session, now) => {
          const { word } = session.issued as HangmanIssued
          const progress = session.progress as HangmanProgress
          const hit = word.includes(letter)
          const guessed = [...progress.guessed, letter]
          const lives = hit ? progress.lives : progress.lives - 1
          const won = [...word].every((l) => guessed.includes(l))
          const status: HangmanAnswer['status'] = won ? 'won' : lives === 0 ? 'lost' : 'playing'
          const score = won ? MAX_SCORE - (HANGMAN_LIVES - lives) * 10 : 0
          const played = {
            letter,
            hit,
            pattern: hangmanPattern(word, guessed),
            lives,
            guessed,
            status,
            score,
          }
          if (status === 'playing') {
            await repo.updateSession(tx, session.id, { progress: { guessed, lives }, lastStepAt: now })
            return { ...played, reveal: null, end: null }
          }
          const row = await repo.hangmanWord(tx, session.contentId)
          const end = await finish(tx, session, {
            score,
            koin: won ? HANGMAN_WIN_KOIN + lives * HANGMAN_KOIN_PER_LIFE : 0,
            progress: { guessed, lives },
            now,
          })
          return {
            ...played,
            pattern: [...word],
            reveal: { word, explanation: row?.explanation ?? '' },
            end,
          }
        },
      )
    },

    async playVisualDecoder(userId: string, setId: string | undefined): Promise<VisualDecoderPlay> {
      const now = clock.now()
      return db.transaction(async (tx) => {
        const { session, view } = await openPlay(tx, userId, 'visual-decoder', now, async () => {
          const set = pickContent(
            await repo.visualSets(tx),
            await repo.endedPlaysByContent(tx, userId, 'visual-decoder'),
            setId,
          )
          const puzzles = await repo.visualPuzzles(tx, set.id)
          const issued: VisualIssued = {
            puzzles: puzzles.map((p) => {
              const choices = shuffled([p.answer, ...p.wrong])
              return { puzzleId: p.id, picture: p.picture, choices, answer: choices.indexOf(p.answer) }
            }),
          }
          const progress: VisualProgress = { current: 0, outcomes: [] }
          return { contentId: set.id, issued, progress, view: { set, issued } }
        })
        return {
          sessionId: session.id,
          set: { id: view.set.id, title: view.set.title, size: view.issued.puzzles.length },
          maxScore: MAX_SCORE,
          score: 0,
          puzzle: visualPuzzle(view.issued, 0),
        }
      })
    },

    async answerVisualDecoder(
      userId: string,
      body: { sessionId: string; index: number; choice: number; score?: number },
    ) {
      return answerVisual(userId, body)
    },

    async skipVisualDecoder(userId: string, body: { sessionId: string; index: number; score?: number }) {
      return answerVisual(userId, { ...body, choice: null })
    },

    /** The member's latest finished play of a set: each puzzle with its answer and how it went. */
    async resultVisualDecoder(userId: string, setId: string): Promise<VisualDecoderResult> {
      const set = (await repo.visualSets(db)).find((s) => s.id === setId)
      if (!set) throw new DomainError('GAME_CONTENT_NOT_FOUND')
      const session = await repo.latestEndedSession(db, userId, 'visual-decoder', setId)
      if (!session) throw new DomainError('GAME_RESULT_NOT_FOUND')
      const issued = session.issued as VisualIssued
      const progress = session.progress as VisualProgress
      const rows = await repo.visualPuzzlesByIds(
        db,
        issued.puzzles.map((p) => p.puzzleId),
      )
      return {
        set: { id: set.id, title: set.title, size: issued.puzzles.length },
        score: session.score,
        maxScore: session.maxScore,
        koinEarned: koinToString(session.koinEarned),
        playedAt: (session.endedAt ?? session.startedAt).toISOString(),
        puzzles: issued.puzzles.map((p, index) => {
          const row = rows.get(p.puzzleId)
          return {
            index,
            picture: p.picture,
            answer: row?.answer ?? p.choices[p.answer]!,
            explanation: row?.explanation ?? '',
            outcome: progress.outcomes[index] ?? 'skipped',
          }
        }),
      }
    },

    async playCrossword(userId: string, crosswordId: string | undefined): Promise<CrosswordPlay> {
      const now = clock.now()
      return db.transaction(async (tx) => {
        const { session, view: crossword } = await openPlay(tx, userId, 'crossword', now, async () => {
          const crossword = pickContent(
            await repo.crosswords(tx),
            await repo.endedPlaysByContent(tx, userId, 'crossword'),
            crosswordId,
          )
          const issued: CrosswordIssued = { words: crossword.words.length }
          return { contentId: crossword.id, issued, progress: {}, view: crossword }
        })
        return {
          sessionId: session.id,
          crossword: {
            id: crossword.id,
            title: crossword.title,
            rows: crossword.rows,
            cols: crossword.cols,
            clues: numberCrosswordWords(crossword.words)
              .sort((a, b) => a.number - b.number || a.direction.localeCompare(b.direction))
              .map((w) => ({
                number: w.number,
                direction: w.direction,
                clue: w.clue,
                row: w.row,
                col: w.col,
                length: w.answer.length,
              })),
          },
          maxScore: MAX_SCORE,
        }
      })
    },

    /** Checks the filled grid once: each word right or not, the answers shown, the play ended. */
    async answerCrossword(userId: string, body: AnswerCrosswordBody): Promise<CrosswordAnswer> {
      return answerPlay(
        userId,
        'crossword',
        body,
        {
          minMs: (session) => (session.issued as CrosswordIssued).words * gameRules.crossword.minAnswerMs,
          since: 'start',
        },
        async (tx, session, now) => {
          const puzzle = await repo.crossword(tx, session.contentId)
          if (!puzzle) throw new DomainError('GAME_CONTENT_NOT_FOUND')
          if (body.grid.length !== puzzle.rows || body.grid.some((row) => [...row].length > puzzle.cols)) {
            throw new DomainError('GAME_GRID_INVALID', { rows: puzzle.rows, cols: puzzle.cols })
          }
          const letterAt = (row: number, col: number) => ([...body.grid[row]!][col] ?? ' ').toUpperCase()
          const marked = numberCrosswordWords(puzzle.words).map((w) => ({
            number: w.number,
            direction: w.direction,
            correct:
              crosswordCells(w, w.answer.length)
                .map((cell) => letterAt(cell.row, cell.col))
                .join('') === w.answer,
            answer: w.answer,
          }))
          const right = marked.filter((w) => w.correct).length
          const score = Math.round((MAX_SCORE * right) / marked.length)
          const end = await finish(tx, session, {
            score,
            koin: right * KOIN_PER_RIGHT_ANSWER,
            progress: { right: marked.filter((w) => w.correct).map((w) => `${w.number}-${w.direction}`) },
            now,
          })
          return { words: marked, score, end }
        },
      )
    },
  }
}
