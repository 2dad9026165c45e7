import { and, asc, desc, eq, gt, sql } from 'drizzle-orm'
import { users } from '@klass/db/schema/core'
import { bigPrizeEntries, bigPrizes } from '@klass/db/schema/superquest'
import type { Executor } from '@klass/db/client'

export type BigPrizeRow = typeof bigPrizes.$inferSelect

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
