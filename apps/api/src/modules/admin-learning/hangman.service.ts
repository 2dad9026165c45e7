import type { AdminHangmanWord } from '@klass/contract/admin-learning'
import { pageFrom } from '@klass/contract/envelope'
import type { Executor } from '@klass/db/client'
import { gameHangmanWords } from '@klass/db/schema/games'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { recordAudit } from '../../lib/audit'
import { DomainError } from '../../lib/domain-error'
import * as repo from './admin-learning.repo'
import { found, iso, keepsEnough, notRetired, type List } from './content-kind'

export type HangmanInput = { word: string; hint: string; explanation: string }

function hangmanOut(row: repo.HangmanRow): AdminHangmanWord {
  return {
    id: row.id,
    word: row.word,
    hint: row.hint,
    explanation: row.explanation,
    retiredAt: iso(row.retiredAt),
    createdAt: row.createdAt.toISOString(),
  }
}

async function checkHangmanFree(tx: Executor, word: string, exceptId?: string) {
  if (await repo.hangmanWordTaken(tx, word, exceptId)) throw new DomainError('ADMIN_HANGMAN_WORD_TAKEN')
}

/** Hangman's words, with their hints and explanations. */
export function createHangmanService(ctx: AppContext) {
  const { db, clock } = ctx

  return {
    async list(filter: List) {
      const { rows, total } = await repo.listHangman(db, filter)
      return pageFrom(rows.map(hangmanOut), total, filter.page, filter.limit)
    },

    async create(actorId: string, input: HangmanInput): Promise<AdminHangmanWord> {
      return db.transaction(async (tx) => {
        await checkHangmanFree(tx, input.word)
        const [row] = await tx
          .insert(gameHangmanWords)
          .values({ ...input, createdAt: clock.now() })
          .onConflictDoNothing()
          .returning()
        if (!row) throw new DomainError('ADMIN_HANGMAN_WORD_TAKEN')
        const after = hangmanOut(row)
        await recordAudit(tx, {
          actorId,
          action: 'hangman_word.create',
          entity: 'hangman_word',
          entityId: row.id,
          after,
        })
        return after
      })
    },

    /** A play already under way keeps the word it was given; the hint and explanation read the new text. */
    async update(actorId: string, id: string, input: HangmanInput): Promise<AdminHangmanWord> {
      return db.transaction(async (tx) => {
        const row = found(await repo.findHangman(tx, id, true))
        await checkHangmanFree(tx, input.word, id)
        const [updated] = await tx
          .update(gameHangmanWords)
          .set(input)
          .where(eq(gameHangmanWords.id, id))
          .returning()
        const after = hangmanOut(updated!)
        await recordAudit(tx, {
          actorId,
          action: 'hangman_word.update',
          entity: 'hangman_word',
          entityId: id,
          before: hangmanOut(row),
          after,
        })
        return after
      })
    },

    async retire(actorId: string, id: string): Promise<AdminHangmanWord> {
      return db.transaction(async (tx) => {
        const row = found(await repo.findHangman(tx, id, true))
        notRetired(row)
        await keepsEnough(tx, 'hangman', gameHangmanWords, 1)
        const [updated] = await tx
          .update(gameHangmanWords)
          .set({ retiredAt: clock.now() })
          .where(eq(gameHangmanWords.id, id))
          .returning()
        const after = hangmanOut(updated!)
        await recordAudit(tx, {
          actorId,
          action: 'hangman_word.retire',
          entity: 'hangman_word',
          entityId: id,
          before: hangmanOut(row),
          after,
        })
        return after
      })
    },
  }
}
