import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, registerMember, type TestApp } from '../../test/app'
import { memberIdOf } from '../../test/economy'
import { historyPageQuery, ledgerHistory, newestMoveQuery } from './ledger'
import { nodesOfExplained } from '../../test/plans'

// Issue 18: a member with years of koin moves reads their history a page at a time. PostgreSQL is asked how
// it reads the pages of 100,000 moves, and the pages are checked against the moves themselves.

const MOVES = 100_000
let t: TestApp
let userId: string
beforeAll(async () => {
  t = await createTestApp()
  const member = await registerMember(t.app)
  userId = await memberIdOf(t, member.email)
  // The welcome gift is move 1; these are moves 2 to 100,001, one hundredth of a koin each.
  await t.pool.query(
    `insert into ledger_entries (user_id, currency, amount, balance_after, reason, activity, seq)
     select $1, 'koin', 1, 5000 + n, 'TEST', 'กิจกรรมที่ ' || n, n + 1 from generate_series(1, $2::int) as n`,
    [userId, MOVES],
  )
  await t.pool.query('update users set koin = koin + $2 where id = $1', [userId, MOVES])
  await t.pool.query('analyze ledger_entries')
})
afterAll(() => t.close())

/** PostgreSQL's plan of a query as it ran. */
async function planOf(query: { toSQL: () => { sql: string; params: unknown[] } }) {
  const { sql, params } = query.toSQL()
  const { rows } = await t.pool.query(`explain (analyze, format json) ${sql}`, params)
  return nodesOfExplained(rows)
}

describe('a koin history of 100,000 moves', () => {
  it('answers the first, a middle and the last page with the right moves and the count of all', async () => {
    const first = await ledgerHistory(t.db, userId, 'koin', 1, 10)
    expect(first.total).toBe(MOVES + 1)
    expect(first.rows.map((row) => row.activity)).toEqual(
      Array.from({ length: 10 }, (_, i) => `กิจกรรมที่ ${MOVES - i}`),
    )
    const middle = await ledgerHistory(t.db, userId, 'koin', 5_000, 10)
    expect(middle.rows[0]!.activity).toBe(`กิจกรรมที่ ${MOVES - 49_990}`)
    const last = await ledgerHistory(t.db, userId, 'koin', 10_001, 10)
    expect(last.rows).toHaveLength(1)
    expect(last.rows[0]!.amount).toBe(5000)
    expect((await ledgerHistory(t.db, userId, 'koin', 10_002, 10)).rows).toEqual([])
  })

  it('reads a page, not the history: no sequential scan, no sort, and no more rows than a page', async () => {
    for (const [label, query] of [
      ['the newest move', newestMoveQuery(t.db, userId, 'koin')],
      ['page 5,000', historyPageQuery(t.db, userId, 'koin', MOVES + 1 - 49_990, 10)],
    ] as const) {
      const nodes = await planOf(query)
      expect(
        nodes.map((n) => n['Node Type']),
        label,
      ).not.toContain('Seq Scan')
      expect(
        nodes.map((n) => n['Node Type']),
        label,
      ).not.toContain('Sort')
      expect(Math.max(...nodes.map((n) => n['Actual Rows'] ?? 0)), label).toBeLessThanOrEqual(10)
    }
  })
})
