import {
  crosswordCells,
  crosswordSize,
  numberCrosswordWords,
  type AnswerCrosswordBody,
  type CrosswordAnswer,
  type CrosswordPlay,
} from '@klass/contract/games'
import type { CrosswordPlacement } from '@klass/db/schema/games'
import type { AppContext } from '../../context'
import { DomainError } from '../../lib/domain-error'
import { answerPlay, finishPlay, KOIN_PER_RIGHT_ANSWER, openPlay, pickContent } from './game-sessions'
import * as repo from './games.repo'
import { gameRules, MAX_SCORE } from './games.service'

/**
 * The play keeps the words it was given (an edit by staff during the play changes nothing for it); plays
 * issued before the words were kept read the crossword again at the check.
 */
type CrosswordIssued = { words: number; placements?: CrosswordPlacement[] }

/** Crossword: finance words filled into a grid from Thai clues, checked once when the grid is sent. */
export function createCrosswordService(ctx: AppContext) {
  const { db, clock } = ctx

  return {
    async playCrossword(userId: string, crosswordId: string | undefined): Promise<CrosswordPlay> {
      const now = clock.now()
      return db.transaction(async (tx) => {
        const { session, view: crossword } = await openPlay(tx, userId, 'crossword', now, async () => {
          const crossword = pickContent(
            await repo.crosswords(tx),
            await repo.endedPlaysByContent(tx, userId, 'crossword'),
            crosswordId,
          )
          const issued: CrosswordIssued = { words: crossword.words.length, placements: crossword.words }
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
        ctx,
        userId,
        'crossword',
        body,
        {
          minMs: (session) => (session.issued as CrosswordIssued).words * gameRules.crossword.minAnswerMs,
          since: 'start',
        },
        async (tx, session, now) => {
          const row = await repo.crossword(tx, session.contentId)
          if (!row) throw new DomainError('GAME_CONTENT_NOT_FOUND')
          const kept = (session.issued as CrosswordIssued).placements
          const puzzle = kept ? { ...row, words: kept, ...crosswordSize(kept) } : row
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
          const end = await finishPlay(tx, session, {
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
