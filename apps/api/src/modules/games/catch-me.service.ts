import {
  CATCHME_ROUND_SECONDS,
  CATCHME_ROUNDS,
  type AnswerCatchMeBody,
  type CatchMeAnswer,
  type CatchMePlay,
  type CatchMeRound,
} from '@klass/contract/games'
import type { AppContext } from '../../context'
import { DomainError } from '../../lib/domain-error'
import {
  answerPlay,
  checkChoiceStep,
  finishPlay,
  KOIN_PER_RIGHT_ANSWER,
  openPlay,
  shuffled,
} from './game-sessions'
import * as repo from './games.repo'
import { gameRules, MAX_SCORE } from './games.service'

const CATCHME_POINTS = MAX_SCORE / CATCHME_ROUNDS
/** A round answered a little after its time (network) still counts as late, never as an error. */
const CATCHME_GRACE_MS = 2_000

type CatchMeIssued = { rounds: { questionId: string; question: string; choices: string[]; answer: number }[] }
type CatchMeProgress = {
  current: number
  results: { choice: number | null; correct: boolean; timedOut: boolean }[]
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

/** Catch me if you can: five timed multiple-choice rounds, each issued when the one before is answered. */
export function createCatchMeService(ctx: AppContext) {
  const { db, clock } = ctx

  return {
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
        ctx,
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
          const end = await finishPlay(tx, session, {
            score,
            koin: right * KOIN_PER_RIGHT_ANSWER,
            progress: { current: next, results },
            now,
          })
          return { ...answered, next: null, end }
        },
      )
    },
  }
}
