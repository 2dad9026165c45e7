import { and, count, desc, eq, ne, sql } from 'drizzle-orm'
import type { Executor } from '@klass/db/client'
import { bankAccounts, bankFunds, bankRateTables } from '@klass/db/schema/bank'
import { roboNews } from '@klass/db/schema/robo'

export type RateRow = typeof bankRateTables.$inferSelect
export type NewRate = Omit<typeof bankRateTables.$inferInsert, 'id' | 'createdAt'>
export type FundRow = typeof bankFunds.$inferSelect
export type NewsRow = typeof roboNews.$inferSelect

/** Every rate table, newest effective date first, with the practice accounts opened on it. */
export async function rateTablesWithUse(db: Executor): Promise<{ table: RateRow; accounts: number }[]> {
  const rows = await db
    .select({ table: bankRateTables, accounts: count(bankAccounts.id) })
    .from(bankRateTables)
    .leftJoin(bankAccounts, eq(bankAccounts.rateTableId, bankRateTables.id))
    .groupBy(bankRateTables.id)
    .orderBy(desc(bankRateTables.effectiveFrom))
  return rows.map((row) => ({ table: row.table, accounts: Number(row.accounts) }))
}

export async function lockRateTable(tx: Executor, id: string): Promise<RateRow | undefined> {
  const [row] = await tx.select().from(bankRateTables).where(eq(bankRateTables.id, id)).for('update')
  return row
}

/** Inserts a table unless another one starts the same day; answers the new row or nothing. */
export async function insertRateTable(tx: Executor, values: NewRate): Promise<RateRow | undefined> {
  const [row] = await tx
    .insert(bankRateTables)
    .values(values)
    .onConflictDoNothing({ target: bankRateTables.effectiveFrom })
    .returning()
  return row
}

/** Whether a table other than `exceptId` starts on `date`. */
export async function rateDateTaken(db: Executor, date: string, exceptId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bankRateTables.id })
    .from(bankRateTables)
    .where(and(eq(bankRateTables.effectiveFrom, date), ne(bankRateTables.id, exceptId)))
  return row !== undefined
}

export async function updateRateTable(tx: Executor, id: string, values: NewRate): Promise<RateRow> {
  const [row] = await tx.update(bankRateTables).set(values).where(eq(bankRateTables.id, id)).returning()
  return row!
}

export async function deleteRateTable(tx: Executor, id: string): Promise<void> {
  await tx.delete(bankRateTables).where(eq(bankRateTables.id, id))
}

export async function findFund(db: Executor, id: string): Promise<FundRow | undefined> {
  const [row] = await db.select().from(bankFunds).where(eq(bankFunds.id, id))
  return row
}

export async function lockFund(tx: Executor, id: string): Promise<FundRow | undefined> {
  const [row] = await tx.select().from(bankFunds).where(eq(bankFunds.id, id)).for('update')
  return row
}

/** The position after the last fund of a risk level. */
export async function nextFundPosition(db: Executor, riskLevel: number): Promise<number> {
  const [row] = await db
    .select({ last: sql<number | null>`max(${bankFunds.position})` })
    .from(bankFunds)
    .where(eq(bankFunds.riskLevel, riskLevel))
  return Number(row?.last ?? 0) + 1
}

/** Inserts a fund unless its code is taken; answers the new row or nothing. */
export async function insertFund(
  tx: Executor,
  values: typeof bankFunds.$inferInsert,
): Promise<FundRow | undefined> {
  const [row] = await tx
    .insert(bankFunds)
    .values(values)
    .onConflictDoNothing({ target: bankFunds.code })
    .returning()
  return row
}

export async function updateFund(
  tx: Executor,
  id: string,
  values: Partial<Pick<FundRow, 'name' | 'category' | 'summary' | 'description' | 'policy' | 'position'>> &
    Partial<Pick<FundRow, 'frontFeeBp' | 'managementFeeBp'>>,
): Promise<FundRow> {
  const [row] = await tx.update(bankFunds).set(values).where(eq(bankFunds.id, id)).returning()
  return row!
}

export async function lockNews(tx: Executor, id: string): Promise<NewsRow | undefined> {
  const [row] = await tx.select().from(roboNews).where(eq(roboNews.id, id)).for('update')
  return row
}

export async function insertNews(
  tx: Executor,
  values: typeof roboNews.$inferInsert,
): Promise<NewsRow | undefined> {
  const [row] = await tx
    .insert(roboNews)
    .values(values)
    .onConflictDoNothing({ target: roboNews.slug })
    .returning()
  return row
}

export async function newsSlugTaken(db: Executor, slug: string, exceptId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: roboNews.id })
    .from(roboNews)
    .where(and(eq(roboNews.slug, slug), ne(roboNews.id, exceptId)))
  return row !== undefined
}

export async function updateNews(
  tx: Executor,
  id: string,
  values: Partial<Omit<typeof roboNews.$inferInsert, 'id' | 'createdAt'>>,
): Promise<NewsRow> {
  const [row] = await tx.update(roboNews).set(values).where(eq(roboNews.id, id)).returning()
  return row!
}

export async function deleteNews(tx: Executor, id: string): Promise<void> {
  await tx.delete(roboNews).where(eq(roboNews.id, id))
}
