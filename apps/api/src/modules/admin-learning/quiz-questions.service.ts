import type { AdminQuizQuestion } from '@klass/contract/admin-learning'
import { pageFrom } from '@klass/contract/envelope'
import { DAILY_QUESTION_COUNT, type MoneyQuizLevel } from '@klass/contract/quiz'
import type { Executor } from '@klass/db/client'
import type { AppContext } from '../../context'
import { recordAudit } from '../../lib/audit'
import { DomainError } from '../../lib/domain-error'
import * as repo from './admin-learning.repo'
import { found, iso, leavesEnough, notRetired, type List } from './content-kind'

export type QuestionInput = {
  pool: 'daily' | 'money' | 'set'
  level: MoneyQuizLevel | null
  setId: string | null
  topic: string
  prompt: string
  choices: string[]
  correctChoice: number
  explanation: string
}

function questionOut(row: repo.QuestionListRow): AdminQuizQuestion {
  return {
    id: row.id,
    pool: row.pool as AdminQuizQuestion['pool'],
    level: row.level as AdminQuizQuestion['level'],
    setId: row.setId,
    setTitle: row.setTitle,
    position: row.position,
    topic: row.topic,
    prompt: row.prompt,
    choices: row.choices,
    correctChoice: row.correctChoice,
    explanation: row.explanation,
    asked: row.asked,
    retiredAt: iso(row.retiredAt),
    createdAt: row.createdAt.toISOString(),
  }
}

/** What members are asked: a change to any of it would rewrite answers already given. */
function askedPartChanged(row: repo.QuestionRow, input: QuestionInput): boolean {
  return (
    row.pool !== input.pool ||
    row.level !== input.level ||
    row.setId !== input.setId ||
    row.prompt !== input.prompt ||
    row.correctChoice !== input.correctChoice ||
    row.choices.length !== input.choices.length ||
    row.choices.some((choice, i) => choice !== input.choices[i])
  )
}

async function checkSet(tx: Executor, input: QuestionInput) {
  if (input.pool === 'set' && !(input.setId && (await repo.findSet(tx, input.setId)))) {
    throw new DomainError('ADMIN_QUIZ_SET_NOT_FOUND')
  }
}

/**
 * The daily pool keeps a whole day's quiz; a money-quiz level, a monthly quiz and a final exam keep at
 * least one question, once the question leaves `place`. Serialised per place like the games' minimum.
 */
async function questionsStayEnough(tx: Executor, place: repo.QuestionPlace) {
  const key = place.setId ? `set:${place.setId}` : `${place.pool}:${place.level ?? ''}`
  await repo.lockContentKind(tx, `quiz:${key}`)
  leavesEnough(await repo.activeQuestionsAt(tx, place), place.pool === 'daily' ? DAILY_QUESTION_COUNT : 1)
}

/** Quiz questions of the daily pool, the money-quiz levels, monthly quizzes and final exams. */
export function createQuizQuestionsService(ctx: AppContext) {
  const { db, clock } = ctx

  return {
    async list(filter: List & { pool?: string; level?: string; setId?: string }) {
      const { rows, total } = await repo.listQuestions(db, filter)
      return pageFrom(rows.map(questionOut), total, filter.page, filter.limit)
    },

    async sets() {
      const sets = await repo.listSets(db, 50)
      return {
        sets: sets.map((s) => ({
          ...s,
          kind: s.kind as 'monthly' | 'final',
          opensAt: s.opensAt.toISOString(),
          closesAt: s.closesAt.toISOString(),
        })),
      }
    },

    async create(actorId: string, input: QuestionInput): Promise<AdminQuizQuestion> {
      return db.transaction(async (tx) => {
        await checkSet(tx, input)
        const position = await repo.nextQuestionPosition(tx, input)
        const id = await repo.insertQuestion(tx, { ...input, position, createdAt: clock.now() })
        const after = questionOut(found(await repo.findQuestion(tx, id)))
        await recordAudit(tx, {
          actorId,
          action: 'quiz_question.create',
          entity: 'quiz_question',
          entityId: id,
          after,
        })
        return after
      })
    },

    /**
     * A question no member has been given changes freely. Once one has (an attempt or a day's daily quiz
     * holds it), only its topic and explanation change: the rest would rewrite answers already given.
     */
    async update(actorId: string, id: string, input: QuestionInput): Promise<AdminQuizQuestion> {
      return db.transaction(async (tx) => {
        const row = found(await repo.findQuestion(tx, id, true))
        if (row.asked && askedPartChanged(row, input)) throw new DomainError('ADMIN_QUIZ_QUESTION_IN_USE')
        await checkSet(tx, input)
        const moved = row.pool !== input.pool || row.level !== input.level || row.setId !== input.setId
        if (moved && !row.retiredAt) await questionsStayEnough(tx, row)
        const position = moved ? await repo.nextQuestionPosition(tx, input) : row.position
        await repo.updateQuestion(tx, id, { ...input, position })
        const before = questionOut(row)
        const after = questionOut(found(await repo.findQuestion(tx, id)))
        await recordAudit(tx, {
          actorId,
          action: 'quiz_question.update',
          entity: 'quiz_question',
          entityId: id,
          before,
          after,
        })
        return after
      })
    },

    /** New quizzes leave the question out; attempts and daily quizzes that hold it keep it. */
    async retire(actorId: string, id: string): Promise<AdminQuizQuestion> {
      return db.transaction(async (tx) => {
        const row = found(await repo.findQuestion(tx, id, true))
        notRetired(row)
        await questionsStayEnough(tx, row)
        await repo.updateQuestion(tx, id, { retiredAt: clock.now() })
        const after = questionOut(found(await repo.findQuestion(tx, id)))
        await recordAudit(tx, {
          actorId,
          action: 'quiz_question.retire',
          entity: 'quiz_question',
          entityId: id,
          before: questionOut(row),
          after,
        })
        return after
      })
    },
  }
}
