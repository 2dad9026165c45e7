import { eq } from 'drizzle-orm'
import { users } from '@klass/db/schema/core'
import { DomainError } from './domain-error'
import type { Executor } from '@klass/db/client'

/**
 * Locks the member's row for the rest of the transaction — the same lock the ledger takes — so that
 * per-member limits (pieces per member, one seat per event, entries per draw) are checked and taken
 * without a race: a second request of the same member waits here until the first commits.
 */
export async function lockMember(tx: Executor, userId: string) {
  const [row] = await tx
    .select({ id: users.id, type: users.type, exp: users.exp, koin: users.koin, skill: users.skill })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
  if (!row) throw new DomainError('UNAUTHENTICATED')
  return row
}
