import type { ContentStatus } from '@klass/contract/admin-learning'
import type { Executor } from '@klass/db/client'
import type { gameCatchMeQuestions, gameCrosswords, gameHangmanWords } from '@klass/db/schema/games'
import { DomainError } from '../../lib/domain-error'
import * as repo from './admin-learning.repo'

// What every kind of learning content in the back office shares: its list filter, how a missing or
// retired item is refused, and the minimum a game keeps.

export type List = { q?: string; status: ContentStatus; page: number; limit: number }

export const iso = (date: Date | null) => date?.toISOString() ?? null

export function found<T>(row: T | null): T {
  if (!row) throw new DomainError('ADMIN_CONTENT_NOT_FOUND')
  return row
}

export function notRetired(row: { retiredAt: Date | null }) {
  if (row.retiredAt) throw new DomainError('ADMIN_CONTENT_ALREADY_RETIRED')
}

/** What is left after taking one item out must still be `needed`, else ADMIN_CONTENT_TOO_FEW_LEFT. */
export function leavesEnough(active: number, needed: number) {
  if (active - 1 < needed) throw new DomainError('ADMIN_CONTENT_TOO_FEW_LEFT', { needed })
}

/**
 * A game must keep enough active content to be played after the retirement. The kind's lock is held to
 * the end of the transaction, so a second retirement counts after this one is written.
 */
export async function keepsEnough(
  tx: Executor,
  kind: 'hangman' | 'catchme' | 'crossword',
  table: typeof gameHangmanWords | typeof gameCatchMeQuestions | typeof gameCrosswords,
  needed: number,
) {
  await repo.lockContentKind(tx, kind)
  leavesEnough(await repo.activeCount(tx, table), needed)
}
