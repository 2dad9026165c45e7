import { and, eq, isNull } from 'drizzle-orm'
import type { Executor } from '@klass/db/client'
import { memberBans } from '@klass/db/schema/admin'
import { users } from '@klass/db/schema/core'
import { DomainError } from './domain-error'

/**
 * Issue 21: a suspended member gets no new session (password, LINE or Facebook alike). Call it in the
 * transaction that starts the session: it shares the member's row lock with a ban being written (which holds it
 * for update), so a ban commits either before this check sees it or after the new session exists and is ended
 * with the others.
 */
export async function refuseSuspendedMember(tx: Executor, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('share')
  const [open] = await tx
    .select({ id: memberBans.id })
    .from(memberBans)
    .where(and(eq(memberBans.userId, userId), isNull(memberBans.liftedAt)))
    .limit(1)
  if (open) throw new DomainError('ACCOUNT_SUSPENDED')
}
