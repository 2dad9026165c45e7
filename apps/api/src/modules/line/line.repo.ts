import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { Executor } from '@klass/db/client'
import { userIdentities } from '@klass/db/schema/identities'
import { messagingOutbox, reminderSettings } from '@klass/db/schema/messaging'

export async function lineIdentityOf(db: Executor, userId: string) {
  const [row] = await db
    .select({
      subject: userIdentities.subject,
      displayName: userIdentities.displayName,
      blockedAt: userIdentities.messagingBlockedAt,
    })
    .from(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, 'line')))
  return row ?? null
}

export async function remindersOff(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ kind: reminderSettings.kind })
    .from(reminderSettings)
    .where(and(eq(reminderSettings.userId, userId), eq(reminderSettings.enabled, false)))
  return rows.map((r) => r.kind)
}

export async function setReminder(tx: Executor, userId: string, kind: string, enabled: boolean, at: Date) {
  await tx
    .insert(reminderSettings)
    .values({ userId, kind, enabled, updatedAt: at })
    .onConflictDoUpdate({
      target: [reminderSettings.userId, reminderSettings.kind],
      set: { enabled, updatedAt: at },
    })
}

/** LINE's follow (or unblock) and unfollow (block) events for the person behind `subject`. */
export async function setMessagingBlocked(db: Executor, subject: string, blockedAt: Date | null) {
  await db
    .update(userIdentities)
    .set({ messagingBlockedAt: blockedAt })
    .where(and(eq(userIdentities.provider, 'line'), eq(userIdentities.subject, subject)))
}

/** How long a sender holds the messages it took before another may take them again. */
const LEASE_MS = 5 * 60_000

/**
 * Takes up to `limit` messages due at `now`, oldest first. Each is leased (its next attempt moved past the
 * lease) in the same statement, so two senders never take one message, and one that stopped mid-send leaves
 * it to be tried again, with the same retry key.
 */
export async function takeDueMessages(tx: Executor, now: Date, limit: number) {
  const due = and(
    lte(messagingOutbox.sendAfter, now),
    sql`${messagingOutbox.sentAt} is null and ${messagingOutbox.cancelledAt} is null and ${messagingOutbox.failedAt} is null`,
    or(isNull(messagingOutbox.nextAttemptAt), lte(messagingOutbox.nextAttemptAt, now)),
  )
  const ids = tx
    .select({ id: messagingOutbox.id })
    .from(messagingOutbox)
    .where(due)
    .orderBy(messagingOutbox.sendAfter)
    .limit(limit)
    .for('update', { skipLocked: true })
  return tx
    .update(messagingOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(messagingOutbox.id, ids))
    .returning({
      id: messagingOutbox.id,
      userId: messagingOutbox.userId,
      kind: messagingOutbox.kind,
      text: messagingOutbox.text,
      sendAfter: messagingOutbox.sendAfter,
      retryKey: messagingOutbox.retryKey,
      attempts: messagingOutbox.attempts,
      outcome: messagingOutbox.outcome,
    })
}
export type DueMessage = Awaited<ReturnType<typeof takeDueMessages>>[number]

export async function settleMessage(
  db: Executor,
  id: string,
  change: Partial<typeof messagingOutbox.$inferInsert>,
) {
  await db.update(messagingOutbox).set(change).where(eq(messagingOutbox.id, id))
}

/** LINE messages a member was sent since `since` (their Bangkok day). */
export async function sentSince(db: Executor, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(messagingOutbox)
    .where(and(eq(messagingOutbox.userId, userId), sql`${messagingOutbox.sentAt} >= ${since}`))
  return row?.count ?? 0
}
