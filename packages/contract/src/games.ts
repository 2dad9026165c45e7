import { z } from 'zod'
import { defineCalls } from './call'
import { dataOf } from './envelope'
import { koinString } from './money'
import { gameIds } from './game-names'

export * from './games-constants'

/** SPEC 7 Games: every call needs a token. */
export const gamePaths = {
  hub: '/v2/api/game',
  playCatchMe: '/v2/api/game/playCatchMe',
  answerCatchMe: '/v2/api/game/answerCatchMe',
  getQuotaHangman: '/v2/api/game/getQuotaHangman',
  buyQuotaHangman: '/v2/api/game/buyQuotaHangman',
  playHangman: '/v2/api/game/playHangman',
  answerHangman: '/v2/api/game/answerHangman',
  currentHangman: '/v2/api/game/currentHangman',
  playVisualDecoder: '/v2/api/game/playVisualDecoder',
  answerVisualDecoder: '/v2/api/game/answerVisualDecoder',
  skipVisualDecoder: '/v2/api/game/skipVisualDecoder',
  resultVisualDecoder: '/v2/api/game/resultVisualDecoder',
  playCrossword: '/v2/api/game/playCrossword',
  answerCrossword: '/v2/api/game/answerCrossword',
} as const

/** The four games' ids and names live without schemas (game-names.ts); they are part of this contract too. */
export { gameIds, gameNames, type GameId } from './game-names'

/** How long a play may stay open before it expires. */
export const GAME_SESSION_MINUTES = 30

export const CATCHME_ROUNDS = 5
/** Seconds a catch-me round stays open; an answer after that counts as missed. */
export const CATCHME_ROUND_SECONDS = 15
export const HANGMAN_LIVES = 6
export const VISUAL_DECODER_SET_SIZE = 5
export const HANGMAN_MAX_BUY_PER_DAY = 5

/** What the hub shows of one game for the member today. */
export const gameSummary = z.object({
  id: z.enum(gameIds),
  /** The Thai name. */
  name: z.string(),
  /** The English product name, shown beneath the Thai one. */
  productName: z.string(),
  description: z.string(),
  /** The page that plays it. */
  path: z.string(),
  playsToday: z.number().int().nonnegative(),
  /** Plays allowed today (for hangman: the free plays plus those bought today). */
  quota: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative(),
  bestScore: z.number().int().nonnegative().nullable(),
  maxScore: z.number().int().positive(),
  koinToday: koinString,
  koinCap: koinString,
})
export type GameSummary = z.infer<typeof gameSummary>
export const gameHubResponse = dataOf(z.object({ games: z.array(gameSummary) }))

/** The end of a play: the score the server counted and the koins it gave (within the daily cap). */
export const gameEnd = z.object({
  score: z.number().int().nonnegative(),
  maxScore: z.number().int().positive(),
  koinEarned: koinString,
  /** The member's balance after the reward. */
  koin: koinString,
  /** True when today's koin cap for this game held the reward back. */
  capReached: z.boolean(),
})
export type GameEnd = z.infer<typeof gameEnd>

/**
 * Every answer may carry the score the screen shows; the server counts its own and refuses a claim above
 * it (or above the game's maximum), so a forged score is caught rather than silently ignored.
 */
const claimedScore = z.number().int().nonnegative().optional()
const sessionId = z.uuid()

// Catch me if you can.
export const catchMeRound = z.object({
  index: z.number().int().nonnegative(),
  question: z.string(),
  /** The answer bubbles. */
  choices: z.array(z.string()),
  issuedAt: z.string(),
  expiresAt: z.string(),
})
export type CatchMeRound = z.infer<typeof catchMeRound>

export const playCatchMeResponse = dataOf(
  z.object({
    sessionId,
    rounds: z.number().int().positive(),
    roundSeconds: z.number().int().positive(),
    maxScore: z.number().int().positive(),
    score: z.number().int().nonnegative(),
    round: catchMeRound,
  }),
)
export type CatchMePlay = z.infer<typeof playCatchMeResponse>['data']

export const answerCatchMeBody = z.object({
  sessionId,
  round: z.number().int().nonnegative(),
  /** The bubble tapped; null when the round's time ran out. */
  choice: z.number().int().nonnegative().nullable(),
  score: claimedScore,
})
export type AnswerCatchMeBody = z.infer<typeof answerCatchMeBody>

export const answerCatchMeResponse = dataOf(
  z.object({
    round: z.number().int().nonnegative(),
    correct: z.boolean(),
    timedOut: z.boolean(),
    /** The right bubble's index and the reason it is right. */
    answer: z.number().int().nonnegative(),
    explanation: z.string(),
    score: z.number().int().nonnegative(),
    next: catchMeRound.nullable(),
    end: gameEnd.nullable(),
  }),
)
export type CatchMeAnswer = z.infer<typeof answerCatchMeResponse>['data']

// Hangman.
export const hangmanQuota = z.object({
  free: z.number().int().nonnegative(),
  bought: z.number().int().nonnegative(),
  used: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative(),
  /** Koins for one more play today. */
  price: koinString,
  /** Plays that can still be bought today. */
  canBuy: z.number().int().nonnegative(),
})
export type HangmanQuota = z.infer<typeof hangmanQuota>
export const hangmanQuotaResponse = dataOf(hangmanQuota)

export const buyQuotaHangmanBody = z.object({
  plays: z.number().int().min(1).max(HANGMAN_MAX_BUY_PER_DAY).default(1),
})
export const buyQuotaHangmanResponse = dataOf(z.object({ quota: hangmanQuota, koin: koinString }))

/** The word as far as it is known: a letter or null for each hidden one. */
const pattern = z.array(z.string().length(1).nullable())

/** A hangman game as far as it has been played: never the word while it is open. */
export const hangmanGame = z.object({
  sessionId,
  pattern,
  hint: z.string(),
  lives: z.number().int().nonnegative(),
  maxLives: z.number().int().positive(),
  guessed: z.array(z.string()),
  maxScore: z.number().int().positive(),
  /** Until when the open game can still be played (GAME_SESSION_MINUTES from its start). */
  expiresAt: z.string(),
})
export type HangmanGame = z.infer<typeof hangmanGame>

export const playHangmanResponse = dataOf(
  hangmanGame.extend({
    /** True when the member's open game came back instead of a new one (no play used). */
    resumed: z.boolean(),
    quota: hangmanQuota,
  }),
)
export type HangmanPlay = z.infer<typeof playHangmanResponse>['data']

/** The member's open hangman game, if any, and today's plays: what the page opens with. */
export const currentHangmanResponse = dataOf(z.object({ game: hangmanGame.nullable(), quota: hangmanQuota }))
export type CurrentHangman = z.infer<typeof currentHangmanResponse>['data']

export const answerHangmanBody = z.object({
  sessionId,
  letter: z.string().regex(/^[A-Za-z]$/, 'ทายได้ทีละหนึ่งตัวอักษรภาษาอังกฤษ'),
  score: claimedScore,
})
export type AnswerHangmanBody = z.infer<typeof answerHangmanBody>

export const hangmanStatuses = ['playing', 'won', 'lost'] as const
export const answerHangmanResponse = dataOf(
  z.object({
    letter: z.string(),
    hit: z.boolean(),
    pattern,
    lives: z.number().int().nonnegative(),
    guessed: z.array(z.string()),
    status: z.enum(hangmanStatuses),
    score: z.number().int().nonnegative(),
    /** The word and what it means: only once the game has ended. */
    reveal: z.object({ word: z.string(), explanation: z.string() }).nullable(),
    end: gameEnd.nullable(),
  }),
)
export type HangmanAnswer = z.infer<typeof answerHangmanResponse>['data']

// Visual decoder.
export const visualPuzzle = z.object({
  index: z.number().int().nonnegative(),
  /** The picture: a finance term told in emoji. */
  picture: z.string(),
  choices: z.array(z.string()),
})
export type VisualPuzzle = z.infer<typeof visualPuzzle>

export const playVisualDecoderBody = z.object({ setId: z.uuid().optional() })
export const visualSetInfo = z.object({ id: z.uuid(), title: z.string(), size: z.number().int() })
export const playVisualDecoderResponse = dataOf(
  z.object({
    sessionId,
    set: visualSetInfo,
    maxScore: z.number().int().positive(),
    score: z.number().int().nonnegative(),
    puzzle: visualPuzzle,
  }),
)
export type VisualDecoderPlay = z.infer<typeof playVisualDecoderResponse>['data']

export const answerVisualDecoderBody = z.object({
  sessionId,
  index: z.number().int().nonnegative(),
  choice: z.number().int().nonnegative(),
  score: claimedScore,
})
export const skipVisualDecoderBody = z.object({
  sessionId,
  index: z.number().int().nonnegative(),
  score: claimedScore,
})
export const visualOutcomes = ['correct', 'wrong', 'skipped'] as const
export type VisualOutcome = (typeof visualOutcomes)[number]
export const answerVisualDecoderResponse = dataOf(
  z.object({
    index: z.number().int().nonnegative(),
    outcome: z.enum(visualOutcomes),
    answer: z.string(),
    explanation: z.string(),
    score: z.number().int().nonnegative(),
    next: visualPuzzle.nullable(),
    end: gameEnd.nullable(),
  }),
)
export type VisualDecoderAnswer = z.infer<typeof answerVisualDecoderResponse>['data']

export const resultVisualDecoderQuery = z.object({ setId: z.uuid() })
export const resultVisualDecoderResponse = dataOf(
  z.object({
    set: visualSetInfo,
    score: z.number().int().nonnegative(),
    maxScore: z.number().int().positive(),
    koinEarned: koinString,
    playedAt: z.string(),
    puzzles: z.array(
      z.object({
        index: z.number().int().nonnegative(),
        picture: z.string(),
        answer: z.string(),
        explanation: z.string(),
        outcome: z.enum(visualOutcomes),
      }),
    ),
  }),
)
export type VisualDecoderResult = z.infer<typeof resultVisualDecoderResponse>['data']

// Crossword.
export const crosswordDirections = ['across', 'down'] as const
export type CrosswordDirection = (typeof crosswordDirections)[number]

export const crosswordClue = z.object({
  number: z.number().int().positive(),
  direction: z.enum(crosswordDirections),
  clue: z.string(),
  row: z.number().int().nonnegative(),
  col: z.number().int().nonnegative(),
  length: z.number().int().positive(),
})
export type CrosswordClue = z.infer<typeof crosswordClue>

export const playCrosswordBody = z.object({ crosswordId: z.uuid().optional() })
export const playCrosswordResponse = dataOf(
  z.object({
    sessionId,
    crossword: z.object({
      id: z.uuid(),
      title: z.string(),
      rows: z.number().int().positive(),
      cols: z.number().int().positive(),
      clues: z.array(crosswordClue),
    }),
    maxScore: z.number().int().positive(),
  }),
)
export type CrosswordPlay = z.infer<typeof playCrosswordResponse>['data']

/** The filled grid, one string per row: a letter per cell, a space for a cell left empty or a block. */
export const answerCrosswordBody = z.object({
  sessionId,
  grid: z.array(z.string().max(30)).min(1).max(30),
  score: claimedScore,
})
export type AnswerCrosswordBody = z.infer<typeof answerCrosswordBody>

export const answerCrosswordResponse = dataOf(
  z.object({
    words: z.array(
      z.object({
        number: z.number().int().positive(),
        direction: z.enum(crosswordDirections),
        correct: z.boolean(),
        answer: z.string(),
      }),
    ),
    score: z.number().int().nonnegative(),
    end: gameEnd,
  }),
)
export type CrosswordAnswer = z.infer<typeof answerCrosswordResponse>['data']

/** A word placed in a crossword: where it starts, which way it runs, its answer and its Thai clue. */
export type CrosswordWord = {
  row: number
  col: number
  direction: CrosswordDirection
  answer: string
  clue: string
}

/**
 * Standard numbering: cells that start a word are numbered left to right, top to bottom; an across and a
 * down word starting in the same cell share the number.
 */
export function numberCrosswordWords(words: readonly CrosswordWord[]) {
  const starts = [...new Set(words.map((w) => `${w.row}:${w.col}`))]
    .map((key) => key.split(':').map(Number) as [number, number])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
  const numberOf = new Map(starts.map(([row, col], i) => [`${row}:${col}`, i + 1]))
  return words.map((w) => ({ ...w, number: numberOf.get(`${w.row}:${w.col}`)! }))
}

/** A play the member has not got (or not any more): every answer call can be refused so. */
const sessionRefusals = [
  'GAME_SESSION_NOT_FOUND',
  'GAME_SESSION_ENDED',
  'GAME_SESSION_EXPIRED',
  'GAME_SCORE_INVALID',
] as const
/** Starting a play: today's plays used up, or no content to play. */
const playRefusals = ['GAME_QUOTA_EXHAUSTED', 'GAME_CONTENT_NOT_FOUND'] as const

export const gameCalls = defineCalls('games', {
  hub: {
    method: 'GET',
    path: gamePaths.hub,
    access: 'member',
    summary: 'เกมทั้งหมด พร้อมจำนวนครั้งที่เล่นวันนี้ สิทธิ์ที่เหลือ คะแนนสูงสุด และ koin ที่ได้วันนี้',
    reply: gameHubResponse,
  },
  playCatchMe: {
    method: 'POST',
    path: gamePaths.playCatchMe,
    access: 'member',
    summary: 'เริ่มเล่น Catch me if you can: ออกรอบแรก (คำถามและฟองคำตอบ)',
    reply: playCatchMeResponse,
    errors: playRefusals,
  },
  answerCatchMe: {
    method: 'POST',
    path: gamePaths.answerCatchMe,
    access: 'member',
    summary: 'ตอบรอบปัจจุบันของ Catch me if you can (choice เป็น null เมื่อหมดเวลา)',
    body: answerCatchMeBody,
    reply: answerCatchMeResponse,
    errors: [...sessionRefusals, 'GAME_STEP_MISMATCH', 'GAME_CHOICE_INVALID', 'GAME_ANSWER_TOO_FAST'],
  },
  getQuotaHangman: {
    method: 'GET',
    path: gamePaths.getQuotaHangman,
    access: 'member',
    summary: 'สิทธิ์เล่น Hangman วันนี้: ฟรี ซื้อเพิ่ม ใช้ไป และที่เหลือ',
    reply: hangmanQuotaResponse,
  },
  buyQuotaHangman: {
    method: 'POST',
    path: gamePaths.buyQuotaHangman,
    access: 'member',
    summary: 'ซื้อสิทธิ์เล่น Hangman เพิ่มวันนี้ด้วย koin',
    body: buyQuotaHangmanBody.optional(),
    reply: buyQuotaHangmanResponse,
    errors: ['GAME_QUOTA_BUY_LIMIT', 'KOIN_INSUFFICIENT'],
  },
  playHangman: {
    method: 'POST',
    path: gamePaths.playHangman,
    access: 'member',
    summary: 'เริ่มเล่น Hangman: ใช้สิทธิ์หนึ่งครั้ง ได้คำใบ้และความยาวของคำ; ถ้ามีเกมที่เล่นค้างอยู่ ได้เกมนั้นกลับมาโดยไม่ใช้สิทธิ์',
    reply: playHangmanResponse,
    errors: playRefusals,
  },
  currentHangman: {
    method: 'GET',
    path: gamePaths.currentHangman,
    access: 'member',
    summary: 'เกม Hangman ที่กำลังเล่นค้างอยู่ (ตัวอักษรที่ทายแล้วและหัวใจที่เหลือ) และสิทธิ์เล่นวันนี้',
    reply: currentHangmanResponse,
  },
  answerHangman: {
    method: 'POST',
    path: gamePaths.answerHangman,
    access: 'member',
    summary: 'ทายตัวอักษรหนึ่งตัวใน Hangman; เฉลยคำเมื่อเกมจบเท่านั้น',
    body: answerHangmanBody,
    reply: answerHangmanResponse,
    errors: [...sessionRefusals, 'GAME_LETTER_REPEATED', 'GAME_ANSWER_TOO_FAST'],
  },
  playVisualDecoder: {
    method: 'POST',
    path: gamePaths.playVisualDecoder,
    access: 'member',
    summary: 'เริ่มเล่น Visual Decoder: ชุดที่เลือกหรือชุดที่ยังเล่นน้อยที่สุด ได้ภาพแรก',
    body: playVisualDecoderBody.optional(),
    reply: playVisualDecoderResponse,
    errors: playRefusals,
  },
  answerVisualDecoder: {
    method: 'POST',
    path: gamePaths.answerVisualDecoder,
    access: 'member',
    summary: 'ตอบภาพปัจจุบันของ Visual Decoder',
    body: answerVisualDecoderBody,
    reply: answerVisualDecoderResponse,
    errors: [...sessionRefusals, 'GAME_STEP_MISMATCH', 'GAME_CHOICE_INVALID', 'GAME_ANSWER_TOO_FAST'],
  },
  skipVisualDecoder: {
    method: 'POST',
    path: gamePaths.skipVisualDecoder,
    access: 'member',
    summary: 'ข้ามภาพปัจจุบันของ Visual Decoder',
    body: skipVisualDecoderBody,
    reply: answerVisualDecoderResponse,
    errors: [...sessionRefusals, 'GAME_STEP_MISMATCH'],
  },
  resultVisualDecoder: {
    method: 'GET',
    path: gamePaths.resultVisualDecoder,
    access: 'member',
    summary: 'ผลการเล่น Visual Decoder ครั้งล่าสุดของชุด',
    query: resultVisualDecoderQuery,
    reply: resultVisualDecoderResponse,
    errors: ['GAME_CONTENT_NOT_FOUND', 'GAME_RESULT_NOT_FOUND'],
  },
  playCrossword: {
    method: 'POST',
    path: gamePaths.playCrossword,
    access: 'member',
    summary: 'เริ่มเล่น Crossword: ตารางและคำใบ้ (ไม่มีคำตอบ)',
    body: playCrosswordBody.optional(),
    reply: playCrosswordResponse,
    errors: playRefusals,
  },
  answerCrossword: {
    method: 'POST',
    path: gamePaths.answerCrossword,
    access: 'member',
    summary: 'ตรวจตารางที่เติมแล้ว: บอกคำที่ถูก เฉลยทุกคำ และจบรอบ',
    body: answerCrosswordBody,
    reply: answerCrosswordResponse,
    errors: [...sessionRefusals, 'GAME_ANSWER_TOO_FAST', 'GAME_CONTENT_NOT_FOUND', 'GAME_GRID_INVALID'],
  },
})
