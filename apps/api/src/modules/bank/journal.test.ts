import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bankAccounts } from '@klass/db/schema/bank'
import { createTestApp, type TestApp } from '../../../test/app'
import { newMember } from '../../../test/economy'
import { postEntry } from './journal'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

/** A member with a savings account of the given balance, moved in by a balanced entry. */
async function savingsWith(balance: number) {
  const member = await newMember(t)
  const [account] = await t.db
    .insert(bankAccounts)
    .values({
      userId: member.id,
      kind: 'savings',
      number: `900-0-${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}-${Math.floor(Math.random() * 10)}`,
      openedAt: new Date(),
      openedOn: '2026-11-25',
    })
    .returning()
  await t.db.transaction((tx) =>
    postEntry(tx, {
      userId: member.id,
      kind: 'PRACTICE_ISSUED',
      description: 'ทดสอบ',
      at: new Date(),
      lines: [
        { account: account!.id, amount: balance },
        { house: 'practice_issued', amount: -balance },
      ],
    }),
  )
  return { userId: member.id, accountId: account!.id }
}

/** What PostgreSQL said when it refused (drizzle wraps its error). */
async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work
  } catch (error) {
    const cause = (error as { cause?: { message?: string; constraint?: string } }).cause
    return `${cause?.constraint ?? ''} ${cause?.message ?? (error as Error).message}`
  }
  return 'accepted'
}

async function balanceOf(accountId: string) {
  const [row] = await t.db
    .select({ balance: bankAccounts.balance })
    .from(bankAccounts)
    .where(eq(bankAccounts.id, accountId))
  return row!.balance
}

describe('the practice bank journal', () => {
  it('moves a member account’s balance by its lines', async () => {
    const { accountId } = await savingsWith(1_000_000)
    expect(await balanceOf(accountId)).toBe(1_000_000)
  })

  it('refuses an entry whose lines do not sum to zero before anything is written', async () => {
    const { userId, accountId } = await savingsWith(1_000)
    await expect(
      t.db.transaction((tx) =>
        postEntry(tx, {
          userId,
          kind: 'SAVINGS_INTEREST',
          description: 'ทดสอบ',
          at: new Date(),
          lines: [
            { account: accountId, amount: 500 },
            { house: 'interest_paid', amount: -499 },
          ],
        }),
      ),
    ).rejects.toThrow('journal entry SAVINGS_INTEREST does not balance: 1')
    expect(await balanceOf(accountId)).toBe(1_000)
  })

  it('refuses an amount that is not whole satang before anything is written', async () => {
    const { userId, accountId } = await savingsWith(1_000)
    await expect(
      t.db.transaction((tx) =>
        postEntry(tx, {
          userId,
          kind: 'SAVINGS_INTEREST',
          description: 'ทดสอบ',
          at: new Date(),
          lines: [
            { account: accountId, amount: 0.5 },
            { house: 'interest_paid', amount: -0.5 },
          ],
        }),
      ),
    ).rejects.toThrow('journal amount 0.5 is not whole satang')
    expect(await balanceOf(accountId)).toBe(1_000)
  })

  it('writes nothing for an entry whose lines are all zero, and keeps what the entry refers to', async () => {
    const { userId, accountId } = await savingsWith(1_000)
    const skipped = await t.db.transaction((tx) =>
      postEntry(tx, {
        userId,
        kind: 'SAVINGS_INTEREST',
        description: 'ดอกเบี้ยศูนย์',
        at: new Date(),
        lines: [
          { account: accountId, amount: 0 },
          { house: 'interest_paid', amount: 0 },
        ],
      }),
    )
    expect(skipped).toBe(0)
    const posted = await t.db.transaction((tx) =>
      postEntry(tx, {
        userId,
        kind: 'SAVINGS_INTEREST',
        description: 'ดอกเบี้ย',
        refId: accountId,
        at: new Date(),
        lines: [
          { account: accountId, amount: 5 },
          { house: 'interest_paid', amount: -5 },
        ],
      }),
    )
    const rows = await t.db.execute<{ id: string; ref_id: string | null }>(
      sql`select id, ref_id from bank_journal_entries where user_id = ${userId} and kind = 'SAVINGS_INTEREST'`,
    )
    expect(rows.rows.map((r) => ({ id: Number(r.id), refId: r.ref_id }))).toEqual([
      { id: posted, refId: accountId },
    ])
  })

  it('refuses an unbalanced entry at commit even when written around the journal code', async () => {
    const { userId, accountId } = await savingsWith(1_000)
    const said = await refusal(
      t.db.transaction(async (tx) => {
        const entry = await tx.execute<{ id: string }>(
          sql`insert into bank_journal_entries (user_id, kind, description, occurred_at)
              values (${userId}, 'SAVINGS_INTEREST', 'ทดสอบ', now()) returning id`,
        )
        await tx.execute(
          sql`insert into bank_journal_lines (entry_id, user_id, account_id, amount, occurred_at)
              values (${entry.rows[0]!.id}, ${userId}, ${accountId}, 700, now())`,
        )
      }),
    )
    expect(said).toMatch(/bank_journal_entry_balanced .*unbalanced journal entry/)
    expect(await balanceOf(accountId)).toBe(1_000)
  })

  it('refuses a movement that would take a member account below zero', async () => {
    const { userId, accountId } = await savingsWith(1_000)
    const said = await refusal(
      t.db.transaction((tx) =>
        postEntry(tx, {
          userId,
          kind: 'FUND_BUY_PLACED',
          description: 'ทดสอบ',
          at: new Date(),
          lines: [
            { account: accountId, amount: -1_001 },
            { house: 'fund_cash', amount: 1_001 },
          ],
        }),
      ),
    )
    expect(said).toMatch(/^bank_accounts_balance_nonnegative /)
    expect(await balanceOf(accountId)).toBe(1_000)
  })

  it('refuses to change or delete a posted line or entry', async () => {
    const { accountId } = await savingsWith(1_000)
    expect(
      await refusal(
        t.db.execute(sql`update bank_journal_lines set amount = amount + 1 where account_id = ${accountId}`),
      ),
    ).toMatch(/append-only/)
    expect(
      await refusal(t.db.execute(sql`delete from bank_journal_lines where account_id = ${accountId}`)),
    ).toMatch(/append-only/)
    expect(
      await refusal(
        t.db.execute(
          sql`delete from bank_journal_entries where id in (select entry_id from bank_journal_lines where account_id = ${accountId})`,
        ),
      ),
    ).toMatch(/append-only/)
    expect(await balanceOf(accountId)).toBe(1_000)
  })
})
