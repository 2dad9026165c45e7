import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import type { Executor } from '@klass/db/client'
import { users } from '@klass/db/schema/core'

/** The member's address, whether it is confirmed, and the name the mail greets. */
export async function findMemberEmail(db: Executor, userId: string) {
  const [row] = await db
    .select({ email: users.email, displayName: users.displayName, emailConfirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(eq(users.id, userId))
  return row ?? null
}

/**
 * Confirms the member's address if it is still `email`, the one the link was sent to; answers whether that
 * address is now confirmed (also when an earlier link confirmed it).
 */
export async function confirmMemberEmail(
  tx: Executor,
  userId: string,
  email: string,
  now: Date,
): Promise<boolean> {
  const sameAddress = and(eq(users.id, userId), eq(users.email, email))
  await tx
    .update(users)
    .set({ emailConfirmedAt: now, updatedAt: now })
    .where(and(sameAddress, isNull(users.emailConfirmedAt)))
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sameAddress, isNotNull(users.emailConfirmedAt)))
  return row !== undefined
}
