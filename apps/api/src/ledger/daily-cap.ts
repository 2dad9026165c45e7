import { and, eq, gt, gte, sql } from 'drizzle-orm'
import { ledgerEntries } from '@klass/db/schema/core'
import { lockMember } from '../lib/member-lock'
import { bangkokDayStart } from '../lib/time'
import { moveBalance, type LedgerMove } from './ledger'
import type { Executor } from '@klass/db/client'

/** Koins (hundredths) a member was given today (Asia/Bangkok) for one reason. */
export async function koinEarnedToday(
  db: Pick<Executor, 'select'>,
  userId: string,
  reason: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        eq(ledgerEntries.currency, 'koin'),
        eq(ledgerEntries.reason, reason),
        gt(ledgerEntries.amount, 0),
        gte(ledgerEntries.createdAt, bangkokDayStart(now)),
      ),
    )
  return Number(row?.total ?? 0)
}

export type CappedAward = { awarded: number; balanceAfter: number; capReached: boolean }

/**
 * Gives koins for `reason`, but never more than `cap` per Bangkok day: what is left under the cap, or
 * nothing. The member's row is locked first (the same lock moveBalance takes), so two awards of one
 * member are counted one after the other and cannot both slip under the cap.
 */
export async function awardWithinDailyCap(
  tx: Executor,
  move: Omit<LedgerMove, 'currency' | 'at'> & { cap: number; at: Date },
): Promise<CappedAward> {
  const { cap, ...ledgerMove } = move
  const locked = await lockMember(tx, move.userId)
  const earned = await koinEarnedToday(tx, move.userId, move.reason, move.at)
  const awarded = Math.max(0, Math.min(move.amount, cap - earned))
  const capReached = awarded < move.amount
  if (awarded === 0) return { awarded, balanceAfter: locked.koin, capReached }
  const result = await moveBalance(tx, { ...ledgerMove, currency: 'koin', amount: awarded })
  return { awarded, balanceAfter: result.balanceAfter, capReached }
}
