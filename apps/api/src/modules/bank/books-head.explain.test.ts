import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app'
import { newMember } from '../../../test/economy'
import { booksHead, prepareBooksHead } from './bank.repo'
import { createBankService } from './bank.service'
import { nodesOfExplained } from '../../../test/plans'

// Issue 18: every read of the practice bank first asks for the member's books head (the savings row's version
// and when something next falls due), as a prepared statement that PostgreSQL soon runs on a generic plan, one
// made without the member's id. With 20,000 members' savings about, that plan must still read one row by index.

const MEMBERS = 20_000
let t: TestApp
let userId: string
beforeAll(async () => {
  t = await createTestApp()
  await t.pool.query(
    `insert into users (email, display_name, terms_accepted_at, terms_version, privacy_version)
     select 'books-head-' || i || '@klass.test', 'สมาชิก ' || i, now(), 'v', 'v' from generate_series(1, $1::int) as i`,
    [MEMBERS],
  )
  await t.pool.query(
    `insert into bank_accounts (user_id, kind, number, opened_at, opened_on, due_at)
     select id, 'savings', 'savings-' || id, now(), current_date, now() from users
     where email like 'books-head-%'`,
  )
  await t.pool.query('analyze users, bank_accounts')
  const member = await newMember(t)
  userId = member.id
  await createBankService({ db: t.db, clock: t.clock }).accounts(userId, 1, 20)
})
afterAll(() => t.close())

describe('the books head of one member among many', () => {
  it('answers the savings row’s version and when the books next fall due', async () => {
    const head = await booksHead(t.db, userId)
    const { rows } = await t.pool.query(
      `select xmin::text as version, due_at from bank_accounts where user_id = $1 and kind = 'savings'`,
      [userId],
    )
    expect(head).toEqual({ version: rows[0].version, dueAt: rows[0].due_at })
    expect(await booksHead(t.db, '00000000-0000-4000-8000-000000000000')).toBeUndefined()
  })

  it('reads one row by index on the generic plan of the prepared statement', async () => {
    const { sql, params } = prepareBooksHead(t.db).getQuery()
    expect(params.slice(1)).toEqual(['savings'])
    const client = await t.pool.connect()
    try {
      await client.query('set plan_cache_mode = force_generic_plan')
      await client.query(`prepare books_head_generic as ${sql}`)
      const { rows } = await client.query(
        `explain (analyze, format json) execute books_head_generic('${userId}', 'savings')`,
      )
      const nodes = nodesOfExplained(rows)
      expect(nodes.map((n) => n['Node Type'])).not.toContain('Seq Scan')
      expect(nodes.some((n) => n['Index Name']?.startsWith('bank_accounts_'))).toBe(true)
      expect(Math.max(...nodes.map((n) => n['Actual Rows'] ?? 0))).toBe(1)
    } finally {
      await client.query('deallocate all')
      await client.query('reset plan_cache_mode')
      client.release()
    }
  })
})
