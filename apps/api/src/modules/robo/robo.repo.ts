import { pageOffset } from '@klass/contract/envelope'
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '@klass/db/client'
import { bankFundOrders, bankPortfolioRuns, bankPortfolios } from '@klass/db/schema/bank'
import { roboAccounts, roboAssessments, roboNews } from '@klass/db/schema/robo'

export type AssessmentRow = typeof roboAssessments.$inferSelect
export type RoboAccountRow = typeof roboAccounts.$inferSelect
export type RunRow = typeof bankPortfolioRuns.$inferSelect
export type OrderLogRow = typeof bankFundOrders.$inferSelect
export type NewsRow = typeof roboNews.$inferSelect

export async function insertAssessment(
  tx: Executor,
  values: typeof roboAssessments.$inferInsert,
): Promise<AssessmentRow> {
  const [row] = await tx.insert(roboAssessments).values(values).returning()
  return row!
}

export async function latestAssessment(db: Executor, userId: string): Promise<AssessmentRow | undefined> {
  const [row] = await db
    .select()
    .from(roboAssessments)
    .where(eq(roboAssessments.userId, userId))
    .orderBy(desc(roboAssessments.takenAt))
    .limit(1)
  return row
}

export async function insertAccount(tx: Executor, values: typeof roboAccounts.$inferInsert) {
  const [row] = await tx.insert(roboAccounts).values(values).returning()
  return row!
}

export async function updateAccount(
  tx: Executor,
  id: string,
  values: Partial<Omit<typeof roboAccounts.$inferInsert, 'id' | 'userId'>>,
): Promise<void> {
  await tx.update(roboAccounts).set(values).where(eq(roboAccounts.id, id))
}

/** The member's fund account with its portfolio; someone else's answers nothing, as an unknown id does. */
export async function memberAccount(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select({ account: roboAccounts, portfolio: bankPortfolios })
    .from(roboAccounts)
    .innerJoin(bankPortfolios, eq(bankPortfolios.id, roboAccounts.id))
    .where(and(eq(roboAccounts.id, id), eq(roboAccounts.userId, userId)))
  return row
}

export async function memberAccounts(db: Executor, userId: string) {
  return db
    .select({ account: roboAccounts, portfolio: bankPortfolios })
    .from(roboAccounts)
    .innerJoin(bankPortfolios, eq(bankPortfolios.id, roboAccounts.id))
    .where(eq(roboAccounts.userId, userId))
    .orderBy(asc(roboAccounts.openedAt))
}

export async function openAccountCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(roboAccounts)
    .innerJoin(bankPortfolios, eq(bankPortfolios.id, roboAccounts.id))
    .where(and(eq(roboAccounts.userId, userId), eq(bankPortfolios.status, 'open')))
  return row?.n ?? 0
}

/**
 * Holds the national ID (by its keyed hash) until the transaction ends, so two members opening with the same
 * ID at once are checked one after the other.
 */
export async function lockNationalId(tx: Executor, hash: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${hash}, 0))`)
}

/** Whether another member already opened an account with this national ID (by its keyed hash). */
export async function nationalIdUsedByOther(db: Executor, hash: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: roboAccounts.id })
    .from(roboAccounts)
    .where(and(eq(roboAccounts.nationalIdHash, hash), ne(roboAccounts.userId, userId)))
    .limit(1)
  return row !== undefined
}

/** Every order of a portfolio, oldest first: what its value history and time-weighted return are built from. */
export async function portfolioOrders(db: Executor, portfolioId: string): Promise<OrderLogRow[]> {
  return db
    .select()
    .from(bankFundOrders)
    .where(eq(bankFundOrders.portfolioId, portfolioId))
    .orderBy(asc(bankFundOrders.placedAt), asc(bankFundOrders.id))
}

/** Orders and DCA dates of the given portfolios, summed: money in, money out, money on its way. */
export async function portfolioTotals(db: Executor, portfolioIds: readonly string[]) {
  if (portfolioIds.length === 0) return []
  return db
    .select({
      portfolioId: bankFundOrders.portfolioId,
      paidIn: sql<string>`coalesce(sum(${bankFundOrders.amount}) filter (where ${bankFundOrders.side} = 'buy'), 0)`,
      paidOut: sql<string>`coalesce(sum(${bankFundOrders.amount}) filter (where ${bankFundOrders.side} = 'sell' and ${bankFundOrders.status} = 'settled'), 0)`,
      pendingBuys: sql<string>`coalesce(sum(${bankFundOrders.amount}) filter (where ${bankFundOrders.side} = 'buy' and ${bankFundOrders.status} = 'pending'), 0)`,
    })
    .from(bankFundOrders)
    .where(inArray(bankFundOrders.portfolioId, [...portfolioIds]))
    .groupBy(bankFundOrders.portfolioId)
}

export type LogRow = {
  id: string
  type: 'buy' | 'sell' | 'dca' | 'dca_missed' | 'rebalance'
  at: Date
  orderId: string | null
  fundId: string | null
  amount: number | null
  units: string | null
  nav: string | null
  navDate: string | null
  status: string
}

/**
 * One page of a portfolio's transactions, newest first: its orders (by source and side) and its missed DCA
 * dates, filtered by type. Both come from their own index, ordered, so a long history costs a page.
 */
export async function transactionPage(
  db: Executor,
  portfolioId: string,
  type: LogRow['type'] | 'all',
  page: number,
  limit: number,
): Promise<{ rows: LogRow[]; total: number }> {
  const orderType = sql<string>`case when ${bankFundOrders.source} = 'dca' then 'dca' when ${bankFundOrders.source} = 'rebalance' then 'rebalance' else ${bankFundOrders.side} end`
  const orders = db
    .select({
      id: sql<string>`${bankFundOrders.id}::text`.as('id'),
      type: orderType.as('type'),
      at: sql<Date>`${bankFundOrders.placedAt}`.as('at'),
      orderId: sql<string | null>`${bankFundOrders.id}::text`.as('order_id'),
      fundId: sql<string | null>`${bankFundOrders.fundId}::text`.as('fund_id'),
      amount: sql<number | null>`${bankFundOrders.amount}`.as('amount'),
      units: sql<string | null>`${bankFundOrders.units}::text`.as('units'),
      nav: sql<string | null>`${bankFundOrders.nav}::text`.as('nav'),
      navDate: sql<string | null>`${bankFundOrders.navDate}::text`.as('nav_date'),
      status: sql<string>`${bankFundOrders.status}`.as('status'),
    })
    .from(bankFundOrders)
    .where(eq(bankFundOrders.portfolioId, portfolioId))
  const missed = db
    .select({
      id: sql<string>`'missed-' || ${bankPortfolioRuns.dueOn}::text`.as('id'),
      type: sql<string>`'dca_missed'`.as('type'),
      at: sql<Date>`${bankPortfolioRuns.at}`.as('at'),
      orderId: sql<string | null>`null`.as('order_id'),
      fundId: sql<string | null>`null`.as('fund_id'),
      amount: sql<number | null>`${bankPortfolioRuns.amount}`.as('amount'),
      units: sql<string | null>`null`.as('units'),
      nav: sql<string | null>`null`.as('nav'),
      navDate: sql<string | null>`null`.as('nav_date'),
      status: sql<string>`'missed'`.as('status'),
    })
    .from(bankPortfolioRuns)
    .where(and(eq(bankPortfolioRuns.portfolioId, portfolioId), eq(bankPortfolioRuns.status, 'missed')))
  const all = orders.unionAll(missed).as('logs')
  const filter: SQL | undefined = type === 'all' ? undefined : sql`${all.type} = ${type}`
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(all)
      .where(filter)
      .orderBy(desc(all.at), desc(all.id))
      .limit(limit)
      .offset(pageOffset(page, limit)),
    db.select({ n: count() }).from(all).where(filter),
  ])
  return {
    rows: rows.map((row) => ({
      ...row,
      at: new Date(row.at),
      amount: row.amount === null ? null : Number(row.amount),
    })) as LogRow[],
    total: total?.n ?? 0,
  }
}

/** DCA dates carried out or missed, newest first, of one portfolio or all of a member's. */
export async function runsPage(
  db: Executor,
  portfolioIds: readonly string[],
  offset: number,
  limit: number,
): Promise<{ rows: RunRow[]; total: number }> {
  if (portfolioIds.length === 0) return { rows: [], total: 0 }
  const where = inArray(bankPortfolioRuns.portfolioId, [...portfolioIds])
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bankPortfolioRuns)
      .where(where)
      .orderBy(desc(bankPortfolioRuns.dueOn), asc(bankPortfolioRuns.portfolioId))
      .limit(Math.max(0, limit))
      .offset(offset),
    db.select({ n: count() }).from(bankPortfolioRuns).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

export async function newsPage(db: Executor, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(roboNews)
      .orderBy(desc(roboNews.publishedOn), asc(roboNews.id))
      .limit(limit)
      .offset(pageOffset(page, limit)),
    db.select({ n: count() }).from(roboNews),
  ])
  return { rows, total: total?.n ?? 0 }
}
