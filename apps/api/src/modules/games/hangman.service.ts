import {
  GAME_SESSION_MINUTES,
  HANGMAN_LIVES,
  HANGMAN_MAX_BUY_PER_DAY,
  type AnswerHangmanBody,
  type CurrentHangman,
  type HangmanGame,
  type HangmanAnswer,
  type HangmanPlay,
  type HangmanQuota,
} from '@klass/contract/games'
import { koinToString } from '@klass/contract/money'
import type { AppContext } from '../../context'
import { moveBalance } from '../../ledger/ledger'
import { DomainError } from '../../lib/domain-error'
import { lockMember } from '../../lib/member-lock'
import { bangkokDate, bangkokDayStart } from '../../lib/time'
import { answerPlay, finishPlay, openPlay } from './game-sessions'
import * as repo from './games.repo'
import { dailyQuota, gameRules, HANGMAN_PLAY_PRICE, MAX_SCORE } from './games.service'
import type { Executor } from '@klass/db/client'

const HANGMAN_WIN_KOIN = 2_00
const HANGMAN_KOIN_PER_LIFE = 50
/** A new play brings a word the member has not had in this many plays (when the bank allows). */
const RECENT_WORDS = 20

type HangmanIssued = { word: string }
type HangmanProgress = { guessed: string[]; lives: number }

function hangmanPattern(word: string, guessed: string[]) {
  return [...word].map((letter) => (guessed.includes(letter) ? letter : null))
}

function expiresAt(session: repo.SessionRow) {
  return new Date(session.startedAt.getTime() + GAME_SESSION_MINUTES * 60_000)
}

/** The member's open game that can still be played at `now`, if any. */
async function openGame(tx: Executor, userId: string, now: Date) {
  const session = await repo.livePlay(tx, userId, 'hangman')
  return session && now < expiresAt(session) ? session : null
}

/** What the screen sees of a game: the hint, the letters found so far, and the lives; never the word. */
async function gameView(tx: Executor, session: repo.SessionRow): Promise<HangmanGame> {
  const { word } = session.issued as HangmanIssued
  const { guessed, lives } = session.progress as HangmanProgress
  const row = await repo.hangmanWord(tx, session.contentId)
  return {
    sessionId: session.id,
    pattern: hangmanPattern(word, guessed),
    hint: row?.hint ?? '',
    lives,
    maxLives: HANGMAN_LIVES,
    guessed,
    maxScore: session.maxScore,
    expiresAt: expiresAt(session).toISOString(),
  }
}

async function hangmanQuota(tx: Executor, userId: string, now: Date): Promise<HangmanQuota> {
  const [bought, plays] = await Promise.all([
    repo.hangmanPlaysBought(tx, userId, bangkokDate(now)),
    repo.playsSince(tx, userId, bangkokDayStart(now)),
  ])
  const used = plays.get('hangman') ?? 0
  return {
    free: gameRules.hangman.dailyPlays,
    bought,
    used,
    remaining: Math.max(0, dailyQuota('hangman', bought) - used),
    price: koinToString(HANGMAN_PLAY_PRICE),
    canBuy: Math.max(0, HANGMAN_MAX_BUY_PER_DAY - bought),
  }
}

/** Hangman: guess a finance word letter by letter before the lives run out; extra plays can be bought. */
export function createHangmanService(ctx: AppContext) {
  const { db, clock } = ctx

  return {
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

    /** The open game, so a reload or a return goes on where the member left it. */
    async currentHangman(userId: string): Promise<CurrentHangman> {
      const now = clock.now()
      const session = await openGame(db, userId, now)
      return {
        game: session ? await gameView(db, session) : null,
        quota: await hangmanQuota(db, userId, now),
      }
    },

    /**
     * A new game uses one of today's plays; while a game is open (and not past its time) the same game comes
     * back instead, and no play is used.
     */
    async playHangman(userId: string): Promise<HangmanPlay> {
      const now = clock.now()
      return db.transaction(async (tx) => {
        await lockMember(tx, userId)
        const open = await openGame(tx, userId, now)
        const session = open
          ? open
          : (
              await openPlay(tx, userId, 'hangman', now, async () => {
                const recent = await repo.recentContentIds(tx, userId, 'hangman', RECENT_WORDS)
                const word = await repo.randomHangmanWord(tx, recent)
                if (!word) throw new DomainError('GAME_CONTENT_NOT_FOUND')
                const issued: HangmanIssued = { word: word.word }
                const progress: HangmanProgress = { guessed: [], lives: HANGMAN_LIVES }
                return { contentId: word.id, issued, progress, view: null }
              })
            ).session
        return {
          ...(await gameView(tx, session)),
          resumed: open !== null,
          quota: await hangmanQuota(tx, userId, now),
        }
      })
    },

    /** One letter; the word is revealed only when the game has ended (all letters found or no lives left). */
    async answerHangman(userId: string, body: AnswerHangmanBody): Promise<HangmanAnswer> {
      const letter = body.letter.toUpperCase()
      return answerPlay(
        ctx,
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
          const end = await finishPlay(tx, session, {
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
  }
}
