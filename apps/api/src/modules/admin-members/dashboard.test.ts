import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { policyVersions } from '@klass/contract/policy'
import { memberActivities, users } from '@klass/db/schema/core'
import { storeItems, storePurchases } from '@klass/db/schema/store'
import { createTestApp, uniqueEmail, type TestApp } from '../../../test/app'
import { newMember } from '../../../test/economy'
import { nodesOfExplained } from '../../../test/plans'
import { staffMember } from '../../../test/staff'
import { moveBalance } from '../../ledger/ledger'
import type { ActivityKind } from '../../lib/activity'
import { bangkokInstant } from '../../lib/time'
import * as repo from './admin-members.repo'

// A small known month: three members join on 8 and 9 March 2025 (Bangkok), do a few things and move a few
// koins; the dashboard for 8–10 March must show exactly these figures, day by day in Bangkok's calendar.

let t: TestApp
let staff: Awaited<ReturnType<typeof staffMember>>
const at = (date: string, hour: number, minute = 0) => bangkokInstant(date, hour, minute)

async function member(joined: Date) {
  const [row] = await t.db
    .insert(users)
    .values({
      email: uniqueEmail('dashboard'),
      passwordHash: null,
      displayName: 'สมาชิกภาพรวม',
      termsAcceptedAt: joined,
      termsVersion: policyVersions.law,
      privacyVersion: policyVersions.personal,
      createdAt: joined,
    })
    .returning({ id: users.id })
  return row!.id
}

const did = (userId: string, kind: ActivityKind, when: Date) =>
  t.db.insert(memberActivities).values({ userId, kind, createdAt: when })

const koins = (userId: string, amount: number, when: Date, reason = 'TEST') =>
  t.db.transaction((tx) =>
    moveBalance(tx, { userId, currency: 'koin', amount, reason, activity: 'ทดสอบ', at: when }),
  )

beforeAll(async () => {
  t = await createTestApp({ start: at('2025-03-10', 12) })
  // The staff member's own 50.00 starting koins are moved at the clock's now: 10 March.
  staff = await staffMember(t, ['editor'])
  const a = await member(at('2025-03-08', 10))
  const b = await member(at('2025-03-09', 10))
  // 00:30 in Bangkok on 9 March is still 8 March in UTC: counted on the 9th.
  const c = await member(at('2025-03-09', 0, 30))
  await did(a, 'event.joined', at('2025-03-01', 9))
  await did(a, 'quiz.daily.answered', at('2025-03-08', 11))
  await did(a, 'quiz.daily.answered', at('2025-03-09', 11))
  await did(b, 'game.hangman.played', at('2025-03-09', 12))
  await did(b, 'game.crossword.played', at('2025-03-09', 13))
  await did(c, 'post.read', at('2025-03-09', 0, 40))
  await koins(a, 10_00, at('2025-03-08', 11))
  await koins(a, -3_00, at('2025-03-09', 11))
  await koins(b, 5_00, at('2025-03-09', 12))
  // Refunds on the 9th (a cancelled order, a cancelled event seat) give back 3.00 of the 6.00 spent that day:
  // they are not koins issued, and the day's spending is what stayed spent.
  await koins(b, -3_00, at('2025-03-09', 14))
  await koins(b, 2_00, at('2025-03-09', 15), 'STORE_REFUND')
  await koins(a, 1_00, at('2025-03-09', 16), 'EVENT_REFUND')
  const [item] = await t.db
    .insert(storeItems)
    .values({
      slug: `dashboard-${randomUUID()}`,
      name: 'กระบอกน้ำ Klass',
      summary: 'ของรางวัล',
      description: [],
      conditions: [],
      type: 'physical-gift',
      image: 'public/demo/store/bottle.svg',
      price: 1_00,
      stockTotal: 10,
      stockRemaining: 8,
    })
    .returning({ id: storeItems.id })
  for (const status of ['preparing', 'preparing', 'shipped'])
    await t.db.insert(storePurchases).values({
      id: randomUUID(),
      userId: a,
      itemId: item!.id,
      quantity: 1,
      unitPrice: 1_00,
      totalPrice: 1_00,
      status,
    })
})
afterAll(() => t.close())

const dashboardOf = (query: string, headers = staff.auth) =>
  t.app.inject({ method: 'GET', url: `/v2/api/admin/dashboard?${query}`, headers })

describe('the dashboard', () => {
  it('matches the known members, activity and koins, day by day in Bangkok', async () => {
    const response = await dashboardOf('from=2025-03-08&to=2025-03-10')
    expect(response.statusCode, response.body).toBe(200)
    const data = response.json().data
    expect(data).toMatchObject({
      members_total: 4,
      members_new_this_week: 3,
      active_today: 0,
      active_7_days: 3,
      active_30_days: 3,
      gifts_awaiting_shipment: 2,
      period: {
        new_members: 3,
        active_members: 3,
        quiz_completions: 2,
        game_completions: 2,
        koins_issued: '65.00',
        koins_spent: '3.00',
      },
    })
    expect(data.days).toEqual([
      {
        date: '2025-03-08',
        new_members: 1,
        active_members: 1,
        quiz_completions: 1,
        game_completions: 0,
        koins_issued: '10.00',
        koins_spent: '0.00',
      },
      {
        date: '2025-03-09',
        new_members: 2,
        active_members: 3,
        quiz_completions: 1,
        game_completions: 2,
        koins_issued: '5.00',
        koins_spent: '3.00',
      },
      {
        date: '2025-03-10',
        new_members: 0,
        active_members: 0,
        quiz_completions: 0,
        game_completions: 0,
        koins_issued: '50.00',
        koins_spent: '0.00',
      },
    ])
  })

  it('is open to every staff role and closed to a plain member', async () => {
    for (const role of ['admin', 'campaign', 'support'] as const) {
      const other = await staffMember(t, [role])
      expect((await dashboardOf('from=2025-03-10&to=2025-03-10', other.auth)).statusCode).toBe(200)
    }
    const plain = await newMember(t)
    const refused = await dashboardOf('from=2025-03-10&to=2025-03-10', plain.auth)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.code).toBe('STAFF_ONLY')
  })

  it('refuses a period backwards, in the future or longer than 92 days', async () => {
    for (const query of [
      'from=2025-03-09&to=2025-03-08',
      'from=2025-03-10&to=2025-03-11',
      'from=2024-12-01&to=2025-03-10',
    ]) {
      const refused = await dashboardOf(query)
      expect(refused.statusCode, query).toBe(400)
      expect(refused.json().error.code).toBe('DASHBOARD_PERIOD_INVALID')
    }
    expect((await dashboardOf('from=8/3/2025&to=2025-03-10')).json().error.code).toBe('VALIDATION_FAILED')
  })

  it('downloads each table as CSV with a byte order mark and Thai column names', async () => {
    const days = await t.app.inject({
      method: 'GET',
      url: '/v2/api/admin/dashboard/export?from=2025-03-08&to=2025-03-09&table=days',
      headers: staff.auth,
    })
    expect(days.statusCode, days.body).toBe(200)
    expect(days.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(days.headers['content-disposition']).toBe(
      'attachment; filename="klass-daily-2025-03-08-2025-03-09.csv"',
    )
    expect(days.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    expect(days.body.slice(1).split('\r\n')).toEqual([
      'วันที่,สมาชิกใหม่,สมาชิกที่ใช้งาน,ทำแบบทดสอบ (ครั้ง),เล่นเกม (ครั้ง),koin ที่แจก,koin ที่ใช้',
      '2025-03-08,1,1,1,0,10.00,0.00',
      '2025-03-09,2,3,1,2,5.00,3.00',
      '',
    ])
    const summary = await t.app.inject({
      method: 'GET',
      url: '/v2/api/admin/dashboard/export?from=2025-03-08&to=2025-03-09&table=summary',
      headers: staff.auth,
    })
    const lines = summary.body.slice(1).split('\r\n')
    expect(lines[0]).toBe('ตัวเลข,จำนวน')
    expect(lines).toContain('ของรางวัลรอจัดส่ง,2')
    expect(lines).toContain('koin ที่ใช้ (2025-03-08 ถึง 2025-03-09),3.00')
  })

  it('reads a period through the indexes led by the date, never the whole table', async () => {
    const start = at('2025-03-08', 0)
    const end = at('2025-03-11', 0)
    // The tables are small here: PostgreSQL is told to avoid reading them whole, and must find an index to use.
    for (const [query, index] of [
      [repo.newMembersByDay(t.db, start, end), 'users_created_at_idx'],
      [repo.activityByDay(t.db, start, end), 'member_activities_created_at_idx'],
      [repo.koinsByDay(t.db, start, end), 'ledger_entries_koin_created_idx'],
    ] as const) {
      const { sql, params } = query.toSQL()
      const client = await t.pool.connect()
      try {
        await client.query('set enable_seqscan = off')
        const { rows } = await client.query(`explain (format json) ${sql}`, params)
        const nodes = nodesOfExplained(rows)
        expect(nodes.map((node) => node['Index Name'])).toContain(index)
        expect(nodes.some((node) => node['Node Type'] === 'Seq Scan')).toBe(false)
      } finally {
        client.release()
      }
    }
  })
})
