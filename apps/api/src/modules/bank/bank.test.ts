import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { BankAccounts } from '@klass/contract/bank'
import { expectEveryAnswer } from '../../../test/answers'
import { createTestApp, type TestApp } from '../../../test/app'
import { bangkok, expectBooksBalanced } from '../../../test/books'
import { newMember } from '../../../test/economy'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ start: bangkok('2026-01-05T10:00') })
})
afterAll(async () => {
  await t.close()
})

afterEach(async () => {
  await expectBooksBalanced(t)
})

type Member = Awaited<ReturnType<typeof newMember>>

async function member(at: string): Promise<Member> {
  t.clock.set(bangkok(at))
  return newMember(t)
}

async function accounts(m: Member, query = ''): Promise<BankAccounts> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/v2/api/bank/accounts${query}`,
    headers: await m.reauth(),
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data
}

async function send(m: Member, call: string, payload: object, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/v2/api/bank/${call}`,
    headers: { ...(await m.reauth()), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  })
}

async function openFixed(m: Member, amount: string, term: number, atMaturity = 'payout') {
  const response = await send(m, 'openFixed', { amount, term, atMaturity })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().data.deposit
}

describe('a member’s first visit to the practice bank', () => {
  it('opens a savings account with ฿10,000 practice money, said so in the statement', async () => {
    const m = await member('2026-01-05T10:00')
    const books = await accounts(m)
    expect(books.practice).toBe(true)
    expect(books.savings.balance).toBe('10000.00')
    expect(books.netWorth).toBe('10000.00')
    expect(books.savings.number).toMatch(/^1\d{2}-\d-\d{5}-\d$/)
    expect(books.statement.items).toEqual([
      expect.objectContaining({
        account: 'savings',
        amount: '10000.00',
        description: 'รับเงินฝึกหัดเริ่มต้นเข้าบัญชีออมทรัพย์',
      }),
    ])
    expect(books.rates).toMatchObject({ effectiveFrom: '2025-01-01', savings: '0.50', thaweesup: '2.10' })
  })

  it('opens one savings account however many first requests arrive at once', async () => {
    const m = await member('2026-01-05T10:00')
    const headers = await m.reauth()
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => t.app.inject({ method: 'GET', url: '/v2/api/bank/accounts', headers })),
    )
    expectEveryAnswer(responses, { 200: 8 })
    expect(new Set(responses.map((r) => r.json().data.savings.balance))).toEqual(new Set(['10000.00']))
    const [row] = (
      await t.db.execute<{ n: string }>(
        sql`select count(*) as n from bank_journal_entries where user_id = ${m.id} and kind = 'PRACTICE_ISSUED'`,
      )
    ).rows
    expect(Number(row!.n)).toBe(1)
  })

  it('asks for a sign-in without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v2/api/bank/accounts' })
    expect(response.statusCode).toBe(401)
  })
})

describe('fixed deposits', () => {
  it('pays a 12-month deposit at maturity to the satang, with the savings interest of both half-years', async () => {
    const m = await member('2026-01-05T10:00')
    const deposit = await openFixed(m, '5000', 12)
    // ฿5,000 at the 2025 table's 1.60 % for 365 days: 500,000 × 160 × 365 / (365 × 10,000) = 8,000 satang.
    expect(deposit).toMatchObject({
      principal: '5000.00',
      rate: '1.60',
      rateTableDate: '2025-01-01',
      openedOn: '2026-01-05',
      maturesOn: '2027-01-05',
      maturity: { interest: '80.00', tax: '12.00', payout: '5068.00' },
    })
    t.clock.set(bangkok('2027-01-05T09:00'))
    const books = await accounts(m)
    expect(books.fixed).toEqual([])
    // Savings grows by ฿1,000 practice money on each 1st. Interest, January–June 2026, in satang × days × bp:
    //   500,000 × 27 × 50 (5–31 Jan) + 600,000 × 28 × 50 (Feb) + 700,000 × 31 × 30 (Mar, the 2026 table)
    //   + 800,000 × 30 × 30 + 900,000 × 31 × 30 + 1,000,000 × 30 × 30 = 4,623,000,000 → ÷ 3,650,000 = ฿12.66.
    // July–December on 1,101,266 rising by 100,000 a month at 0.30 %:
    //   30 × (1,101,266 × 31 + 1,201,266 × 31 + 1,301,266 × 30 + 1,401,266 × 31 + 1,501,266 × 30
    //   + 1,601,266 × 31) = 7,455,988,320 → ฿20.42.
    // 5,000 + 12 × 1,000 (1 Feb 2026 … 1 Jan 2027) + 12.66 + 20.42 + 5,068 (the deposit) = ฿22,101.08.
    expect(books.savings.balance).toBe('22101.08')
    const lines = books.statement.items.map((l) => [l.account, l.amount, l.description])
    expect(lines).toContainEqual(['savings', '5068.00', expect.stringContaining('ครบกำหนด รับเงินต้นและดอกเบี้ย')])
    expect(lines).toContainEqual([
      'savings',
      '12.66',
      expect.stringContaining('ดอกเบี้ยออมทรัพย์ ม.ค.–มิ.ย. 2569'),
    ])
    expect(lines).toContainEqual([
      'savings',
      '20.42',
      expect.stringContaining('ดอกเบี้ยออมทรัพย์ ก.ค.–ธ.ค. 2569'),
    ])
  })

  it('renews a deposit for the same term at the rate table of the renewal day, paying the interest to savings', async () => {
    const m = await member('2026-01-05T10:00')
    const deposit = await openFixed(m, '2000', 3, 'renew')
    expect(deposit.rate).toBe('1.20')
    t.clock.set(bangkok('2026-04-06T09:00'))
    const [renewed] = (await accounts(m)).fixed
    // First term 5 Jan–5 Apr 2026: 90 days; 200,000 × 120 × 90 / 3,650,000 = 591.78 → ฿5.91, tax ฿0.88.
    // Renewed on 5 Apr 2026 under the 1 Mar 2026 table: 3 months at 1.00 %.
    expect(renewed).toMatchObject({
      id: deposit.id,
      principal: '2000.00',
      rate: '1.00',
      rateTableDate: '2026-03-01',
      maturesOn: '2026-07-05',
      renewals: 1,
    })
    const books = await accounts(m)
    expect(books.statement.items.map((l) => l.amount)).toContain('5.03')
  })

  it('shows what an early close gives up before three months, and pays back only the principal', async () => {
    const m = await member('2026-04-10T10:00')
    const deposit = await openFixed(m, '10000', 6)
    t.clock.set(bangkok('2026-06-10T10:00'))
    const shown = (await accounts(m)).fixed[0]!
    // Six months at 1.15 % (1 Mar 2026 table), 183 days: 1,000,000 × 115 × 183 / 3,650,000 = 5,765.75 → ฿57.65;
    // tax ฿8.64; the member gives up ฿49.01.
    expect(shown.maturity).toEqual({ interest: '57.65', tax: '8.64', payout: '10049.01' })
    expect(shown.earlyClose).toMatchObject({
      interest: '0.00',
      tax: '0.00',
      payout: '10000.00',
      forgone: '49.01',
    })
    expect(shown.earlyClose.rule).toContain('ไม่ได้รับดอกเบี้ย')
    const response = await send(m, 'closeFixed', { id: deposit.id })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({ interest: '0.00', tax: '0.00', payout: '10000.00' })
  })

  it('pays the savings rate for the days held when closed after three months, tax withheld', async () => {
    const m = await member('2026-04-10T10:00')
    const deposit = await openFixed(m, '10000', 6)
    t.clock.set(bangkok('2026-09-10T10:00'))
    // 153 days at the savings rate 0.30 %: 1,000,000 × 30 × 153 / 3,650,000 = 1,257.53 → ฿12.57; tax ฿1.88.
    const response = await send(m, 'closeFixed', { id: deposit.id })
    expect(response.json().data).toMatchObject({ interest: '12.57', tax: '1.88', payout: '10010.69' })
  })

  it('a new rate table does not change a deposit already open', async () => {
    const m = await member('2026-02-20T10:00')
    const deposit = await openFixed(m, '1000', 12)
    t.clock.set(bangkok('2026-03-02T10:00'))
    const [shown] = (await accounts(m)).fixed
    expect(shown).toMatchObject({ id: deposit.id, rate: '1.60', rateTableDate: '2025-01-01' })
    expect((await accounts(m)).rates.effectiveFrom).toBe('2026-03-01')
  })

  it('pays one payout when two closes of the same deposit arrive at once', async () => {
    const m = await member('2026-04-10T10:00')
    const deposit = await openFixed(m, '3000', 12)
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => send(m, 'closeFixed', { id: deposit.id })),
    )
    expectEveryAnswer(responses, { 200: 1, '409 BANK_ACCOUNT_CLOSED': 5 })
    expect((await accounts(m)).savings.balance).toBe('10000.00')
  })

  it('opens one deposit for a repeated request with the same idempotency key', async () => {
    const m = await member('2026-04-10T10:00')
    const body = { amount: '1500.00', term: 6, atMaturity: 'payout' }
    const first = await send(m, 'openFixed', body, 'fixed-open-key-1')
    const again = await send(m, 'openFixed', body, 'fixed-open-key-1')
    expect(first.statusCode).toBe(201)
    expect(again.json()).toEqual(first.json())
    const books = await accounts(m)
    expect(books.fixed).toHaveLength(1)
    expect(books.savings.balance).toBe('8500.00')
  })

  it.each([
    [{ amount: '0', term: 12, atMaturity: 'payout' }, 400, 'VALIDATION_FAILED'],
    [{ amount: '-100', term: 12, atMaturity: 'payout' }, 400, 'VALIDATION_FAILED'],
    [{ amount: '1000.005', term: 12, atMaturity: 'payout' }, 400, 'VALIDATION_FAILED'],
    [{ amount: 'สองพัน', term: 12, atMaturity: 'payout' }, 400, 'VALIDATION_FAILED'],
    [{ amount: '1000', term: 9, atMaturity: 'payout' }, 400, 'VALIDATION_FAILED'],
    [{ amount: '1000', term: 12, atMaturity: 'spend' }, 400, 'VALIDATION_FAILED'],
    [{ amount: '999.99', term: 12, atMaturity: 'payout' }, 400, 'FIXED_BELOW_MINIMUM'],
    [{ amount: '10000.01', term: 12, atMaturity: 'payout' }, 409, 'BANK_BALANCE_INSUFFICIENT'],
  ])('refuses %j with %i %s and moves nothing', async (body, status, code) => {
    const m = await member('2026-04-10T10:00')
    const response = await send(m, 'openFixed', body)
    expect(response.statusCode).toBe(status)
    expect(response.json().error.code).toBe(code)
    expect(response.json().error.message).toMatch(/[ก-๙]/)
    const books = await accounts(m)
    expect(books.fixed).toEqual([])
    expect(books.savings.balance).toBe('10000.00')
  })

  it('answers 404 for someone else’s deposit and for an unknown one', async () => {
    const owner = await member('2026-04-10T10:00')
    const deposit = await openFixed(owner, '1000', 3)
    const other = await member('2026-04-10T10:00')
    for (const id of [deposit.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await send(other, 'closeFixed', { id })
      expect(response.statusCode).toBe(404)
      expect(response.json().error.code).toBe('BANK_ACCOUNT_NOT_FOUND')
    }
    expect((await accounts(owner)).fixed).toHaveLength(1)
  })
})

describe('Thaweesup', () => {
  async function openThaweesup(m: Member, instalment: string) {
    const response = await send(m, 'openThaweesup', { instalment })
    expect(response.statusCode, response.body).toBe(201)
    return response.json().data.thaweesup
  }

  it('takes the first instalment at opening and the next on the 5th, showing the schedule', async () => {
    const m = await member('2026-01-20T10:00')
    const opened = await openThaweesup(m, '500')
    expect(opened).toMatchObject({
      paid: 1,
      missed: 0,
      keepsTerms: true,
      rate: '2.10',
      maturesOn: '2028-01-20',
    })
    expect(opened.schedule).toHaveLength(24)
    expect(opened.schedule[0]).toMatchObject({ number: 1, status: 'paid', paidOn: '2026-01-20' })
    expect(opened.schedule[1]).toMatchObject({
      number: 2,
      month: '2026-02',
      dueOn: '2026-02-05',
      status: 'coming',
    })
    t.clock.set(bangkok('2026-02-05T09:00'))
    const { thaweesup } = await accounts(m)
    expect(thaweesup!.schedule[1]).toMatchObject({ status: 'paid', paidOn: '2026-02-05' })
    expect(thaweesup!.balance).toBe('1000.00')
  })

  it('retries a short month on the 10th, 15th, … and counts it missed at the month’s end', async () => {
    const m = await member('2026-01-20T10:00')
    await openThaweesup(m, '6000')
    // Savings: 10,000 − 6,000 = 4,000; +1,000 on 1 Feb = 5,000 — short of 6,000 all February.
    t.clock.set(bangkok('2026-02-16T09:00'))
    let { thaweesup } = await accounts(m)
    expect(thaweesup!.schedule[1]).toMatchObject({ status: 'due', paidOn: null })
    t.clock.set(bangkok('2026-03-01T09:00'))
    ;({ thaweesup } = await accounts(m))
    expect(thaweesup!.schedule[1]).toMatchObject({ status: 'missed' })
    expect(thaweesup).toMatchObject({ missed: 1, keepsTerms: true })
    // March: 5,000 + 1,000 = 6,000 on 1 Mar, enough on the 5th.
    t.clock.set(bangkok('2026-03-05T09:00'))
    ;({ thaweesup } = await accounts(m))
    expect(thaweesup!.schedule[2]).toMatchObject({ status: 'paid', paidOn: '2026-03-05' })
  })

  it('keeps the rate and the exemption with two missed, and loses both at the third', async () => {
    const m = await member('2026-01-20T10:00')
    await openFixed(m, '4000', 36)
    await openThaweesup(m, '5000')
    // Savings 1,000; each month +1,000 never reaches 5,000 until May: Feb, Mar, Apr missed.
    t.clock.set(bangkok('2026-04-01T09:00'))
    let { thaweesup } = await accounts(m)
    expect(thaweesup).toMatchObject({ missed: 2, keepsTerms: true, rate: '2.10' })
    t.clock.set(bangkok('2026-05-01T09:00'))
    ;({ thaweesup } = await accounts(m))
    expect(thaweesup).toMatchObject({ missed: 3, keepsTerms: false, rate: '0.50' })
    expect(thaweesup!.maturity.tax).not.toBe('0.00')
  })

  it('pays a full 24 months tax-free at its own rate', async () => {
    const m = await member('2026-01-05T10:00')
    // A session that lasts the two years.
    await t.db.execute(sql`update sessions set expires_at = '2030-01-01' where user_id = ${m.id}`)
    t.app.ctx.sessions.ended(m.sessionId)
    const opened = await openThaweesup(m, '500')
    t.clock.set(bangkok('2028-01-05T09:00'))
    const books = await accounts(m)
    expect(books.thaweesup).toBeNull()
    // 24 instalments of ฿500 paid on 5 Jan 2026 and then each 5th, to 5 Jan 2028 at 2.10 %:
    // the days from each payment to maturity sum to 9,144; 50,000 × 210 × 9,144 / 3,650,000 = 26,304.66 → ฿263.04.
    const matured = books.statement.items.find((l) => l.description.includes('ครบ 24 เดือน'))
    expect(matured).toMatchObject({ account: 'savings', amount: '12263.04' })
    expect(matured!.description).toContain(opened.number)
  })

  it('pays the savings rate with tax withheld when closed early', async () => {
    const m = await member('2026-03-05T10:00')
    const opened = await openThaweesup(m, '1000')
    t.clock.set(bangkok('2026-05-05T10:00'))
    // Paid 5 Mar, 5 Apr, 5 May (฿1,000 each) at 0.30 %: days to 5 May are 61, 30, 0.
    // 100,000 × 30 × 91 / 3,650,000 = 74.79 → ฿0.74; tax ฿0.11.
    const response = await send(m, 'closeThaweesup', { id: opened.id })
    expect(response.json().data).toMatchObject({ interest: '0.74', tax: '0.11', payout: '3000.63' })
  })

  it.each([
    ['499.99', 'THAWEESUP_INSTALMENT_OUT_OF_RANGE'],
    ['25000.01', 'THAWEESUP_INSTALMENT_OUT_OF_RANGE'],
  ])('refuses an instalment of ฿%s', async (instalment, code) => {
    const m = await member('2026-03-05T10:00')
    const response = await send(m, 'openThaweesup', { instalment })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe(code)
  })

  it('allows one open Thaweesup per member, even when two openings arrive at once', async () => {
    const m = await member('2026-03-05T10:00')
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => send(m, 'openThaweesup', { instalment: '500' })),
    )
    expectEveryAnswer(responses, { 201: 1, '409 THAWEESUP_ALREADY_OPEN': 4 })
    expect((await accounts(m)).savings.balance).toBe('9500.00')
  })
})

describe('practice funds', () => {
  async function detail(m: Member, code: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/v2/api/bank/detailFund?type=${code}`,
      headers: await m.reauth(),
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json().data
  }

  async function search(m: Member, query: string) {
    return t.app.inject({ method: 'GET', url: `/v2/api/bank/searchFund?${query}`, headers: await m.reauth() })
  }

  it('lists sixteen practice funds over the eight risk levels, by level, a page at a time', async () => {
    const m = await member('2026-01-07T10:00')
    const all = (await search(m, 'type=all&page=1&limit=100')).json()
    expect(all.total).toBe(16)
    expect(new Set(all.items.map((f: { riskLevel: number }) => f.riskLevel))).toEqual(
      new Set([1, 2, 3, 4, 5, 6, 7, 8]),
    )
    expect(all.items.every((f: { practice: boolean }) => f.practice)).toBe(true)
    const equity = (await search(m, 'type=6')).json()
    expect(equity.items.map((f: { riskLevel: number }) => f.riskLevel)).toEqual([6, 6])
    const paged = (await search(m, 'page=2&limit=5')).json()
    expect(paged).toMatchObject({ page: 2, pages: 4, total: 16 })
    expect(paged.items).toHaveLength(5)
    const gold = (await search(m, 'q=gold')).json()
    expect(gold.items.map((f: { code: string }) => f.code)).toEqual(['KP-GOLD'])
    const bad = await search(m, 'type=9')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.code).toBe('VALIDATION_FAILED')
  })

  it('shows a fund’s five-year NAV history and factsheet, and the NAV date an order would take', async () => {
    const m = await member('2026-01-07T10:00')
    const fund = await detail(m, 'KP-SET50')
    expect(fund.history.length).toBeGreaterThan(1150)
    expect(fund.history[0].date >= '2021-01-06').toBe(true)
    expect(fund.history.at(-1).date).toBe('2026-01-06')
    expect(Object.keys(fund.factsheet.returns)).toEqual(['1M', '3M', '6M', '1Y', '3Y', '5Y'])
    expect(fund).toMatchObject({
      orderNavDate: '2026-01-07',
      orderSettlesAt: '2026-01-07T11:00:00.000Z',
      holding: null,
    })
    const missing = await t.app.inject({
      method: 'GET',
      url: '/v2/api/bank/detailFund?type=KP-NOPE',
      headers: await m.reauth(),
    })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.code).toBe('FUND_NOT_FOUND')
  })

  it('prices a buy before the 15:30 cut-off at that day’s NAV, after it at the next business day’s', async () => {
    const m = await member('2026-01-07T15:29')
    const before = await send(m, 'buyFund', { code: 'KP-SET50', amount: '1000' })
    expect(before.statusCode, before.body).toBe(201)
    expect(before.json().data).toMatchObject({
      order: {
        side: 'buy',
        status: 'pending',
        navDate: '2026-01-07',
        amount: '1000.00',
        fee: '10.00',
        units: null,
      },
      savingsBalance: '9000.00',
    })
    t.clock.set(bangkok('2026-01-07T15:30'))
    const after = await send(m, 'buyFund', { code: 'KP-SET50', amount: '1000' })
    expect(after.json().data.order.navDate).toBe('2026-01-08')

    t.clock.set(bangkok('2026-01-08T18:00'))
    const fund = await detail(m, 'KP-SET50')
    const navOf = (date: string) =>
      BigInt(fund.history.find((p: { date: string }) => p.date === date).nav.replace('.', ''))
    // Units = (amount − the 1.00 % fee) × 1,000,000 ÷ NAV in ten-thousandths, rounded down: ฿990.00 each.
    const expected =
      (99_000n * 1_000_000n) / navOf('2026-01-07') + (99_000n * 1_000_000n) / navOf('2026-01-08')
    expect(BigInt(fund.holding.units.replace('.', ''))).toBe(expected)
    expect(fund.holding.cost).toBe('2000.00')
    const books = await accounts(m)
    expect(books.orders.map((o) => o.status)).toEqual(['settled', 'settled'])
    expect(books.funds).toHaveLength(1)
  })

  it('sells part and then all of a holding, paying the proceeds into savings when the NAV is published', async () => {
    const m = await member('2026-01-07T10:00')
    await send(m, 'buyFund', { code: 'KP-GOVMM', amount: '2000' })
    t.clock.set(bangkok('2026-01-08T10:00'))
    const held = (await detail(m, 'KP-GOVMM')).holding
    const half = (BigInt(held.units.replace('.', '')) / 2n).toString()
    const halfUnits = `${half.slice(0, -4) || '0'}.${half.slice(-4).padStart(4, '0')}`
    const part = await send(m, 'sellFund', { code: 'KP-GOVMM', units: halfUnits })
    expect(part.statusCode, part.body).toBe(201)
    expect(part.json().data.order).toMatchObject({ side: 'sell', units: halfUnits, navDate: '2026-01-08' })
    const tooMany = await send(m, 'sellFund', { code: 'KP-GOVMM', units: held.units })
    expect(tooMany.statusCode).toBe(409)
    expect(tooMany.json().error.code).toBe('FUND_UNITS_INSUFFICIENT')
    const rest = await send(m, 'sellFund', { code: 'KP-GOVMM', all: true })
    expect(rest.statusCode).toBe(201)
    t.clock.set(bangkok('2026-01-08T18:30'))
    const books = await accounts(m)
    expect(books.funds).toEqual([])
    const proceeds = books.orders.filter((o) => o.side === 'sell').map((o) => o.amount)
    expect(proceeds).toHaveLength(2)
    const savings = Math.round(Number(books.savings.balance) * 100)
    const paid = proceeds.reduce((sum, p) => sum + Math.round(Number(p) * 100), 0)
    expect(savings).toBe(800_000 + paid)
  })

  it.each([
    [{ code: 'KP-NOPE', amount: '1000' }, 404, 'FUND_NOT_FOUND'],
    [{ code: 'kp set50!', amount: '1000' }, 400, 'VALIDATION_FAILED'],
    [{ code: 'KP-SET50', amount: '0.00' }, 400, 'VALIDATION_FAILED'],
    [{ code: 'KP-SET50', amount: '10.123' }, 400, 'VALIDATION_FAILED'],
    [{ code: 'KP-SET50', amount: '1' }, 400, 'FUND_BELOW_MINIMUM'],
    [{ code: 'KP-SET50', amount: '10000.01' }, 409, 'BANK_BALANCE_INSUFFICIENT'],
  ])('refuses the buy %j with %i %s and moves nothing', async (body, status, code) => {
    const m = await member('2026-01-07T10:00')
    const response = await send(m, 'buyFund', body)
    expect(response.statusCode).toBe(status)
    expect(response.json().error.code).toBe(code)
    const books = await accounts(m)
    expect(books.savings.balance).toBe('10000.00')
    expect(books.orders).toEqual([])
  })

  it.each([
    [{ code: 'KP-SET50', units: '1.0000' }, 409, 'FUND_UNITS_INSUFFICIENT'],
    [{ code: 'KP-SET50', all: true }, 409, 'FUND_UNITS_INSUFFICIENT'],
    [{ code: 'KP-SET50', units: '1.00001' }, 400, 'VALIDATION_FAILED'],
    [{ code: 'KP-SET50', units: '1', all: true }, 400, 'VALIDATION_FAILED'],
    [{ code: 'KP-SET50' }, 400, 'VALIDATION_FAILED'],
  ])('refuses the sell %j with %i %s', async (body, status, code) => {
    const m = await member('2026-01-07T10:00')
    const response = await send(m, 'sellFund', body)
    expect(response.statusCode).toBe(status)
    expect(response.json().error.code).toBe(code)
  })

  it('takes only what savings holds when many buys arrive at once', async () => {
    const m = await member('2026-01-07T10:00')
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => send(m, 'buyFund', { code: 'KP-GOVMM', amount: '1000' })),
    )
    expectEveryAnswer(responses, { 201: 10, '409 BANK_BALANCE_INSUFFICIENT': 2 })
    expect((await accounts(m)).savings.balance).toBe('0.00')
  })

  it('counts a first deposit and a first fund purchase for SUPERQUEST missions', async () => {
    const m = await member('2026-01-07T10:00')
    await openFixed(m, '1000', 3)
    await send(m, 'buyFund', { code: 'KP-GOVMM', amount: '100' })
    const kinds = await t.db.execute<{ kind: string }>(
      sql`select kind from member_activities where user_id = ${m.id} order by kind`,
    )
    expect(kinds.rows.map((r) => r.kind)).toEqual(['bank.deposited', 'bank.fund.bought'])
  })
})

describe('the demo member’s practice bank', () => {
  it('shows 200 days of history: a matured deposit, a running Thaweesup, two funds and a renewing deposit', async () => {
    const demo = await createTestApp({ demo: true, start: bangkok('2026-11-25T10:00') })
    try {
      const login = await demo.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'demo@klass.test', password: 'Klass-demo-2026' },
      })
      const response = await demo.app.inject({
        method: 'GET',
        url: '/v2/api/bank/accounts?limit=100',
        headers: { authorization: `Bearer ${login.json().access_token}` },
      })
      expect(response.statusCode).toBe(200)
      const books: BankAccounts = response.json().data
      expect(books.fixed).toEqual([expect.objectContaining({ term: 12, atMaturity: 'renew' })])
      expect(books.thaweesup).toMatchObject({ missed: 0, keepsTerms: true })
      expect(books.thaweesup!.paid).toBeGreaterThanOrEqual(6)
      expect(books.funds.map((f) => f.code).sort()).toEqual(['KP-GOVMM', 'KP-SET50'])
      const descriptions = books.statement.items.map((l) => l.description)
      expect(descriptions.some((d) => d.includes('6 เดือน') && d.includes('ครบกำหนด'))).toBe(true)
      expect(descriptions.some((d) => d.startsWith('เงินฝึกหัดประจำเดือน'))).toBe(true)
      await expectBooksBalanced(demo)
    } finally {
      await demo.close()
    }
  })
})
