import type { AdminVisualPuzzle } from '@klass/contract/admin-learning'
import { pageFrom } from '@klass/contract/envelope'
import { gameVisualPuzzles } from '@klass/db/schema/games'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { recordAudit } from '../../lib/audit'
import { DomainError } from '../../lib/domain-error'
import * as repo from './admin-learning.repo'
import { found, iso, leavesEnough, notRetired, type List } from './content-kind'

export type VisualInput = {
  setId: string
  picture: string
  answer: string
  wrong: string[]
  explanation: string
}

function visualOut(row: repo.VisualListRow): AdminVisualPuzzle {
  return {
    id: row.id,
    setId: row.setId,
    setTitle: row.setTitle,
    position: row.position,
    picture: row.picture,
    answer: row.answer,
    wrong: row.wrong,
    explanation: row.explanation,
    retiredAt: iso(row.retiredAt),
  }
}

/** Visual decoder's puzzles, in sets; a set keeps at least one puzzle to play. */
export function createVisualDecoderService(ctx: AppContext) {
  const { db, clock } = ctx

  return {
    async list(filter: List & { setId?: string }) {
      const { rows, total } = await repo.listVisual(db, filter)
      return pageFrom(rows.map(visualOut), total, filter.page, filter.limit)
    },

    async sets() {
      return { sets: await repo.listVisualSets(db) }
    },

    /** A new puzzle goes at the end of its set. */
    async create(actorId: string, input: VisualInput): Promise<AdminVisualPuzzle> {
      return db.transaction(async (tx) => {
        if (!(await repo.lockVisualSet(tx, input.setId))) throw new DomainError('ADMIN_VISUAL_SET_NOT_FOUND')
        const position = await repo.nextVisualPosition(tx, input.setId)
        const [row] = await tx
          .insert(gameVisualPuzzles)
          .values({ ...input, position })
          .returning({ id: gameVisualPuzzles.id })
        const after = visualOut(found(await repo.findVisual(tx, row!.id)))
        await recordAudit(tx, {
          actorId,
          action: 'visual_puzzle.create',
          entity: 'visual_puzzle',
          entityId: row!.id,
          after,
        })
        return after
      })
    },

    /** A play already under way keeps the puzzles and choices it was given. */
    async update(actorId: string, id: string, input: VisualInput): Promise<AdminVisualPuzzle> {
      return db.transaction(async (tx) => {
        const row = found(await repo.findVisual(tx, id, true))
        // The set it leaves is locked too: a retirement there counts after the move.
        const locked = await repo.lockVisualSets(tx, [...new Set([row.setId, input.setId])])
        if (!locked.some((set) => set.id === input.setId)) throw new DomainError('ADMIN_VISUAL_SET_NOT_FOUND')
        if (input.setId !== row.setId && !row.retiredAt) {
          leavesEnough(await repo.activeVisualInSet(tx, row.setId), 1)
        }
        const position =
          input.setId === row.setId ? row.position : await repo.nextVisualPosition(tx, input.setId)
        await tx
          .update(gameVisualPuzzles)
          .set({ ...input, position })
          .where(eq(gameVisualPuzzles.id, id))
        const after = visualOut(found(await repo.findVisual(tx, id)))
        await recordAudit(tx, {
          actorId,
          action: 'visual_puzzle.update',
          entity: 'visual_puzzle',
          entityId: id,
          before: visualOut(row),
          after,
        })
        return after
      })
    },

    async retire(actorId: string, id: string): Promise<AdminVisualPuzzle> {
      return db.transaction(async (tx) => {
        const row = found(await repo.findVisual(tx, id, true))
        notRetired(row)
        await repo.lockVisualSet(tx, row.setId)
        leavesEnough(await repo.activeVisualInSet(tx, row.setId), 1)
        await tx.update(gameVisualPuzzles).set({ retiredAt: clock.now() }).where(eq(gameVisualPuzzles.id, id))
        const after = visualOut(found(await repo.findVisual(tx, id)))
        await recordAudit(tx, {
          actorId,
          action: 'visual_puzzle.retire',
          entity: 'visual_puzzle',
          entityId: id,
          before: visualOut(row),
          after,
        })
        return after
      })
    },
  }
}
