import { pageOffset } from '@klass/contract/envelope'
import { and, desc, eq, lte, sql } from 'drizzle-orm'
import type { Database, Executor } from '@klass/db/client'
import { ledgerEntries, users } from '@klass/db/schema/core'
import { namedRead } from '../lib/database-connections'
import { DomainError } from '../lib/domain-error'

export type Currency = 'koin' | 'skill' | 'exp'
/** A database handle or an open transaction: ledger moves always join the caller's transaction. */

export type LedgerMove = {
  userId: string
  currency: Currency
  /** Koin in hundredths; skill points and exp in whole units. Positive credits, negative debits. */
  amount: number
  /** A stable code for what caused the move (QUIZ_DAILY, STORE_BUY, WELCOME_BONUS, …). */
  reason: string
  /** The Thai text a member reads in their history. */
  activity: string
  refType?: string
  refId?: string
  /** The same key for the same user and currency moves the balance once; a repeat returns the first move. */
  idempotencyKey?: string
  /** When it happened: the service's clock, so tests (and demo history) can set time. */
  at?: Date
}

export type LedgerResult = { entryId: number; balanceAfter: number; replayed: boolean }

const balanceColumn = { koin: users.koin, skill: users.skill, exp: users.exp } as const
const insufficient = { koin: 'KOIN_INSUFFICIENT', skill: 'SKILL_INSUFFICIENT', exp: 'BAD_REQUEST' } as const

/**
 * The only code that moves koin, skill-point and exp balances. Call it inside the service's transaction:
 * the user row is locked, the idempotency key checked, the balance changed through a guarded update
 * (backed by CHECK >= 0) and the ledger row written with the balance after, all or nothing.
 */
export async function moveBalance(tx: Executor, move: LedgerMove): Promise<LedgerResult> {
  if (!Number.isSafeInteger(move.amount) || move.amount === 0)
    throw new Error(`invalid ledger amount ${move.amount}`)
  const column = balanceColumn[move.currency]
  const locked = await tx
    .select({ balance: column })
    .from(users)
    .where(eq(users.id, move.userId))
    .for('update')
  if (locked.length === 0) throw new DomainError('NOT_FOUND')

  if (move.idempotencyKey) {
    const [previous] = await tx
      .select({ id: ledgerEntries.id, balanceAfter: ledgerEntries.balanceAfter })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.userId, move.userId),
          eq(ledgerEntries.currency, move.currency),
          eq(ledgerEntries.idempotencyKey, move.idempotencyKey),
        ),
      )
    if (previous) return { entryId: previous.id, balanceAfter: previous.balanceAfter, replayed: true }
  }

  const [updated] = await tx
    .update(users)
    .set({ [move.currency]: sql`${column} + ${move.amount}` })
    .where(and(eq(users.id, move.userId), sql`${column} + ${move.amount} >= 0`))
    .returning({ balance: column })
  if (!updated) throw new DomainError(insufficient[move.currency])

  // The member's row is locked: nobody else is numbering their moves now.
  const [latest] = await tx
    .select({ seq: ledgerEntries.seq })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, move.userId), eq(ledgerEntries.currency, move.currency)))
    .orderBy(desc(ledgerEntries.seq))
    .limit(1)
  const [entry] = await tx
    .insert(ledgerEntries)
    .values({
      seq: (latest?.seq ?? 0) + 1,
      userId: move.userId,
      currency: move.currency,
      amount: move.amount,
      balanceAfter: updated.balance,
      reason: move.reason,
      activity: move.activity,
      refType: move.refType,
      refId: move.refId,
      idempotencyKey: move.idempotencyKey,
      ...(move.at ? { createdAt: move.at } : {}),
    })
    .returning({ id: ledgerEntries.id })
  return { entryId: entry!.id, balanceAfter: updated.balance, replayed: false }
}

/**
 * The same move as moveBalance, written as two parts of a caller's single WITH statement: `ledger_moved`, the
 * guarded update of the balance, done only when the caller's part `after` answered a row, and `ledger_entry`, the
 * move's row with the balance after, answering `id` and `balance_after`. Every value is an SQL expression (a
 * parameter such as `$1::uuid`, or a literal), so the statement's text stays the same from call to call and can
 * be prepared once. The caller's part `after` must answer a row only when the member's row is locked and
 * unchanged since the statement's snapshot (or locked by an earlier statement of the transaction, as lockMember
 * does): the snapshot then holds every earlier move of the member, so the numbering and the guard hold as in
 * moveBalance. No idempotency key: a move that needs one goes through moveBalance.
 */
export function balanceMoveParts(move: {
  user: string
  currency: Currency
  amount: string
  reason: string
  activity: string
  refType: string
  refId: string
  at: string
  after: string
}): string {
  const column = { koin: 'koin', skill: 'skill', exp: 'exp' }[move.currency]
  const currency = `'${move.currency}'`
  return `
  ledger_moved as (
    update users set ${column} = ${column} + (${move.amount})
    where id = ${move.user} and ${column} + (${move.amount}) >= 0 and exists (select from ${move.after})
    returning ${column} as balance
  ),
  ledger_entry as (
    insert into ledger_entries
      (seq, user_id, currency, amount, balance_after, reason, activity, ref_type, ref_id, created_at)
    select
      -- The latest number as moveBalance reads it, from the end of the (user, currency, seq) index. Written as
      -- max(seq), a plan made while the table was new (no pages counted yet) read every koin move of every member
      -- through the dashboard's index instead, and a prepared statement kept that plan (decision 046).
      coalesce((select seq from ledger_entries where user_id = ${move.user} and currency = ${currency}
                order by seq desc limit 1), 0) + 1,
      ${move.user}, ${currency}, (${move.amount}), m.balance, ${move.reason}, (${move.activity}),
      ${move.refType}, ${move.refId}, ${move.at}
    from ledger_moved m
    returning id, balance_after
  )`
}

export type LedgerHistoryRow = {
  id: number
  amount: number
  balanceAfter: number
  activity: string
  createdAt: Date
}

/**
 * A member's moves in one currency, newest first. Koin history is the ledger. The newest move's number is how
 * many there are, and a page is the range of numbers below it: a read costs a page however long the history.
 */
export async function ledgerHistory(
  db: Database,
  userId: string,
  currency: Currency,
  page: number,
  limit: number,
): Promise<{ rows: LedgerHistoryRow[]; total: number }> {
  const found = await namedRead<HistoryRow>(db, HISTORY_PAGE, [
    userId,
    currency,
    pageOffset(page, limit),
    limit,
  ])
  // Past the last page, the newest move comes alone, its page empty.
  const rows = found.flatMap((row) =>
    row.id === null || row.amount === null || row.balance_after === null || row.activity === null
      ? []
      : [
          {
            id: row.id,
            amount: row.amount,
            balanceAfter: row.balance_after,
            activity: row.activity,
            createdAt: row.created_at!,
          },
        ],
  )
  return { rows, total: found[0]?.total ?? 0 }
}

/**
 * One round trip, as a named statement: the newest move (newestMoveQuery), and beside it the page below its number
 * (historyPageQuery), each read in the order of the ledger's (user, currency, seq) index.
 */
const HISTORY_PAGE = {
  name: 'ledger-history-page',
  text: `select newest.seq as total, moves.id, moves.amount, moves.balance_after, moves.activity, moves.created_at
    from (select seq from ledger_entries where user_id = $1 and currency = $2 order by seq desc limit 1) newest
    left join lateral (
      select id, amount, balance_after, activity, created_at from ledger_entries
      where user_id = $1 and currency = $2 and seq <= newest.seq - $3::bigint
      order by seq desc limit $4
    ) moves on true`,
}

type HistoryRow = {
  total: number
  id: number | null
  amount: number | null
  balance_after: number | null
  activity: string | null
  created_at: Date | null
}

const movesOf = (userId: string, currency: Currency) =>
  and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.currency, currency))

/** The number of the member's newest move in a currency: how many moves they have. */
export function newestMoveQuery(db: Executor, userId: string, currency: Currency) {
  return db
    .select({ seq: ledgerEntries.seq })
    .from(ledgerEntries)
    .where(movesOf(userId, currency))
    .orderBy(desc(ledgerEntries.seq))
    .limit(1)
}

/** `limit` moves numbered `below` and down, newest first. */
export function historyPageQuery(
  db: Executor,
  userId: string,
  currency: Currency,
  below: number,
  limit: number,
) {
  return db
    .select({
      id: ledgerEntries.id,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
      activity: ledgerEntries.activity,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .where(and(movesOf(userId, currency), lte(ledgerEntries.seq, below)))
    .orderBy(desc(ledgerEntries.seq))
    .limit(limit)
}
