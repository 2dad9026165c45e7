import { randomUUID } from 'node:crypto'
import type { AdminCatchMeQuestion } from '@klass/contract/admin-learning'
import { pageFrom } from '@klass/contract/envelope'
import { CATCHME_ROUNDS } from '@klass/contract/games'
import { gameCatchMeQuestions } from '@klass/db/schema/games'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { recordAudit } from '../../lib/audit'
import * as repo from './admin-learning.repo'
import { found, iso, keepsEnough, notRetired, type List } from './content-kind'

export type CatchMeInput = { question: string; answer: string; wrong: string[]; explanation: string }

function catchMeOut(row: repo.CatchMeRow): AdminCatchMeQuestion {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    wrong: row.wrong,
    explanation: row.explanation,
    retiredAt: iso(row.retiredAt),
    createdAt: row.createdAt.toISOString(),
  }
}

/** Catch me if you can's questions: one right answer, three wrong ones. */
export function createCatchMeService(ctx: AppContext) {
  const { db, clock } = ctx

  return {
    async list(filter: List) {
      const { rows, total } = await repo.listCatchMe(db, filter)
      return pageFrom(rows.map(catchMeOut), total, filter.page, filter.limit)
    },

    async create(actorId: string, input: CatchMeInput): Promise<AdminCatchMeQuestion> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(gameCatchMeQuestions)
          .values({ ...input, slug: `staff-${randomUUID()}`, createdAt: clock.now() })
          .returning()
        const after = catchMeOut(row!)
        await recordAudit(tx, {
          actorId,
          action: 'catchme_question.create',
          entity: 'catchme_question',
          entityId: row!.id,
          after,
        })
        return after
      })
    },

    /** A round already issued keeps its question and choices; its explanation reads the new text. */
    async update(actorId: string, id: string, input: CatchMeInput): Promise<AdminCatchMeQuestion> {
      return db.transaction(async (tx) => {
        const row = found(await repo.findCatchMe(tx, id, true))
        const [updated] = await tx
          .update(gameCatchMeQuestions)
          .set(input)
          .where(eq(gameCatchMeQuestions.id, id))
          .returning()
        const after = catchMeOut(updated!)
        await recordAudit(tx, {
          actorId,
          action: 'catchme_question.update',
          entity: 'catchme_question',
          entityId: id,
          before: catchMeOut(row),
          after,
        })
        return after
      })
    },

    async retire(actorId: string, id: string): Promise<AdminCatchMeQuestion> {
      return db.transaction(async (tx) => {
        const row = found(await repo.findCatchMe(tx, id, true))
        notRetired(row)
        await keepsEnough(tx, 'catchme', gameCatchMeQuestions, CATCHME_ROUNDS)
        const [updated] = await tx
          .update(gameCatchMeQuestions)
          .set({ retiredAt: clock.now() })
          .where(eq(gameCatchMeQuestions.id, id))
          .returning()
        const after = catchMeOut(updated!)
        await recordAudit(tx, {
          actorId,
          action: 'catchme_question.retire',
          entity: 'catchme_question',
          entityId: id,
          before: catchMeOut(row),
          after,
        })
        return after
      })
    },
  }
}
