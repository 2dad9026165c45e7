import { randomUUID } from 'node:crypto'
import type { AdminCrossword } from '@klass/contract/admin-learning'
import { pageFrom } from '@klass/contract/envelope'
import { crosswordSize } from '@klass/contract/games'
import { gameCrosswords, type CrosswordPlacement } from '@klass/db/schema/games'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { recordAudit } from '../../lib/audit'
import * as repo from './admin-learning.repo'
import { found, iso, keepsEnough, notRetired, type List } from './content-kind'

export type CrosswordInput = { title: string; words: CrosswordPlacement[] }

function crosswordOut(row: repo.CrosswordRow): AdminCrossword {
  return {
    id: row.id,
    title: row.title,
    rows: row.rows,
    cols: row.cols,
    words: row.words,
    retiredAt: iso(row.retiredAt),
    createdAt: row.createdAt.toISOString(),
  }
}

/** Crosswords: their words placed on a grid sized to them. */
export function createCrosswordsService(ctx: AppContext) {
  const { db, clock } = ctx

  return {
    async list(filter: List) {
      const { rows, total } = await repo.listCrosswords(db, filter)
      return pageFrom(rows.map(crosswordOut), total, filter.page, filter.limit)
    },

    async create(actorId: string, input: CrosswordInput): Promise<AdminCrossword> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(gameCrosswords)
          .values({
            ...input,
            ...crosswordSize(input.words),
            slug: `staff-${randomUUID()}`,
            position: await repo.nextCrosswordPosition(tx),
            createdAt: clock.now(),
          })
          .returning()
        const after = crosswordOut(row!)
        await recordAudit(tx, {
          actorId,
          action: 'crossword.create',
          entity: 'crossword',
          entityId: row!.id,
          after,
        })
        return after
      })
    },

    /** A play already under way keeps the words it was given and is checked against them. */
    async update(actorId: string, id: string, input: CrosswordInput): Promise<AdminCrossword> {
      return db.transaction(async (tx) => {
        const row = found(await repo.findCrossword(tx, id, true))
        const [updated] = await tx
          .update(gameCrosswords)
          .set({ ...input, ...crosswordSize(input.words) })
          .where(eq(gameCrosswords.id, id))
          .returning()
        const after = crosswordOut(updated!)
        await recordAudit(tx, {
          actorId,
          action: 'crossword.update',
          entity: 'crossword',
          entityId: id,
          before: crosswordOut(row),
          after,
        })
        return after
      })
    },

    async retire(actorId: string, id: string): Promise<AdminCrossword> {
      return db.transaction(async (tx) => {
        const row = found(await repo.findCrossword(tx, id, true))
        notRetired(row)
        await keepsEnough(tx, 'crossword', gameCrosswords, 1)
        const [updated] = await tx
          .update(gameCrosswords)
          .set({ retiredAt: clock.now() })
          .where(eq(gameCrosswords.id, id))
          .returning()
        const after = crosswordOut(updated!)
        await recordAudit(tx, {
          actorId,
          action: 'crossword.retire',
          entity: 'crossword',
          entityId: id,
          before: crosswordOut(row),
          after,
        })
        return after
      })
    },
  }
}
