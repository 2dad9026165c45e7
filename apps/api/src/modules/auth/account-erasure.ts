import { ACCOUNT_ERASURE_DAYS } from '@klass/contract/user'
import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm'
import type { Database, Executor } from '@klass/db/client'
import {
  emailLinks,
  idempotencyRecords,
  outboxEmails,
  passwordResets,
  sessions,
  users,
} from '@klass/db/schema/core'
import { signInFlows, userIdentities } from '@klass/db/schema/identities'
import { messagingOutbox, reminderSettings } from '@klass/db/schema/messaging'
import { postReports, posts, postSummaries } from '@klass/db/schema/posts'
import {
  emailReminderSends,
  emailReminderSettings,
  leaguePlacements,
  streakFreezes,
} from '@klass/db/schema/progress'
import { roboAccounts } from '@klass/db/schema/robo'
import { storePurchases } from '@klass/db/schema/store'
import { superquestShipments } from '@klass/db/schema/superquest'
import type { AppContext } from '../../context'
import { postImageKeys } from '../../lib/post-content'

/**
 * Decision 031: a deleted account is erased ACCOUNT_ERASURE_DAYS after the request. The moment is computed from
 * the clock, never kept by a timer: from then on the account is treated as erased (login answers as for an
 * unknown address), and the erasure itself is carried out a few accounts at a time — when the server starts,
 * after logins and registrations, and at once for an account whose owner tries to log in.
 */
const DAY_MS = 24 * 60 * 60 * 1000

/** When an account whose deletion was asked for at `requestedAt` is erased. */
export function erasureDueAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + ACCOUNT_ERASURE_DAYS * DAY_MS)
}

/** Where an account stands: in use, waiting out its 30 days, or gone (erased, or its 30 days are over). */
export function accountStanding(
  row: { deletionRequestedAt: Date | null; erasedAt: Date | null },
  now: Date,
): 'active' | 'deletion-pending' | 'erased' {
  if (row.erasedAt) return 'erased'
  if (!row.deletionRequestedAt) return 'active'
  return erasureDueAt(row.deletionRequestedAt) <= now ? 'erased' : 'deletion-pending'
}

/** The e-mail an erased account keeps: unique, and not an address anyone can log in or register with. */
export const erasedEmail = (userId: string) => `erased:${userId}`
export const ERASED_DISPLAY_NAME = 'สมาชิกที่ลบบัญชีแล้ว'

/**
 * Erases one account inside the caller's transaction, if it is due: answers the storage keys to remove once
 * the transaction has committed, or null when the account is not (or no longer) due. The row stays, so the
 * koin ledger and the practice bank's journal that point to it still add up to its balances.
 */
async function eraseInTransaction(tx: Executor, userId: string, now: Date): Promise<string[] | null> {
  const due = new Date(now.getTime() - ACCOUNT_ERASURE_DAYS * DAY_MS)
  const [row] = await tx
    .select({ id: users.id, email: users.email, displayImage: users.displayImage })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        isNull(users.erasedAt),
        isNotNull(users.deletionRequestedAt),
        lte(users.deletionRequestedAt, due),
      ),
    )
    .for('update', { skipLocked: true })
  if (!row) return null

  const files: string[] = row.displayImage ? [row.displayImage] : []
  // Posts are the member's own words, often about themselves: they go, with their images (decision 031).
  const written = await tx
    .delete(posts)
    .where(eq(posts.authorId, userId))
    .returning({ coverImage: posts.coverImage, content: posts.content })
  for (const post of written) files.push(...postImageKeys(post))
  await tx.delete(postSummaries).where(eq(postSummaries.userId, userId))
  await tx.delete(postReports).where(eq(postReports.userId, userId))

  // The identity checked for a practice fund account: sealed national ID, names, address, phone, card photos.
  await tx
    .update(roboAccounts)
    .set({
      nationalIdCipher: '',
      nationalIdHash: '',
      nationalIdLast4: '',
      firstName: '',
      lastName: '',
      birthDate: '1900-01-01',
      address: '',
      phone: '',
      guardian: null,
      imageKey: '',
      thumbKey: '',
    })
    .where(eq(roboAccounts.userId, userId))

  await tx
    .update(superquestShipments)
    .set({ shippingAddress: { erased: true } })
    .where(eq(superquestShipments.userId, userId))
  await tx
    .update(storePurchases)
    .set({ shippingAddress: null })
    .where(and(eq(storePurchases.userId, userId), isNotNull(storePurchases.shippingAddress)))

  await tx.delete(userIdentities).where(eq(userIdentities.userId, userId))
  await tx.delete(signInFlows).where(eq(signInFlows.userId, userId))
  await tx.delete(sessions).where(eq(sessions.userId, userId))
  await tx.delete(passwordResets).where(eq(passwordResets.userId, userId))
  await tx.delete(emailLinks).where(eq(emailLinks.userId, userId))
  await tx.delete(outboxEmails).where(eq(outboxEmails.to, row.email))
  await tx.delete(messagingOutbox).where(eq(messagingOutbox.userId, userId))
  await tx.delete(reminderSettings).where(eq(reminderSettings.userId, userId))
  // Streaks, the weekly league and e-mail reminders: the member's habits, day by day. The koins a freeze cost
  // stay in the ledger.
  await tx.delete(streakFreezes).where(eq(streakFreezes.userId, userId))
  await tx.delete(leaguePlacements).where(eq(leaguePlacements.userId, userId))
  await tx.delete(emailReminderSettings).where(eq(emailReminderSettings.userId, userId))
  await tx.delete(emailReminderSends).where(eq(emailReminderSends.userId, userId))
  await tx.delete(idempotencyRecords).where(eq(idempotencyRecords.scope, `user:${userId}`))
  // Rate-limit counters keyed by the address (`…:account:<email>`, `…:account-address:<email> <ip>`) would
  // keep it for a day.
  await tx.execute(
    sql`delete from rate_limits where right(key, ${row.email.length + 1}) = ${`:${row.email}`} or position(${`:${row.email} `} in key) > 0`,
  )

  await tx
    .update(users)
    .set({
      email: erasedEmail(userId),
      passwordHash: null,
      displayName: ERASED_DISPLAY_NAME,
      displayImage: null,
      klass: null,
      firstName: null,
      lastName: null,
      birthDate: null,
      education: null,
      school: null,
      province: null,
      objectives: [],
      marketingConsent: false,
      guardianEmail: null,
      guardianConfirmedAt: null,
      emailConfirmedAt: null,
      erasedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId))
  return files
}

/** Erases one account if its 30 days are over; answers whether it did. Files go after the commit. */
export async function eraseAccountIfDue(ctx: AppContext, userId: string): Promise<boolean> {
  const now = ctx.clock.now()
  // The card photos' keys, read before the transaction blanks them.
  const cards = await ctx.db
    .select({ image: roboAccounts.imageKey, thumb: roboAccounts.thumbKey })
    .from(roboAccounts)
    .where(eq(roboAccounts.userId, userId))
  const files = await ctx.db.transaction((tx) => eraseInTransaction(tx, userId, now))
  if (files === null) return false
  for (const key of [...files, ...cards.flatMap((card) => [card.image, card.thumb])]) {
    if (key) await ctx.storage.remove(key).catch(() => {})
  }
  return true
}

/** Accounts erased per sweep: the work stays small beside the call that carries it. */
const ERASURES_PER_SWEEP = 3

/** Erases the oldest few accounts whose 30 days are over; answers how many. */
export async function eraseDueAccounts(ctx: AppContext, limit = ERASURES_PER_SWEEP): Promise<number> {
  const due = new Date(ctx.clock.now().getTime() - ACCOUNT_ERASURE_DAYS * DAY_MS)
  const rows = await dueAccounts(ctx.db, due, limit)
  let erased = 0
  for (const row of rows) if (await eraseAccountIfDue(ctx, row.id)) erased += 1
  return erased
}

function dueAccounts(db: Database, due: Date, limit: number) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      and(isNotNull(users.deletionRequestedAt), isNull(users.erasedAt), lte(users.deletionRequestedAt, due)),
    )
    .orderBy(asc(users.deletionRequestedAt))
    .limit(limit)
}

/**
 * A sweep at most once a minute per process, started after a login or a registration has answered; the
 * oldest due accounts go first (the partial index users_deletion_due_idx finds them).
 */
export function createErasureSweep(ctx: AppContext, minSecondsApart = 60) {
  let last = 0
  return {
    due(): boolean {
      const at = Date.now()
      if (at - last < minSecondsApart * 1000) return false
      last = at
      return true
    },
    run: () => eraseDueAccounts(ctx).then(() => undefined),
  }
}
