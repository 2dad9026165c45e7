import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import type { TestApp } from './app'

/** A Bangkok wall-clock time, "2026-01-05T10:00". */
export function bangkok(local: string): Date {
  return new Date(`${local}:00+07:00`)
}

/**
 * The practice bank's books hold together: each journal entry sums to zero, every member account's balance is
 * the sum of its lines, and no member account is below zero.
 */
export async function expectBooksBalanced(t: TestApp): Promise<void> {
  const unbalanced = await t.db.execute(
    sql`select entry_id from bank_journal_lines group by entry_id having sum(amount) <> 0`,
  )
  expect(unbalanced.rows, 'journal entries that do not sum to zero').toEqual([])
  const drift = await t.db.execute(sql`
    select a.id, a.kind, a.balance, coalesce(sum(l.amount), 0) as lines from bank_accounts a
    left join bank_journal_lines l on l.account_id = a.id
    group by a.id, a.kind, a.balance
    having a.balance <> coalesce(sum(l.amount), 0) or a.balance < 0`)
  expect(drift.rows, 'accounts whose balance is not the sum of their lines, or below zero').toEqual([])
}
