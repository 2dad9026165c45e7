import type {
  VisualDecoderAnswer,
  VisualDecoderPlay,
  VisualDecoderResult,
  VisualOutcome,
  VisualPuzzle,
} from '@klass/contract/games'
import { koinToString } from '@klass/contract/money'
import type { AppContext } from '../../context'
import { DomainError } from '../../lib/domain-error'
import {
  answerPlay,
  checkChoiceStep,
  finishPlay,
  KOIN_PER_RIGHT_ANSWER,
  openPlay,
  pickContent,
  shuffled,
} from './game-sessions'
import * as repo from './games.repo'
import { gameRules, MAX_SCORE } from './games.service'

type VisualIssued = { puzzles: { puzzleId: string; picture: string; choices: string[]; answer: number }[] }
type VisualProgress = { current: number; outcomes: VisualOutcome[] }

function visualPuzzle(issued: VisualIssued, index: number): VisualPuzzle {
  const puzzle = issued.puzzles[index]!
  return { index, picture: puzzle.picture, choices: puzzle.choices }
}

/** Visual Decoder: a set of emoji pictures, each decoded into a finance word by choice or skipped. */
export function createVisualDecoderService(ctx: AppContext) {
  const { db, clock } = ctx

  /** A choice (or a skip, `null`) for the puzzle being played; the set ends after its last puzzle. */
  async function answerPuzzle(
    userId: string,
    body: { sessionId: string; index: number; choice: number | null; score?: number },
  ): Promise<VisualDecoderAnswer> {
    const skip = body.choice === null
    return answerPlay(
      ctx,
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
        const end = await finishPlay(tx, session, {
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
      return answerPuzzle(userId, body)
    },

    async skipVisualDecoder(userId: string, body: { sessionId: string; index: number; score?: number }) {
      return answerPuzzle(userId, { ...body, choice: null })
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
  }
}
