import { pageOffset } from '@klass/contract/envelope'
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '@klass/db/client'
import {
  bankAccountNumbers,
  bankAccounts,
  bankFundOrders,
  bankFunds,
  bankInstalments,
  bankJournalEntries,
  bankJournalLines,
  bankPortfolioRuns,
  bankPortfolios,
  bankRateTables,
} from '@klass/db/schema/bank'
import { messagingOutbox } from '@klass/db/schema/messaging'
import { containing } from '../../lib/like-pattern'

export type AccountRow = typeof bankAccounts.$inferSelect
export type NewAccount = typeof bankAccounts.$inferInsert
export type InstalmentRow = typeof bankInstalments.$inferSelect
export type OrderRow = typeof bankFundOrders.$inferSelect
export type FundRow = typeof bankFunds.$inferSelect
export type RateRow = typeof bankRateTables.$inferSelect
export type PortfolioRow = typeof bankPortfolios.$inferSelect
export type PortfolioRunRow = typeof bankPortfolioRuns.$inferSelect
export type AccountKind = 'savings' | 'fixed' | 'thaweesup' | 'fund'

const kindDigit: Record<AccountKind, number> = { savings: 1, fixed: 2, thaweesup: 3, fund: 4 }

/** A practice account number in the shape Thai banks print ("100-0-00042-7"), unique through a sequence. */
export async function newAccountNumber(tx: Executor, kind: AccountKind): Promise<string> {
  const [row] = await tx
    .execute<{ n: string }>(sql`select nextval(${bankAccountNumbers.seqName}) as n`)
    .then((result) => result.rows)
  const digits = `${kindDigit[kind]}${String(row!.n).padStart(9, '0')}`
  return `${digits.slice(0, 3)}-${digits.slice(3, 4)}-${digits.slice(4, 9)}-${digits.slice(9)}`
}

export async function findSavings(db: Executor, userId: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.kind, 'savings')))
  return row
}

/**
 * What a read needs to know first: whether the member's books exist, when they next fall due, and their
 * version — the savings row's transaction id, which every change to the member's books moves (each one ends
 * by saving that row).
 */
export async function booksHead(
  db: Executor,
  userId: string,
): Promise<{ version: string; dueAt: Date | null } | undefined> {
  const [row] = await booksHeadQuery(db).execute({ userId })
  return row
}

/** Every read of the bank asks it first (issue 18): prepared once per executor, then run by name. */
const booksHeadQueries = new WeakMap<Executor, ReturnType<typeof prepareBooksHead>>()

function booksHeadQuery(db: Executor) {
  let query = booksHeadQueries.get(db)
  if (!query) {
    query = prepareBooksHead(db)
    booksHeadQueries.set(db, query)
  }
  return query
}

/**
 * The query of `booksHead`, a named prepared statement: PostgreSQL parses it once per connection, and Drizzle
 * does not build its SQL on every read. Its generic plan reads the savings row by its index
 * (books-head.explain.test.ts).
 */
export function prepareBooksHead(db: Executor) {
  return db
    .select({ version: sql<string>`${bankAccounts}.xmin::text`, dueAt: bankAccounts.dueAt })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, sql.placeholder('userId')), eq(bankAccounts.kind, 'savings')))
    .prepare('bank_books_head')
}

/** The member's savings row, locked: every change to a member's practice money queues behind this lock. */
export async function lockSavings(tx: Executor, userId: string): Promise<AccountRow | undefined> {
  const [row] = await tx
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.kind, 'savings')))
    .for('update')
  return row
}

/** Inserts the savings account unless another request just did; answers the new row or nothing. */
export async function insertSavings(tx: Executor, values: NewAccount): Promise<AccountRow | undefined> {
  const [row] = await tx
    .insert(bankAccounts)
    .values(values)
    .onConflictDoNothing({
      target: bankAccounts.userId,
      where: sql`${bankAccounts.kind} = 'savings'`,
    })
    .returning()
  return row
}

export async function insertAccount(tx: Executor, values: NewAccount): Promise<AccountRow> {
  const [row] = await tx.insert(bankAccounts).values(values).returning()
  return row!
}

export async function updateAccount(
  tx: Executor,
  id: string,
  values: Partial<Omit<NewAccount, 'balance' | 'id' | 'userId'>>,
): Promise<void> {
  await tx.update(bankAccounts).set(values).where(eq(bankAccounts.id, id))
}

/** Open fixed deposits and Thaweesup, and every fund holding, oldest first. */
export async function liveAccounts(db: Executor, userId: string): Promise<AccountRow[]> {
  return db
    .select()
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.userId, userId),
        or(
          and(inArray(bankAccounts.kind, ['fixed', 'thaweesup']), eq(bankAccounts.status, 'open')),
          eq(bankAccounts.kind, 'fund'),
        ),
      ),
    )
    .orderBy(asc(bankAccounts.openedAt), asc(bankAccounts.number))
}

/** One of the member's accounts by id; someone else's answers nothing, as an unknown one does. */
export async function memberAccount(
  db: Executor,
  userId: string,
  id: string,
  kind: AccountKind,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.userId, userId), eq(bankAccounts.kind, kind)))
  return row
}

export async function instalmentsOf(db: Executor, accountId: string): Promise<InstalmentRow[]> {
  return db
    .select()
    .from(bankInstalments)
    .where(eq(bankInstalments.accountId, accountId))
    .orderBy(asc(bankInstalments.number))
}

export async function insertInstalment(tx: Executor, values: typeof bankInstalments.$inferInsert) {
  await tx.insert(bankInstalments).values(values)
}

export async function pendingOrders(db: Executor, userId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(bankFundOrders)
    .where(and(eq(bankFundOrders.userId, userId), eq(bankFundOrders.status, 'pending')))
    .orderBy(asc(bankFundOrders.settlesAt), asc(bankFundOrders.placedAt))
}

/** Pending orders first, then the latest settled ones. */
export async function recentOrders(db: Executor, userId: string, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(bankFundOrders)
    .where(eq(bankFundOrders.userId, userId))
    .orderBy(desc(sql`${bankFundOrders.status} = 'pending'`), desc(bankFundOrders.placedAt))
    .limit(limit)
}

export async function insertOrder(
  tx: Executor,
  values: typeof bankFundOrders.$inferInsert,
): Promise<OrderRow> {
  const [row] = await tx.insert(bankFundOrders).values(values).returning()
  return row!
}

export async function settleOrder(
  tx: Executor,
  id: string,
  values: { units: string; nav: string; amount: number; settledAt: Date },
): Promise<void> {
  await tx
    .update(bankFundOrders)
    .set({ ...values, status: 'settled' })
    .where(eq(bankFundOrders.id, id))
}

export async function rateTables(db: Executor): Promise<RateRow[]> {
  return db.select().from(bankRateTables).orderBy(asc(bankRateTables.effectiveFrom))
}

export async function allFunds(db: Executor): Promise<FundRow[]> {
  return db.select().from(bankFunds).orderBy(asc(bankFunds.riskLevel), asc(bankFunds.position))
}

export async function fundByCode(db: Executor, code: string): Promise<FundRow | undefined> {
  const [row] = await db.select().from(bankFunds).where(eq(bankFunds.code, code))
  return row
}

export async function searchFunds(
  db: Executor,
  filter: { level: number | null; q: string | undefined; page: number; limit: number },
): Promise<{ rows: FundRow[]; total: number }> {
  const conditions: SQL[] = []
  if (filter.level !== null) conditions.push(eq(bankFunds.riskLevel, filter.level))
  if (filter.q) {
    const pattern = containing(filter.q)
    conditions.push(or(ilike(bankFunds.name, pattern), ilike(bankFunds.code, pattern))!)
  }
  const where = conditions.length ? and(...conditions) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bankFunds)
      .where(where)
      .orderBy(asc(bankFunds.riskLevel), asc(bankFunds.position))
      .limit(filter.limit)
      .offset(pageOffset(filter.page, filter.limit)),
    db.select({ n: count() }).from(bankFunds).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

/** Gross savings interest credited and tax withheld in [from, to). */
export async function savingsInterestBetween(
  db: Executor,
  userId: string,
  from: Date,
  to: Date,
): Promise<{ interest: number; tax: number }> {
  const [row] = await db
    .select({
      interest: sql<string>`coalesce(-sum(${bankJournalLines.amount}) filter (where ${bankJournalLines.house} = 'interest_paid'), 0)`,
      tax: sql<string>`coalesce(sum(${bankJournalLines.amount}) filter (where ${bankJournalLines.house} = 'tax_withheld'), 0)`,
    })
    .from(bankJournalLines)
    .innerJoin(bankJournalEntries, eq(bankJournalEntries.id, bankJournalLines.entryId))
    .where(
      and(
        eq(bankJournalEntries.userId, userId),
        eq(bankJournalEntries.kind, 'SAVINGS_INTEREST'),
        gte(bankJournalEntries.occurredAt, from),
        lt(bankJournalEntries.occurredAt, to),
      ),
    )
  return { interest: Number(row?.interest ?? 0), tax: Number(row?.tax ?? 0) }
}

export type StatementRow = {
  id: number
  at: Date
  kind: string
  number: string
  fundCode: string | null
  description: string
  amount: number
}

const statementLinesOf = (userId: string) =>
  and(eq(bankJournalLines.userId, userId), sql`${bankJournalLines.accountId} is not null`)

/**
 * The query of one statement page: the page's lines are picked first, from the lines alone (the index
 * `bank_journal_lines_statement_idx` in order), and only those twenty are joined to their entries and
 * accounts — a member with a long history costs a page, not the whole journal. `npm run bench` with
 * BENCH_ROWS explains it.
 */
export function statementPageQuery(db: Executor, userId: string, page: number, limit: number) {
  const lines = db
    .select({
      id: bankJournalLines.id,
      entryId: bankJournalLines.entryId,
      accountId: bankJournalLines.accountId,
      amount: bankJournalLines.amount,
      at: bankJournalLines.occurredAt,
    })
    .from(bankJournalLines)
    .where(statementLinesOf(userId))
    .orderBy(desc(bankJournalLines.occurredAt), desc(bankJournalLines.id))
    .limit(limit)
    .offset(pageOffset(page, limit))
    .as('page_lines')
  return db
    .select({
      id: lines.id,
      at: lines.at,
      kind: bankAccounts.kind,
      number: bankAccounts.number,
      fundCode: bankFunds.code,
      description: bankJournalEntries.description,
      amount: lines.amount,
    })
    .from(lines)
    .innerJoin(bankJournalEntries, eq(bankJournalEntries.id, lines.entryId))
    .innerJoin(bankAccounts, eq(bankAccounts.id, lines.accountId))
    .leftJoin(bankFunds, eq(bankFunds.id, bankAccounts.fundId))
    .orderBy(desc(lines.at), desc(lines.id))
}

/** A page of the member's statement: the lines on their own accounts, newest first. */
export async function statementPage(
  db: Executor,
  userId: string,
  page: number,
  limit: number,
): Promise<{ rows: StatementRow[]; total: number }> {
  // Read inside the accounts snapshot's transaction: one statement after the other on its connection.
  const rows = await statementPageQuery(db, userId, page, limit)
  const [total] = await db.select({ n: count() }).from(bankJournalLines).where(statementLinesOf(userId))
  return { rows, total: total?.n ?? 0 }
}

export async function insertPortfolio(
  tx: Executor,
  values: typeof bankPortfolios.$inferInsert,
): Promise<PortfolioRow> {
  const [row] = await tx.insert(bankPortfolios).values(values).returning()
  return row!
}

export async function updatePortfolio(
  tx: Executor,
  id: string,
  values: Partial<Omit<typeof bankPortfolios.$inferInsert, 'id' | 'userId'>>,
): Promise<void> {
  await tx.update(bankPortfolios).set(values).where(eq(bankPortfolios.id, id))
}

/** The member's open portfolios (robo fund accounts), oldest first. */
export async function openPortfolios(db: Executor, userId: string): Promise<PortfolioRow[]> {
  return db
    .select()
    .from(bankPortfolios)
    .where(and(eq(bankPortfolios.userId, userId), eq(bankPortfolios.status, 'open')))
    .orderBy(asc(bankPortfolios.openedAt))
}

export async function insertPortfolioRun(tx: Executor, values: typeof bankPortfolioRuns.$inferInsert) {
  await tx.insert(bankPortfolioRuns).values(values)
}

/** A message for the messaging outbox; a second one about the same thing and date is dropped. */
export async function queueMessage(tx: Executor, values: typeof messagingOutbox.$inferInsert) {
  await tx.insert(messagingOutbox).values(values).onConflictDoNothing()
}

/** Cancels the unsent messages of one kind about `refId` (a reminder no longer wanted). */
export async function cancelMessages(tx: Executor, kind: string, refId: string, at: Date) {
  await tx
    .update(messagingOutbox)
    .set({ cancelledAt: at })
    .where(
      and(
        eq(messagingOutbox.kind, kind),
        eq(messagingOutbox.refId, refId),
        sql`${messagingOutbox.sentAt} is null and ${messagingOutbox.cancelledAt} is null`,
      ),
    )
}

/** Money paid into the member's portfolios in buy orders still waiting for their NAV (satang). */
export async function pendingPortfolioBuys(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${bankFundOrders.amount}), 0)` })
    .from(bankFundOrders)
    .where(
      and(
        eq(bankFundOrders.userId, userId),
        eq(bankFundOrders.status, 'pending'),
        eq(bankFundOrders.side, 'buy'),
        sql`${bankFundOrders.portfolioId} is not null`,
      ),
    )
  return Number(row?.total ?? 0)
}
