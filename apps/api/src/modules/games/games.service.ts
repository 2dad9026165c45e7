import { gameNames, type GameId, type GameSummary } from '@klass/contract/games'
import { koinToString } from '@klass/contract/money'
import type { AppContext } from '../../context'
import { koinEarnedToday } from '../../ledger/daily-cap'
import { bangkokDate, bangkokDayStart } from '../../lib/time'
import * as repo from './games.repo'

/** Each game's daily plays, koin rewards and cap, and the floor under which an answer is too fast to be human. */
export const gameRules = {
  catchme: {
    description: 'จับฟองคำตอบที่ถูกให้ทันก่อนหมดเวลา 5 รอบ',
    path: '/games/catch-me-if-you-can',
    dailyPlays: 10,
    koinCap: 15_00,
    reason: 'GAME_CATCHME',
    activity: 'เล่นเกมจับคำตอบให้ทัน (Catch me if you can)',
    minAnswerMs: 800,
  },
  hangman: {
    description: 'ทายคำศัพท์การเงินภาษาอังกฤษทีละตัวอักษร ก่อนหัวใจจะหมด',
    path: '/games/hangman',
    dailyPlays: 3,
    koinCap: 15_00,
    reason: 'GAME_HANGMAN',
    activity: 'เล่นเกมทายศัพท์การเงิน (Hangman)',
    minAnswerMs: 250,
  },
  'visual-decoder': {
    description: 'ดูภาพอีโมจิแล้วถอดรหัสว่าเป็นคำการเงินอะไร ชุดละ 5 ภาพ',
    path: '/games/visual-decoder',
    dailyPlays: 5,
    koinCap: 10_00,
    reason: 'GAME_VISUAL_DECODER',
    activity: 'เล่นเกมถอดรหัสภาพ (Visual Decoder)',
    minAnswerMs: 1000,
  },
  crossword: {
    description: 'เติมศัพท์การเงินภาษาอังกฤษลงตารางจากคำใบ้ภาษาไทย',
    path: '/crossword',
    dailyPlays: 5,
    koinCap: 12_00,
    reason: 'GAME_CROSSWORD',
    activity: 'เล่นเกมปริศนาอักษรไขว้ (Crossword)',
    /** Per word: a crossword filled faster than this was not typed by a person. */
    minAnswerMs: 1000,
  },
} as const satisfies Record<GameId, unknown>

/** Every game scores out of 100. */
export const MAX_SCORE = 100
/** Koins (hundredths) for one extra hangman play. */
export const HANGMAN_PLAY_PRICE = 5_00

/** Plays a member may start today: the game's free plays, plus the hangman plays they bought today. */
export function dailyQuota(game: GameId, hangmanPlaysBought: number): number {
  return gameRules[game].dailyPlays + (game === 'hangman' ? hangmanPlaysBought : 0)
}

/** The games hub; each game's plays live in its own service (catch-me, hangman, visual-decoder, crossword). */
export function createGamesService(ctx: AppContext) {
  const { db, clock } = ctx

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
        const quota = dailyQuota(id, bought)
        const playsToday = plays.get(id) ?? 0
        return {
          id,
          ...gameNames[id],
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
  }
}
