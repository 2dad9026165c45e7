import { and, asc, desc, eq, gt, sql } from 'drizzle-orm'
import { users } from '@klass/db/schema/core'
import type { BigPrizeDraw } from '@klass/contract/superquest'
import { bigPrizeEntries, bigPrizes, bigPrizeWinners } from '@klass/db/schema/superquest'
import type { Executor } from '@klass/db/client'
import { holderCode, ticketsOf } from './big-prize-draw'

export type BigPrizeRow = typeof bigPrizes.$inferSelect

/**
 * Whether entries are open. A prize opens only with a commitment published before its opening
 * (docs/decisions/041-verifiable-big-prize-draw.md, amendment 2026-11-27); without one it never opens.
 */
export function entriesState(
  prize: Pick<BigPrizeRow, 'opensAt' | 'drawAt' | 'commitment' | 'committedAt'>,
  now: Date,
): 'not_yet_open' | 'not_committed' | 'open' | 'closed' {
  if (now >= prize.drawAt) return 'closed'
  if (now < prize.opensAt) return 'not_yet_open'
  const committedInTime =
    prize.commitment !== null && prize.committedAt !== null && prize.committedAt <= prize.opensAt
  return committedInTime ? 'open' : 'not_committed'
}

/** The draw still to come (open now or announced), soonest first; else the last one drawn. */
export async function currentBigPrize(db: Executor, now: Date): Promise<BigPrizeRow | null> {
  const [coming] = await db
    .select()
    .from(bigPrizes)
    .where(gt(bigPrizes.drawAt, now))
    .orderBy(asc(bigPrizes.drawAt))
    .limit(1)
  if (coming) return coming
  const [last] = await db.select().from(bigPrizes).orderBy(desc(bigPrizes.drawAt)).limit(1)
  return last ?? null
}

export async function memberStanding(db: Executor, userId: string) {
  const [row] = await db
    .select({
      type: users.type,
      skill: users.skill,
      emailConfirmedAt: users.emailConfirmedAt,
      birthDate: users.birthDate,
      guardianConfirmedAt: users.guardianConfirmedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
  return row ?? null
}

const entriesSum = sql<number>`coalesce(sum(${bigPrizeEntries.entries}), 0)::int`

export async function totalEntries(db: Executor, prizeId: string): Promise<number> {
  const [row] = await db
    .select({ n: entriesSum })
    .from(bigPrizeEntries)
    .where(eq(bigPrizeEntries.prizeId, prizeId))
  return row?.n ?? 0
}

export async function memberEntries(db: Executor, prizeId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: entriesSum })
    .from(bigPrizeEntries)
    .where(and(eq(bigPrizeEntries.prizeId, prizeId), eq(bigPrizeEntries.userId, userId)))
  return row?.n ?? 0
}

export async function insertEntries(
  tx: Executor,
  values: { prizeId: string; userId: string; entries: number; skillSpent: number; createdAt: Date },
) {
  await tx.insert(bigPrizeEntries).values(values)
}

/** The prize's entry rows in the order the draw lists them. */
export async function entryRows(db: Executor, prizeId: string) {
  return db
    .select({ id: bigPrizeEntries.id, userId: bigPrizeEntries.userId, entries: bigPrizeEntries.entries })
    .from(bigPrizeEntries)
    .where(eq(bigPrizeEntries.prizeId, prizeId))
    .orderBy(asc(bigPrizeEntries.id))
}

export async function winnersOf(db: Executor, prizeId: string) {
  return db
    .select({
      rank: bigPrizeWinners.rank,
      ticket: bigPrizeWinners.ticket,
      userId: bigPrizeWinners.userId,
      name: users.displayName,
    })
    .from(bigPrizeWinners)
    .leftJoin(users, eq(users.id, bigPrizeWinners.userId))
    .where(eq(bigPrizeWinners.prizeId, prizeId))
    .orderBy(asc(bigPrizeWinners.rank))
}

/** The draw's public record (docs/decisions/041-verifiable-big-prize-draw.md). */
export async function drawRecord(db: Executor, prize: BigPrizeRow): Promise<BigPrizeDraw> {
  const drawn = prize.drawnAt !== null && prize.seed !== null
  const [rows, winners] = drawn
    ? await Promise.all([entryRows(db, prize.id), winnersOf(db, prize.id)])
    : [[], []]
  const tickets = ticketsOf(prize.id, rows)
  return {
    winnerCount: prize.winnerCount,
    commitment: prize.commitment,
    committedAt: prize.committedAt?.toISOString() ?? null,
    seed: drawn ? prize.seed : null,
    drawnAt: prize.drawnAt?.toISOString() ?? null,
    tickets,
    winners: winners.map((w) => ({
      rank: w.rank,
      ticket: w.ticket,
      holder: w.userId ? holderCode(prize.id, w.userId) : '',
      name: w.name ?? 'สมาชิกที่ลบบัญชีแล้ว',
    })),
  }
}
