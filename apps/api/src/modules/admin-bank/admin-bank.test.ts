import { adminBankPaths } from '@klass/contract/admin-bank'
import { bankPaths } from '@klass/contract/bank'
import { roboPaths } from '@klass/contract/robo'
import { auditLog } from '@klass/db/schema/admin'
import { bankFundOrders } from '@klass/db/schema/bank'
import type { StaffRole } from '@klass/contract/staff'
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app'
import { bangkok } from '../../../test/books'
import { newMember } from '../../../test/economy'
import { staffMember } from '../../../test/staff'

let t: TestApp
let admin: Awaited<ReturnType<typeof staffMember>>
beforeAll(async () => {
  t = await createTestApp({ start: bangkok('2026-06-10T10:00') })
  admin = await staffMember(t, ['admin'])
})
afterAll(async () => {
  await t.close()
})

type Who = { reauth: () => Promise<Record<string, string>> }

async function call(who: Who, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: await who.reauth(), ...(payload ? { payload } : {}) })
}

const at = (path: string, id: string) => path.replace(':id', id)

async function auditOf(entityId: string, action: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id))
}

const rates = (effectiveFrom: string, fixed12 = '2.00') => ({
  effectiveFrom,
  savings: '0.40',
  fixed3: '1.10',
  fixed6: '1.25',
  fixed12,
  fixed24: '2.10',
  fixed36: '2.20',
  thaweesup: '2.30',
})

const newFund = (code: string) => ({
  code,
  name: `กองทุนฝึกหัด Klass ทดสอบ ${code}`,
  riskLevel: 4,
  category: 'กองทุนรวมผสม',
  summary: 'กองทุนฝึกหัดที่ผสมหุ้นและตราสารหนี้',
  description: 'บรรทัดแรกของรายละเอียด\nบรรทัดที่สองของรายละเอียด',
  policy: 'ลงทุนในหุ้นไทยและตราสารหนี้อย่างละครึ่ง',
  frontFee: '1.00',
  managementFee: '1.20',
  minBuy: '500',
  inceptionDate: '2022-01-04',
  startNav: '10.0000',
  drift: '5.00',
  volatility: '12.00',
})

async function openFixed12(m: Awaited<ReturnType<typeof newMember>>) {
  const response = await call(m, 'POST', '/v2/api/bank/openFixed', {
    amount: '1000',
    term: 12,
    atMaturity: 'payout',
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().data.deposit as { id: string; rate: string; rateTableDate: string }
}

async function fixedDeposits(m: Awaited<ReturnType<typeof newMember>>) {
  const response = await call(m, 'GET', bankPaths.accounts)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data.fixed as { id: string; rate: string; rateTableDate: string }[]
}

describe('who may use the practice bank’s back office', () => {
  it.each(['editor', 'campaign', 'support'] satisfies StaffRole[])(
    'refuses %s staff every call with STAFF_ONLY',
    async (role) => {
      const staff = await staffMember(t, [role])
      const someId = '00000000-0000-4000-8000-000000000000'
      const attempts = [
        call(staff, 'GET', adminBankPaths.rateTables),
        call(staff, 'POST', adminBankPaths.rateTables, rates('2026-07-01')),
        call(staff, 'DELETE', at(adminBankPaths.rateTable, someId)),
        call(staff, 'GET', adminBankPaths.funds),
        call(staff, 'POST', adminBankPaths.funds, newFund('KP-NOPE')),
        call(staff, 'PATCH', at(adminBankPaths.fund, someId), { name: 'ชื่อใหม่' }),
        call(staff, 'GET', adminBankPaths.news),
        call(staff, 'DELETE', at(adminBankPaths.newsItem, someId)),
      ]
      for (const response of await Promise.all(attempts)) {
        expect(response.statusCode, response.body).toBe(403)
        expect(response.json().error.code).toBe('STAFF_ONLY')
      }
    },
  )
})

describe('rate tables', () => {
  it('applies a new table to deposits opened from its day, while a deposit opened before keeps its rate', async () => {
    t.clock.set(bangkok('2026-06-10T10:00'))
    const created = await call(admin, 'POST', adminBankPaths.rateTables, rates('2026-06-11', '2.00'))
    expect(created.statusCode, created.body).toBe(201)
    const table = created.json().data
    expect(table).toMatchObject({
      effectiveFrom: '2026-06-11',
      status: 'upcoming',
      editable: true,
      savings: '0.40',
    })
    expect(table.fixed).toContainEqual({ term: 12, rate: '2.00' })
    const audit = await auditOf(table.id, 'bank_rate_table.create')
    expect(audit).toHaveLength(1)
    expect(audit[0]!.after).toMatchObject({ effectiveFrom: '2026-06-11', fixed12Bp: 200, savingsBp: 40 })

    const before = await newMember(t)
    const early = await openFixed12(before)
    expect(early).toMatchObject({ rate: '1.40', rateTableDate: '2026-03-01' })

    t.clock.set(bangkok('2026-06-11T09:00'))
    const after = await newMember(t)
    const later = await openFixed12(after)
    expect(later).toMatchObject({ rate: '2.00', rateTableDate: '2026-06-11' })
    expect((await fixedDeposits(before)).find((d) => d.id === early.id)).toMatchObject({
      rate: '1.40',
      rateTableDate: '2026-03-01',
    })

    const list = (await call(admin, 'GET', adminBankPaths.rateTables)).json().data as {
      id: string
      status: string
      accounts: number
      editable: boolean
    }[]
    expect(list.find((r) => r.id === table.id)).toMatchObject({
      status: 'current',
      accounts: 1,
      editable: false,
    })
  })

  it('refuses a table dated today or in the past, Bangkok time', async () => {
    t.clock.set(bangkok('2026-06-20T00:30'))
    for (const day of ['2026-06-20', '2026-06-19', '2025-12-31']) {
      const response = await call(admin, 'POST', adminBankPaths.rateTables, rates(day))
      expect(response.statusCode, response.body).toBe(400)
      expect(response.json().error.code).toBe('BANK_RATE_TABLE_DATE_NOT_FUTURE')
      expect(response.json().error.message).toMatch(/พรุ่งนี้/)
    }
  })

  it('refuses rates that are not a percent with two decimals', async () => {
    t.clock.set(bangkok('2026-06-20T10:00'))
    const response = await call(admin, 'POST', adminBankPaths.rateTables, {
      ...rates('2026-07-01'),
      savings: '0.125',
      fixed3: '25',
    })
    expect(response.statusCode).toBe(400)
    const fields = response.json().error.details.fields as { field: string; message: string }[]
    expect(fields.map((f) => f.field)).toEqual(expect.arrayContaining(['body.savings', 'body.fixed3']))
  })

  it('edits or deletes an upcoming table, never one in force, and audits both', async () => {
    t.clock.set(bangkok('2026-06-20T10:00'))
    const created = (await call(admin, 'POST', adminBankPaths.rateTables, rates('2026-07-01'))).json().data
    const taken = await call(admin, 'POST', adminBankPaths.rateTables, rates('2026-07-01'))
    expect(taken.json().error.code).toBe('BANK_RATE_TABLE_DATE_TAKEN')

    const edited = await call(
      admin,
      'PATCH',
      at(adminBankPaths.rateTable, created.id),
      rates('2026-07-02', '2.50'),
    )
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json().data).toMatchObject({ effectiveFrom: '2026-07-02' })
    const [audit] = await auditOf(created.id, 'bank_rate_table.update')
    expect(audit).toMatchObject({
      actorId: admin.id,
      before: expect.objectContaining({ effectiveFrom: '2026-07-01', fixed12Bp: 200 }),
      after: expect.objectContaining({ effectiveFrom: '2026-07-02', fixed12Bp: 250 }),
    })

    const current = (await call(admin, 'GET', adminBankPaths.rateTables))
      .json()
      .data.find((r: { status: string }) => r.status === 'current')
    const inForce = await call(admin, 'PATCH', at(adminBankPaths.rateTable, current.id), rates('2026-08-01'))
    expect(inForce.statusCode).toBe(409)
    expect(inForce.json().error.code).toBe('BANK_RATE_TABLE_IN_FORCE')
    const deleteInForce = await call(admin, 'DELETE', at(adminBankPaths.rateTable, current.id))
    expect(deleteInForce.json().error.code).toBe('BANK_RATE_TABLE_IN_FORCE')

    const deleted = await call(admin, 'DELETE', at(adminBankPaths.rateTable, created.id))
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect(await auditOf(created.id, 'bank_rate_table.delete')).toHaveLength(1)
    const list = (await call(admin, 'GET', adminBankPaths.rateTables)).json().data as { id: string }[]
    expect(list.map((r) => r.id)).not.toContain(created.id)
  })
})

describe('practice funds', () => {
  it('adds a fund members then find in their fund list, with a NAV history from its inception', async () => {
    t.clock.set(bangkok('2026-06-22T10:00'))
    const created = await call(admin, 'POST', adminBankPaths.funds, newFund('kp-test1'))
    expect(created.statusCode, created.body).toBe(201)
    const fund = created.json().data
    expect(fund).toMatchObject({
      code: 'KP-TEST1',
      practice: true,
      frontFee: '1.00',
      minBuy: '500.00',
      startNav: '10.0000',
      drift: '5.00',
      volatility: '12.00',
      description: ['บรรทัดแรกของรายละเอียด', 'บรรทัดที่สองของรายละเอียด'],
    })
    expect(fund.nav).toMatch(/^\d+\.\d{4}$/)
    expect(await auditOf(fund.id, 'bank_fund.create')).toHaveLength(1)

    const again = await call(admin, 'POST', adminBankPaths.funds, newFund('KP-TEST1'))
    expect(again.json().error.code).toBe('FUND_CODE_TAKEN')

    const member = await newMember(t)
    const search = await call(member, 'GET', `${bankPaths.searchFund}?level=4&q=KP-TEST1`)
    expect(search.statusCode, search.body).toBe(200)
    expect(search.json().items).toEqual([expect.objectContaining({ code: 'KP-TEST1', nav: fund.nav })])

    const nav = (await call(admin, 'GET', at(adminBankPaths.fundNav, fund.id))).json().data
    expect(nav.history[0]).toEqual({ date: '2022-01-04', nav: '10.0000' })
    expect(nav.history.at(-1)).toEqual({ date: fund.navDate, nav: fund.nav })
  })

  it('refuses a fund that begins in the future', async () => {
    t.clock.set(bangkok('2026-06-22T10:00'))
    const response = await call(admin, 'POST', adminBankPaths.funds, {
      ...newFund('KP-LATER'),
      inceptionDate: '2026-06-23',
    })
    expect(response.json().error.code).toBe('FUND_INCEPTION_IN_FUTURE')
  })

  it('edits a fund’s words and fees; its NAV path stays, and an order placed before keeps its fee', async () => {
    t.clock.set(bangkok('2026-06-22T10:00'))
    const fund = (await call(admin, 'POST', adminBankPaths.funds, newFund('KP-TEST2'))).json().data
    const member = await newMember(t)
    const bought = await call(member, 'POST', '/v2/api/bank/buyFund', { code: 'KP-TEST2', amount: '1000' })
    expect(bought.statusCode, bought.body).toBe(201)

    const edited = await call(admin, 'PATCH', at(adminBankPaths.fund, fund.id), {
      name: 'กองทุนฝึกหัด Klass ผสมชื่อใหม่',
      frontFee: '0.50',
      // A NAV parameter is not an editable field: it is dropped, the path stays.
      drift: '30.00',
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json().data).toMatchObject({
      name: 'กองทุนฝึกหัด Klass ผสมชื่อใหม่',
      frontFee: '0.50',
      drift: '5.00',
      nav: fund.nav,
    })
    const [audit] = await auditOf(fund.id, 'bank_fund.update')
    expect(audit).toMatchObject({
      before: expect.objectContaining({ frontFeeBp: 100, name: fund.name }),
      after: expect.objectContaining({ frontFeeBp: 50, driftBp: 500 }),
    })

    const orders = await t.db.select().from(bankFundOrders).where(eq(bankFundOrders.userId, member.id))
    expect(orders.map((o) => o.fee)).toEqual([10_00])
    const second = await call(member, 'POST', '/v2/api/bank/buyFund', { code: 'KP-TEST2', amount: '1000' })
    expect(second.statusCode, second.body).toBe(201)
    const fees = (await t.db.select().from(bankFundOrders).where(eq(bankFundOrders.userId, member.id))).map(
      (o) => o.fee,
    )
    expect(fees.sort((a, b) => a - b)).toEqual([5_00, 10_00])
  })
})

describe('robo news', () => {
  it('publishes, edits and withdraws an article, and the member’s news call follows each change', async () => {
    t.clock.set(bangkok('2026-11-27T10:00'))
    const member = await newMember(t)
    const memberNews = async () => {
      const response = await call(member, 'GET', `${roboPaths.news}?limit=5`)
      expect(response.statusCode, response.body).toBe(200)
      return response.json().items as { slug: string; title: string; publishedOn: string }[]
    }

    const created = await call(admin, 'POST', adminBankPaths.news, {
      slug: 'dca-in-a-falling-market',
      title: 'DCA ตอนตลาดขาลง ได้อะไร',
      summary: 'ซื้อสม่ำเสมอทุกเดือนช่วยเฉลี่ยต้นทุนอย่างไร',
      body: 'ย่อหน้าแรก\nย่อหน้าที่สอง',
      tags: 'DCA, กองทุน',
    })
    expect(created.statusCode, created.body).toBe(201)
    const news = created.json().data
    expect(news).toMatchObject({
      publishedOn: '2026-11-27',
      tags: ['DCA', 'กองทุน'],
      body: ['ย่อหน้าแรก', 'ย่อหน้าที่สอง'],
    })
    expect((await memberNews())[0]).toMatchObject({
      slug: 'dca-in-a-falling-market',
      title: 'DCA ตอนตลาดขาลง ได้อะไร',
    })

    const edited = await call(admin, 'PATCH', at(adminBankPaths.newsItem, news.id), {
      title: 'DCA ตอนตลาดขาลง',
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect((await memberNews())[0]).toMatchObject({
      slug: 'dca-in-a-falling-market',
      title: 'DCA ตอนตลาดขาลง',
    })

    const future = await call(admin, 'PATCH', at(adminBankPaths.newsItem, news.id), {
      publishedOn: '2026-11-28',
    })
    expect(future.json().error.code).toBe('ROBO_NEWS_DATE_FUTURE')

    const list = (await call(admin, 'GET', `${adminBankPaths.news}?limit=2`)).json()
    expect(list.items[0]).toMatchObject({ id: news.id })
    expect(list.total).toBeGreaterThan(2)

    const removed = await call(admin, 'DELETE', at(adminBankPaths.newsItem, news.id))
    expect(removed.statusCode, removed.body).toBe(200)
    expect((await memberNews()).map((n) => n.slug)).not.toContain('dca-in-a-falling-market')

    expect(await auditOf(news.id, 'robo_news.create')).toHaveLength(1)
    const [update] = await auditOf(news.id, 'robo_news.update')
    expect(update).toMatchObject({
      before: expect.objectContaining({ title: 'DCA ตอนตลาดขาลง ได้อะไร' }),
      after: expect.objectContaining({ title: 'DCA ตอนตลาดขาลง' }),
    })
    const [deletion] = await auditOf(news.id, 'robo_news.delete')
    expect(deletion!.before).toMatchObject({ slug: 'dca-in-a-falling-market' })
  })
})
