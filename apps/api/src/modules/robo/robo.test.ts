import { randomInt } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { BankAccounts, FundOrder } from '@klass/contract/bank'
import { bahtFromString, bahtToString, percentFromBasisPoints, unitsFromString } from '@klass/contract/money'
import {
  roboPaths,
  type AccountSummary,
  type Assessment,
  type MutualFundDetail,
  type Notification,
  type Plan,
  type Projection,
} from '@klass/contract/robo'
import { futureValue } from '@klass/contract/robo-rules'
import { expectEveryAnswer } from '../../../test/answers'
import { createTestApp, type TestApp } from '../../../test/app'
import { bangkok, expectBooksBalanced } from '../../../test/books'
import { newMember } from '../../../test/economy'
import { multipart, pngWithMetadata } from '../../../test/images'

let t: TestApp
let idCardPhoto: Buffer
beforeAll(async () => {
  t = await createTestApp({ start: bangkok('2026-03-02T10:00') })
  idCardPhoto = await pngWithMetadata(640, 400)
})
afterAll(async () => {
  await t.close()
})
afterEach(async () => {
  await expectBooksBalanced(t)
})

type Member = Awaited<ReturnType<typeof newMember>>
type Response = Awaited<ReturnType<TestApp['app']['inject']>>

/** A new member, the clock at `at` Bangkok time (Monday 2 March 2026, 10:00, before the 15:30 cut-off). */
async function member(at = '2026-03-02T10:00'): Promise<Member> {
  t.clock.set(bangkok(at))
  return newMember(t)
}

/** Keeps the member signed in however far a test moves the clock. */
async function keepSignedIn(m: Member) {
  await t.db.execute(sql`update sessions set expires_at = '2040-01-01' where user_id = ${m.id}`)
  // The server process remembers a live session for a minute; PostgreSQL's notice of the change may come
  // after the next request, so the process is told at once, as the services that change sessions do.
  t.app.ctx.sessions.ended(m.sessionId)
}

async function get(m: Member, url: string): Promise<Response> {
  return t.app.inject({ method: 'GET', url, headers: await m.reauth() })
}

async function send(m: Member, url: string, payload: object, key?: string): Promise<Response> {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...(await m.reauth()), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  })
}

type Upload = { filename: string; contentType: string; content: Buffer }

/** A multipart form with its file as `image`, as the browser sends it. */
async function sendForm(
  m: Member,
  method: 'POST' | 'PATCH',
  url: string,
  fields: Record<string, string>,
  upload: Upload,
): Promise<Response> {
  const form = multipart(fields, { field: 'image', ...upload })
  return t.app.inject({
    method,
    url,
    headers: { ...(await m.reauth()), ...form.headers },
    payload: form.payload,
  })
}

/** The data of a successful answer. */
function dataOf<T>(response: Response, status = 200): T {
  expect(response.statusCode, response.body).toBe(status)
  return response.json().data as T
}

/** A refusal with its status, code and a Thai message; answers its details. */
function expectRefused(response: Response, status: number, code: string): unknown {
  expect(response.statusCode, response.body).toBe(status)
  const { error } = response.json()
  expect(error.code).toBe(code)
  expect(error.message).toMatch(/[ก-๙]/)
  return error.details
}

const satang = (baht: string) => bahtFromString(baht)!
/** A percent with two decimals in basis points. */
const basisPoints = (percent: string) => bahtFromString(percent)!
/** Units or a NAV in ten-thousandths. */
const tenThousandths = (text: string) => unitsFromString(text)!

// ---- Suitability ----

/** Every scored question answered with `choice` (1 lowest … 4 highest), yes to the two unscored ones. */
function answerSheet(choice: 1 | 2 | 3 | 4): { question: number; choices: number[] }[] {
  return [
    ...Array.from({ length: 10 }, (_, i) => ({ question: i + 1, choices: [choice] })),
    { question: 11, choices: [1] },
    { question: 12, choices: [1] },
  ]
}

async function assess(m: Member, answers: object[]): Promise<Response> {
  return send(m, roboPaths.assessmentResult, { answers })
}

async function assessed(m: Member, choice: 1 | 2 | 3 | 4 = 4): Promise<Assessment> {
  return dataOf<Assessment>(await assess(m, answerSheet(choice)), 201)
}

async function assessmentCount(m: Member): Promise<number> {
  const { rows } = await t.db.execute<{ n: number }>(
    sql`select count(*)::int as n from robo_assessments where user_id = ${m.id}`,
  )
  return rows[0]!.n
}

// ---- Opening an account ----

/** A national ID with a correct check digit, different on every call. */
function nationalId(): string {
  const first12 = `1${String(randomInt(0, 1e11)).padStart(11, '0')}`
  const sum = [...first12].reduce((total, digit, i) => total + Number(digit) * (13 - i), 0)
  return `${first12}${(11 - (sum % 11)) % 10}`
}

/** The same ID with its check digit wrong. */
function withWrongCheckDigit(id: string): string {
  return `${id.slice(0, 12)}${(Number(id[12]) + 1) % 10}`
}

/** An adult opening plan 3 for a ten-year education goal, with no monthly amount, every policy accepted. */
function accountFields(): Record<string, string> {
  return {
    planId: '3',
    goalKind: 'education',
    goalName: 'เรียนต่อปริญญาโท',
    target: '200000',
    years: '10',
    initial: '0',
    monthly: '0',
    nationalId: nationalId(),
    firstName: 'สมหญิง',
    lastName: 'รักออม',
    birthDate: '1998-04-01',
    address: '12/3 หมู่ 4 ถนนมิตรภาพ ในเมือง เมืองขอนแก่น ขอนแก่น 40000',
    phone: '081-234-5678',
    acceptTerms: 'true',
    acceptRisk: 'true',
    acceptPrivacy: 'true',
  }
}

async function openAccount(
  m: Member,
  changes: Record<string, string | undefined> = {},
  upload?: Upload,
): Promise<Response> {
  const fields = Object.fromEntries(
    Object.entries({ ...accountFields(), ...changes }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  )
  const photo = { filename: 'id-card.png', contentType: 'image/png', content: idCardPhoto }
  return sendForm(m, 'POST', roboPaths.openMutualFund, fields, upload ?? photo)
}

/** A member assessed at the highest level with an open account (plan 3 unless told). */
async function investor(changes: Record<string, string> = {}, at?: string) {
  const m = await member(at)
  await assessed(m)
  const { account } = dataOf<{ account: AccountSummary }>(await openAccount(m, changes), 201)
  return { m, account }
}

const notAnImage: Upload = {
  filename: 'id-card.png',
  contentType: 'image/png',
  content: Buffer.from('this is a text file, not a photo of an identity card'),
}

/** Every file under DATA_DIR/uploads/private, by its path there. */
async function privateFiles(): Promise<string[]> {
  const root = path.join(t.config.dataDir, 'uploads', 'private')
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort()
}

async function accountsOf(m: Member) {
  return dataOf<{ practice: true; accounts: AccountSummary[]; assessment: Assessment | null }>(
    await get(m, roboPaths.getMutualFund),
  )
}

async function detailOf(m: Member, accountId: string, query = ''): Promise<MutualFundDetail> {
  return dataOf<MutualFundDetail>(
    await get(m, `${roboPaths.getMutualFundDetail}?accountId=${accountId}${query}`),
  )
}

async function savingsOf(m: Member): Promise<string> {
  return dataOf<{ savings: { balance: string } }>(await get(m, '/v2/api/bank/accounts')).savings.balance
}

async function planOf(m: Member, id: number | string): Promise<Response> {
  return get(m, roboPaths.plan.replace(':id', String(id)))
}

type OrderAnswer = { orders: FundOrder[]; savingsBalance: string; account: AccountSummary }

async function buy(m: Member, accountId: string, amount: string, key?: string): Promise<Response> {
  return send(m, roboPaths.buyMutualFund, { accountId, amount }, key)
}

async function bought(m: Member, accountId: string, amount: string): Promise<OrderAnswer> {
  return dataOf<OrderAnswer>(await buy(m, accountId, amount), 201)
}

async function orderCount(accountId: string): Promise<number> {
  const { rows } = await t.db.execute<{ n: number }>(
    sql`select count(*)::int as n from bank_fund_orders where portfolio_id = ${accountId}`,
  )
  return rows[0]!.n
}

const sumOf = (amounts: readonly (string | null)[]) =>
  bahtToString(amounts.reduce((total, amount) => total + satang(amount ?? '0.00'), 0))

const unknownAccount = '00000000-0000-4000-8000-000000000000'

describe('takeRiskAssessment', () => {
  it('shows twelve questions without their points, and the member’s latest result once answered', async () => {
    const m = await member()
    const before = dataOf<{ version: string; questions: object[]; latest: Assessment | null }>(
      await get(m, roboPaths.takeRiskAssessment),
    )
    expect(before.questions).toHaveLength(12)
    expect(before.questions.filter((q) => (q as { scored: boolean }).scored)).toHaveLength(10)
    expect(JSON.stringify(before.questions)).not.toContain('points')
    expect(before.latest).toBeNull()

    const result = await assessed(m, 3)
    const after = dataOf<{ latest: Assessment | null }>(await get(m, roboPaths.takeRiskAssessment))
    expect(after.latest).toEqual(result)
  })

  it('asks for a sign-in without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: roboPaths.takeRiskAssessment })
    expect(response.statusCode).toBe(401)
  })
})

describe('assessmentResult', () => {
  it('scores all the highest answers 40: level 5, every fund level, valid for two years', async () => {
    // 06:30 in Bangkok is still the day before in UTC: the two years run from the moment it was taken.
    const m = await member('2026-03-02T06:30')
    const result = await assessed(m, 4)
    expect(result).toMatchObject({
      score: 40,
      level: 5,
      fundLevels: [1, 2, 3, 4, 5, 6, 7, 8],
      derivatives: true,
      fx: true,
      expired: false,
      takenAt: '2026-03-01T23:30:00.000Z',
      validUntil: '2028-03-01T23:30:00.000Z',
    })
    expect(result.label).toMatch(/[ก-๙]/)
  })

  it('scores all the lowest answers 10: level 1, money market funds only', async () => {
    const m = await member()
    const sheet = answerSheet(1).map((a) => (a.question > 10 ? { ...a, choices: [2] } : a))
    const result = dataOf<Assessment>(await assess(m, sheet), 201)
    expect(result).toMatchObject({ score: 10, level: 1, fundLevels: [1], derivatives: false, fx: false })
  })

  it('counts the highest choice of the experience question, where several may be chosen', async () => {
    const m = await member()
    const sheet = answerSheet(1).map((a) => (a.question === 4 ? { question: 4, choices: [2, 4] } : a))
    const result = dataOf<Assessment>(await assess(m, sheet), 201)
    // Nine questions at 1 point and the experience question at its highest choice, 4.
    expect(result).toMatchObject({ score: 13, level: 1 })
    expect(result.answers).toContainEqual({ question: 4, choices: [2, 4] })
  })

  it.each([
    ['a question left out', answerSheet(4).filter((a) => a.question !== 7), 'ROBO_ANSWER_MISSING', 7],
    [
      'a choice the question does not offer',
      answerSheet(4).map((a) => (a.question === 5 ? { question: 5, choices: [9] } : a)),
      'ROBO_ANSWER_INVALID',
      5,
    ],
    [
      '“only bank deposits” chosen with another investment',
      answerSheet(4).map((a) => (a.question === 4 ? { question: 4, choices: [1, 3] } : a)),
      'ROBO_ANSWER_CONTRADICTORY',
      4,
    ],
  ])('refuses %s, naming the question, and stores nothing', async (_, sheet, code, question) => {
    const m = await member()
    const details = expectRefused(await assess(m, sheet), 400, code)
    expect(details).toEqual({ question })
    expect(await assessmentCount(m)).toBe(0)
    const { latest } = dataOf<{ latest: Assessment | null }>(await get(m, roboPaths.takeRiskAssessment))
    expect(latest).toBeNull()
  })
})

describe('plan', () => {
  type FundHistory = { history: { date: string; nav: string }[] }

  it('shows plan 3’s funds, weights adding to 100 %, and return and volatility from three years of NAV', async () => {
    const m = await member()
    await assessed(m, 2)
    const plan = dataOf<Plan>(await planOf(m, 3))
    const weights = plan.funds.reduce((total, fund) => total + basisPoints(fund.weight), 0)
    expect(percentFromBasisPoints(weights)).toBe('100.00')
    // Monday 10:00: the latest published NAV is Friday's; the window reaches three years back.
    expect(plan).toMatchObject({ id: 3, level: 3, statsTo: '2026-02-27', statsFrom: '2023-02-27' })
    expect(plan.minBuy).toBe('500.00')

    // Each fund's figures follow from the NAV history the bank publishes for it: yearly mean and variance
    // of daily log returns over the window, the return as exp(μ + σ²/2) − 1.
    for (const fund of plan.funds) {
      const { history } = dataOf<FundHistory>(await get(m, `/v2/api/bank/detailFund?type=${fund.code}`))
      const navs = history
        .filter((p) => p.date >= plan.statsFrom && p.date <= plan.statsTo)
        .map((p) => Number(p.nav))
      const returns = navs.slice(1).map((nav, i) => Math.log(nav / navs[i]!))
      const mean = returns.reduce((a, b) => a + b, 0) / returns.length
      const variance = returns.reduce((a, r) => a + (r - mean) ** 2, 0) / (returns.length - 1)
      const expected = (Math.exp(252 * mean + (252 * variance) / 2) - 1) * 100
      expect(Number(fund.expectedReturn)).toBeCloseTo(expected, 1)
      expect(Number(fund.volatility)).toBeCloseTo(Math.sqrt(252 * variance) * 100, 1)
    }
  })

  it('shows plan 5 riskier than plan 1, and whether each suits the member’s level', async () => {
    const m = await member()
    await assessed(m, 2) // 20 points: level 2
    const safe = dataOf<Plan>(await planOf(m, 1))
    const bold = dataOf<Plan>(await planOf(m, 5))
    expect(Number(bold.volatility)).toBeGreaterThan(Number(safe.volatility))
    expect(Number(bold.expectedReturn)).toBeGreaterThan(Number(safe.expectedReturn))
    expect(safe).toMatchObject({ suitable: true, memberLevel: 2 })
    expect(bold).toMatchObject({ suitable: false, memberLevel: 2 })
    expect(dataOf<Plan>(await planOf(m, 2)).suitable).toBe(true)
    expect(dataOf<Plan>(await planOf(m, 3)).suitable).toBe(false)
  })

  it('suits no plan before the member has a result', async () => {
    const m = await member()
    expect(dataOf<Plan>(await planOf(m, 1))).toMatchObject({ suitable: false, memberLevel: null })
  })

  it('answers 404 for a plan that does not exist and 400 for one that is not a number', async () => {
    const m = await member()
    expectRefused(await planOf(m, 9), 404, 'ROBO_PLAN_NOT_FOUND')
    expectRefused(await planOf(m, 'abc'), 400, 'VALIDATION_FAILED')
  })
})

describe('calculateTargetValue', () => {
  async function calculate(m: Member, body: object): Promise<Response> {
    return send(m, roboPaths.calculateTargetValue, body)
  }
  const goal = { planId: 3, target: '500000', years: 10, initial: '10000', monthly: '2000' }

  it('projects the goal at the plan’s expected return, with the monthly amount that reaches it', async () => {
    const m = await member()
    const projection = dataOf<Projection>(await calculate(m, goal))
    const annualReturn = Number(projection.expectedReturn) / 100
    expect(projection).toMatchObject({ planId: 3, months: 120, target: '500000.00', invested: '250000.00' })
    expect(projection.futureValue).toBe(
      bahtToString(futureValue({ initial: 1_000_000, monthly: 200_000, annualReturn, years: 10 })),
    )
    const required = satang(projection.requiredMonthly)
    const reach = (monthly: number) => futureValue({ initial: 1_000_000, monthly, annualReturn, years: 10 })
    expect(reach(required)).toBeGreaterThanOrEqual(50_000_000)
    expect(reach(required - 1)).toBeLessThan(50_000_000)
    expect(projection.fan.map((p) => p.month)).toEqual([0, 12, 24, 36, 48, 60, 72, 84, 96, 108, 120])
    expect(projection.onTrack).toBe(satang(projection.futureValue) >= 50_000_000)
    expect(satang(projection.p5)).toBeLessThan(satang(projection.p50))
    expect(satang(projection.p50)).toBeLessThan(satang(projection.p95))
  })

  it('gives a better chance of reaching the goal the more is put in each month', async () => {
    const m = await member()
    const chances = []
    for (const monthly of ['1000', '3000', '6000']) {
      chances.push(Number(dataOf<Projection>(await calculate(m, { ...goal, monthly })).probability))
    }
    expect(chances[0]).toBeLessThan(chances[1]!)
    expect(chances[1]).toBeLessThan(chances[2]!)
  })

  it.each([
    [{ ...goal, years: 0 }, 'years 0'],
    [{ ...goal, years: 41 }, 'years 41'],
    [{ ...goal, target: '-500' }, 'a negative target'],
    [{ ...goal, monthly: '-100' }, 'a negative monthly amount'],
    [{ ...goal, target: 'ห้าแสน' }, 'a target in words'],
  ])('refuses %j (%s) as bad input', async (body) => {
    const m = await member()
    expectRefused(await calculate(m, body), 400, 'VALIDATION_FAILED')
  })

  it('answers 404 for a plan that does not exist', async () => {
    const m = await member()
    expectRefused(await calculate(m, { ...goal, planId: 7 }), 404, 'ROBO_PLAN_NOT_FOUND')
  })
})

describe('openMutualFund', () => {
  it('opens a practice fund account for an assessed adult, its ID photo sealed and shown only to the owner', async () => {
    const m = await member()
    await assessed(m)
    const filesBefore = await privateFiles()
    const fields = accountFields()
    const { account } = dataOf<{ account: AccountSummary }>(await openAccount(m, fields), 201)
    expect(account).toMatchObject({
      status: 'open',
      goalKind: 'education',
      goalName: 'เรียนต่อปริญญาโท',
      target: '200000.00',
      targetDate: '2036-03-02',
      planId: 3,
      planLevel: 3,
      value: '0.00',
      invested: '0.00',
      onTrack: null,
      dca: null,
    })
    const listed = await accountsOf(m)
    expect(listed.accounts.map((a) => a.id)).toEqual([account.id])
    expect(listed.assessment).toMatchObject({ level: 5, expired: false })

    // The photo and its small copy are stored encrypted: neither file reads as an image.
    const added = (await privateFiles()).filter((file) => !filesBefore.includes(file))
    expect(added).toHaveLength(2)
    for (const file of added) {
      const bytes = await readFile(path.join(t.config.dataDir, 'uploads', 'private', file))
      expect(bytes.length).toBeGreaterThan(0)
      expect(bytes.subarray(0, 4).toString('latin1')).not.toBe('RIFF')
      expect(bytes.subarray(1, 4).toString('latin1')).not.toBe('PNG')
      expect(bytes.subarray(0, 2).toString('hex')).not.toBe('ffd8')
    }

    const response = await get(m, `${roboPaths.getMutualFundDetail}?accountId=${account.id}`)
    const { holder } = dataOf<MutualFundDetail>(response).mutualFundAccountDetail
    expect(response.body).not.toContain(fields.nationalId!)
    expect(holder).toMatchObject({
      firstName: 'สมหญิง',
      lastName: 'รักออม',
      nationalIdMasked: `x-xxxx-xxxx${fields.nationalId!.slice(9, 10)}-${fields.nationalId!.slice(10, 12)}-${fields.nationalId!.slice(12)}`,
      phone: '0812345678',
      guardian: null,
    })
    expect(holder.policies.map((p) => p.type).sort()).toEqual(['privacy', 'risk', 'terms'])
    expect(holder.idCardImage).toMatch(/^data:image\/webp;base64,/)
    const thumb = Buffer.from(holder.idCardImage.split(',')[1]!, 'base64')
    const shown = await sharp(thumb).metadata()
    expect(shown.format).toBe('webp')
    expect(Math.max(shown.width!, shown.height!)).toBeLessThanOrEqual(480)
    expect(shown.exif).toBeUndefined()

    const other = await member()
    expectRefused(
      await get(other, `${roboPaths.getMutualFundDetail}?accountId=${account.id}`),
      404,
      'ROBO_ACCOUNT_NOT_FOUND',
    )
  })

  it('opens an account for a member under 20 who names a guardian', async () => {
    const m = await member()
    await assessed(m)
    const response = await openAccount(m, {
      birthDate: '2010-06-15',
      guardianName: 'สมชาย รักออม',
      guardianRelation: 'บิดา',
      guardianPhone: '089-123-4567',
    })
    const { account } = dataOf<{ account: AccountSummary }>(response, 201)
    const { holder } = (await detailOf(m, account.id)).mutualFundAccountDetail
    expect(holder.guardian).toEqual({ name: 'สมชาย รักออม', relation: 'บิดา', phone: '0891234567' })
  })

  it('refuses a member under 20 whose guardian has not consented (issue 19), and opens once they have', async () => {
    const m = await member()
    await assessed(m)
    await t.db.execute(
      sql`update users set birth_date = '2010-06-15', guardian_email = 'parent@example.com' where id = ${m.id}`,
    )
    const minor = {
      birthDate: '2010-06-15',
      guardianName: 'สมชาย รักออม',
      guardianRelation: 'บิดา',
      guardianPhone: '089-123-4567',
    }
    const filesBefore = await privateFiles()
    expectRefused(await openAccount(m, minor), 403, 'GUARDIAN_CONSENT_NEEDED')
    expect((await accountsOf(m)).accounts).toEqual([])
    expect(await privateFiles()).toEqual(filesBefore)

    await t.db.execute(sql`update users set guardian_confirmed_at = now() where id = ${m.id}`)
    dataOf<{ account: AccountSummary }>(await openAccount(m, minor), 201)
  })

  it('lets one of two members opening with the same national ID at once have it', async () => {
    const members = [await member(), await member()]
    for (const m of members) await assessed(m)
    const filesBefore = await privateFiles()
    const id = nationalId()
    const responses = await Promise.all(members.map((m) => openAccount(m, { nationalId: id })))
    expectEveryAnswer(responses, { 201: 1, '409 ROBO_NATIONAL_ID_TAKEN': 1 })
    const { rows } = await t.db.execute(
      sql`select id from robo_accounts where user_id in (${members[0]!.id}, ${members[1]!.id})`,
    )
    expect(rows).toHaveLength(1)
    expect(await privateFiles()).toHaveLength(filesBefore.length + 2)
  })

  it('opens five accounts for a member and no more, even when six openings arrive at once', async () => {
    const m = await member()
    await assessed(m)
    const filesBefore = await privateFiles()
    const responses = await Promise.all(Array.from({ length: 6 }, () => openAccount(m)))
    expectEveryAnswer(responses, { 201: 5, '409 ROBO_ACCOUNT_LIMIT': 1 })
    expect((await accountsOf(m)).accounts).toHaveLength(5)
    expect(await privateFiles()).toHaveLength(filesBefore.length + 5 * 2)
  })

  describe('refuses, leaving no account and no file behind,', () => {
    /** The opening is refused with `code`, and nothing of it stays: no account, no portfolio, no file. */
    async function expectOpenRefused(
      m: Member,
      status: number,
      code: string,
      changes: Record<string, string | undefined> = {},
      upload?: Upload,
    ) {
      const filesBefore = await privateFiles()
      expectRefused(await openAccount(m, changes, upload), status, code)
      expect((await accountsOf(m)).accounts).toEqual([])
      expect(await privateFiles()).toEqual(filesBefore)
      const { rows } = await t.db.execute(sql`select id from bank_portfolios where user_id = ${m.id}`)
      expect(rows).toEqual([])
    }

    it.each([
      [
        'an ID whose check digit is wrong',
        { nationalId: withWrongCheckDigit(nationalId()) },
        400,
        'ROBO_NATIONAL_ID_INVALID',
      ],
      ['a member under 20 without a guardian', { birthDate: '2010-06-15' }, 400, 'ROBO_GUARDIAN_REQUIRED'],
      ['a policy not accepted', { acceptRisk: 'false' }, 400, 'ROBO_POLICY_NOT_ACCEPTED'],
      ['a policy left out', { acceptPrivacy: undefined }, 400, 'ROBO_POLICY_NOT_ACCEPTED'],
      ['a plan above the member’s level', { planId: '5' }, 409, 'ROBO_PLAN_NOT_SUITABLE'],
      ['a plan that does not exist', { planId: '8' }, 404, 'ROBO_PLAN_NOT_FOUND'],
      ['a phone number that is not Thai', { phone: '12345' }, 400, 'VALIDATION_FAILED'],
    ])('%s', async (_, changes, status, code) => {
      const m = await member()
      await assessed(m, 3) // 30 points: level 4
      await expectOpenRefused(m, status, code, changes)
    })

    it('text bytes named .png', async () => {
      const m = await member()
      await assessed(m)
      await expectOpenRefused(m, 400, 'IMAGE_INVALID', {}, notAnImage)
    })

    it('no suitability result', async () => {
      const m = await member()
      await expectOpenRefused(m, 409, 'ROBO_ASSESSMENT_REQUIRED')
    })

    it('a result two years and a day old', async () => {
      const m = await member()
      await keepSignedIn(m)
      await assessed(m)
      t.clock.set(bangkok('2028-03-03T10:00'))
      await expectOpenRefused(m, 409, 'ROBO_ASSESSMENT_EXPIRED')
    })

    it('a national ID another member already opened an account with', async () => {
      const first = await member()
      await assessed(first)
      const id = nationalId()
      dataOf(await openAccount(first, { nationalId: id }), 201)
      const second = await member()
      await assessed(second)
      await expectOpenRefused(second, 409, 'ROBO_NATIONAL_ID_TAKEN', { nationalId: id })
    })
  })
})

describe('buyMutualFund', () => {
  it('splits a purchase across the plan’s funds by weight, from savings, settled when the NAV is published', async () => {
    const { m, account } = await investor()
    const plan = dataOf<Plan>(await planOf(m, 3))
    const answer = await bought(m, account.id, '3000')
    expect(answer.savingsBalance).toBe('7000.00')
    expect(answer.orders.map((o) => o.code).sort()).toEqual(plan.funds.map((f) => f.code).sort())
    for (const fund of plan.funds) {
      const order = answer.orders.find((o) => o.code === fund.code)!
      // ฿3,000 × the weight: every weight of plan 3 gives whole satang.
      expect(order.amount).toBe(bahtToString((300_000 * basisPoints(fund.weight)) / 10_000))
      expect(order).toMatchObject({ side: 'buy', status: 'pending', navDate: '2026-03-02', units: null })
    }
    expect(sumOf(answer.orders.map((o) => o.amount))).toBe('3000.00')
    expect(answer.account).toMatchObject({ value: '3000.00', invested: '3000.00' })
    expect(await savingsOf(m)).toBe('7000.00')

    t.clock.set(bangkok('2026-03-02T18:00'))
    const detail = (await detailOf(m, account.id)).mutualFundAccountDetail
    expect(detail.pending).toBe('0.00')
    expect(detail.holdings).toHaveLength(plan.funds.length)
    for (const holding of detail.holdings) {
      expect(tenThousandths(holding.units)).toBeGreaterThan(0)
      expect(holding).toMatchObject({ navDate: '2026-03-02', unitsPending: '0.0000' })
      expect(satang(holding.value)).toBeGreaterThan(0)
    }
    expect(sumOf(detail.holdings.map((h) => h.value))).toBe(detail.value)
    expect(sumOf(detail.holdings.map((h) => h.cost))).toBe('3000.00')
    const logs = (await detailOf(m, account.id, '&type=buy')).transactionLogs
    expect(logs.items.map((l) => l.status)).toEqual(Array(plan.funds.length).fill('settled'))
  })

  it('counts the account in the bank’s net worth without listing its orders among the member’s own', async () => {
    const { m, account } = await investor()
    await bought(m, account.id, '3000')
    const bank = dataOf<BankAccounts>(await get(m, '/v2/api/bank/accounts'))
    expect(bank.allocation).toMatchObject({ robo: '3000.00', funds: '0.00', pending: '0.00' })
    expect(bank.netWorth).toBe('10000.00')
    expect(bank.orders).toEqual([])
    expect(bank.funds).toEqual([])
  })

  it.each([
    ['฿499.99, below the ฿500 minimum', '499.99', 400, 'ROBO_BELOW_MINIMUM'],
    ['more than savings holds', '10000.01', 409, 'BANK_BALANCE_INSUFFICIENT'],
    ['nothing', '0', 400, 'VALIDATION_FAILED'],
  ])('refuses %s and moves nothing', async (_, amount, status, code) => {
    const { m, account } = await investor()
    expectRefused(await buy(m, account.id, amount), status, code)
    expect(await savingsOf(m)).toBe('10000.00')
    expect(await orderCount(account.id)).toBe(0)
  })

  it('asks for the suitability test again once the result is more than two years old', async () => {
    const { m, account } = await investor()
    await keepSignedIn(m)
    t.clock.set(bangkok('2028-03-03T10:00'))
    expectRefused(await buy(m, account.id, '1000'), 409, 'ROBO_ASSESSMENT_EXPIRED')
    expect(await orderCount(account.id)).toBe(0)
    await assessed(m)
    expect((await bought(m, account.id, '1000')).orders).toHaveLength(6)
  })

  it('answers 404 for someone else’s account and for an unknown one', async () => {
    const { account } = await investor()
    const other = await investor()
    for (const id of [account.id, unknownAccount]) {
      expectRefused(await buy(other.m, id, '1000'), 404, 'ROBO_ACCOUNT_NOT_FOUND')
    }
    expect(await orderCount(account.id)).toBe(0)
    expect(await savingsOf(other.m)).toBe('10000.00')
  })

  it('places one set of orders for a purchase repeated with the same Idempotency-Key', async () => {
    const { m, account } = await investor()
    const first = await buy(m, account.id, '2000', 'robo-buy-key-0001')
    const again = await buy(m, account.id, '2000', 'robo-buy-key-0001')
    expect(first.statusCode).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json()).toEqual(first.json())
    expect(await orderCount(account.id)).toBe(6)
    expect(await savingsOf(m)).toBe('8000.00')
  })

  it('takes only what savings holds when ten ฿3,000 purchases arrive at once', async () => {
    const { m, account } = await investor()
    const responses = await Promise.all(Array.from({ length: 10 }, () => buy(m, account.id, '3000')))
    expectEveryAnswer(responses, { 201: 3, '409 BANK_BALANCE_INSUFFICIENT': 7 })
    expect(await savingsOf(m)).toBe('1000.00')
    expect(await orderCount(account.id)).toBe(3 * 6)
    expect((await accountsOf(m)).accounts[0]).toMatchObject({ value: '9000.00', invested: '9000.00' })
  })
})

describe('saleMutualFund', () => {
  async function sell(m: Member, body: object): Promise<Response> {
    return send(m, roboPaths.saleMutualFund, body)
  }

  /** An account holding ฿3,000 of plan 3, its units settled on Monday evening. */
  async function holder() {
    const held = await investor()
    await bought(held.m, held.account.id, '3000')
    t.clock.set(bangkok('2026-03-03T10:00'))
    return held
  }

  it('sells an amount across the holdings by value, paying savings once the NAV is published', async () => {
    const { m, account } = await holder()
    const before = (await detailOf(m, account.id)).mutualFundAccountDetail
    const answer = dataOf<OrderAnswer>(await sell(m, { accountId: account.id, amount: '1000' }), 201)
    expect(answer.savingsBalance).toBe('7000.00')
    expect(answer.orders).toHaveLength(before.holdings.length)
    for (const order of answer.orders) {
      expect(order).toMatchObject({ side: 'sell', status: 'pending', navDate: '2026-03-03', amount: null })
      const holding = before.holdings.find((h) => h.code === order.code)!
      // Each fund gives its share of the value: about ฿1,000 × its value ÷ the whole.
      const share = (100_000 * satang(holding.value)) / satang(before.value)
      const worth = (tenThousandths(order.units!) * tenThousandths(holding.nav)) / 1_000_000
      expect(Math.abs(worth - share)).toBeLessThan(2)
    }

    t.clock.set(bangkok('2026-03-03T18:00'))
    const { transactionLogs } = await detailOf(m, account.id, '&type=sell')
    expect(transactionLogs.items.map((l) => l.status)).toEqual(Array(answer.orders.length).fill('settled'))
    const proceeds = satang(sumOf(transactionLogs.items.map((l) => l.amount)))
    expect(Math.abs(proceeds - 100_000)).toBeLessThan(1_000)
    expect(await savingsOf(m)).toBe(bahtToString(700_000 + proceeds))
  })

  it('sells only the amount asked a second time, while the first sale waits for its NAV', async () => {
    const { m, account } = await holder()
    const before = (await detailOf(m, account.id)).mutualFundAccountDetail
    const navs = new Map(before.holdings.map((h) => [h.code, tenThousandths(h.nav)]))
    const worthOf = (orders: FundOrder[]) =>
      orders.reduce((total, o) => total + (tenThousandths(o.units!) * navs.get(o.code)!) / 1_000_000, 0)
    const first = dataOf<OrderAnswer>(await sell(m, { accountId: account.id, amount: '1000' }), 201)
    const second = dataOf<OrderAnswer>(await sell(m, { accountId: account.id, amount: '1000' }), 201)
    expect(Math.abs(worthOf(first.orders) - 100_000)).toBeLessThan(10)
    expect(Math.abs(worthOf(second.orders) - 100_000)).toBeLessThan(10)
  })

  it('sells the holdings once when several “sell everything” requests arrive at once', async () => {
    const { m, account } = await holder()
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => sell(m, { accountId: account.id, all: true })),
    )
    expectEveryAnswer(responses, { 201: 1, '409 ROBO_NOTHING_TO_SELL': 4 })
    expect(await orderCount(account.id)).toBe(6 + 6)
  })

  it('sells everything, leaving the account empty and the proceeds in savings', async () => {
    const { m, account } = await holder()
    const answer = dataOf<OrderAnswer>(await sell(m, { accountId: account.id, all: true }), 201)
    const held = (await detailOf(m, account.id)).mutualFundAccountDetail.holdings
    for (const order of answer.orders) {
      expect(order.units).toBe(held.find((h) => h.code === order.code)!.units)
    }
    expectRefused(await sell(m, { accountId: account.id, all: true }), 409, 'ROBO_NOTHING_TO_SELL')
    t.clock.set(bangkok('2026-03-03T18:00'))
    const after = (await detailOf(m, account.id)).mutualFundAccountDetail
    expect(after.value).toBe('0.00')
    expect(after.holdings.every((h) => h.units === '0.0000')).toBe(true)
    const { transactionLogs } = await detailOf(m, account.id, '&type=sell')
    const proceeds = satang(sumOf(transactionLogs.items.map((l) => l.amount)))
    expect(await savingsOf(m)).toBe(bahtToString(700_000 + proceeds))
  })

  it('refuses to sell more than the account’s sellable value, saying how much that is', async () => {
    const { m, account } = await holder()
    const { value } = (await detailOf(m, account.id)).mutualFundAccountDetail
    const tooMuch = bahtToString(satang(value) + 1)
    const details = expectRefused(
      await sell(m, { accountId: account.id, amount: tooMuch }),
      409,
      'ROBO_SELL_TOO_MUCH',
    ) as { sellable: string }
    expect(satang(details.sellable)).toBeLessThanOrEqual(satang(value))
    expect(await orderCount(account.id)).toBe(6)
  })

  it('refuses a sale while nothing is held, even with a purchase waiting for its NAV', async () => {
    const { m, account } = await investor()
    expectRefused(await sell(m, { accountId: account.id, amount: '100' }), 409, 'ROBO_NOTHING_TO_SELL')
    await bought(m, account.id, '1000')
    expectRefused(await sell(m, { accountId: account.id, all: true }), 409, 'ROBO_NOTHING_TO_SELL')
  })

  it('asks for an amount or everything, not both', async () => {
    const { m, account } = await holder()
    expectRefused(
      await sell(m, { accountId: account.id, amount: '100', all: true }),
      400,
      'VALIDATION_FAILED',
    )
    expectRefused(await sell(m, { accountId: account.id }), 400, 'VALIDATION_FAILED')
  })

  it('answers 404 for someone else’s account', async () => {
    const { account } = await holder()
    const other = await member()
    expectRefused(await sell(other, { accountId: account.id, all: true }), 404, 'ROBO_ACCOUNT_NOT_FOUND')
  })
})

describe('adjustMutualFund', () => {
  type Adjusted = {
    planId: number
    trades: { code: string; side: 'buy' | 'sell'; amount: string }[]
    savingsNeeded: string
    executed: boolean
    orders: FundOrder[]
  }

  async function adjust(m: Member, body: object): Promise<Response> {
    return send(m, roboPaths.adjustMutualFund, body)
  }

  it('previews the move to a safer plan without placing anything, then places it when confirmed', async () => {
    const { m, account } = await investor({ planId: '5' })
    await bought(m, account.id, '3000')
    t.clock.set(bangkok('2026-03-03T10:00'))
    const ordersBefore = await orderCount(account.id)

    const preview = dataOf<Adjusted>(await adjust(m, { accountId: account.id, planId: 1, confirm: false }))
    expect(preview).toMatchObject({ planId: 1, executed: false, orders: [] })
    expect(
      preview.trades
        .filter((tr) => tr.side === 'buy')
        .map((tr) => tr.code)
        .sort(),
    ).toEqual(['KP-GOVMM', 'KP-SAVEMM'])
    expect(preview.trades.filter((tr) => tr.side === 'sell')).toHaveLength(7)
    expect(preview.savingsNeeded).toBe(
      sumOf(preview.trades.filter((tr) => tr.side === 'buy').map((tr) => tr.amount)),
    )
    expect(await orderCount(account.id)).toBe(ordersBefore)
    expect(await savingsOf(m)).toBe('7000.00')
    expect((await detailOf(m, account.id)).mutualFundAccountDetail.planId).toBe(5)

    const done = dataOf<Adjusted>(await adjust(m, { accountId: account.id, planId: 1, confirm: true }))
    expect(done).toMatchObject({ planId: 1, executed: true })
    expect(done.orders).toHaveLength(preview.trades.length)
    expect(await orderCount(account.id)).toBe(ordersBefore + preview.trades.length)
    expect(await savingsOf(m)).toBe(bahtToString(700_000 - satang(done.savingsNeeded)))
    const detail = await detailOf(m, account.id, '&type=rebalance')
    expect(detail.mutualFundAccountDetail).toMatchObject({ planId: 1, planLevel: 1 })
    expect(detail.mutualFundPlanDetail.id).toBe(1)
    expect(detail.transactionLogs.total).toBe(preview.trades.length)

    // Once the NAV is out the account holds plan 1's funds only, in plan 1's proportions.
    t.clock.set(bangkok('2026-03-03T18:00'))
    const settled = (await detailOf(m, account.id)).mutualFundAccountDetail
    expect(
      settled.holdings
        .filter((h) => h.units !== '0.0000')
        .map((h) => h.code)
        .sort(),
    ).toEqual(['KP-GOVMM', 'KP-SAVEMM'])
    expect(settled.rebalanceSuggested).toBe(false)
  })

  it('refuses a plan above the member’s level and changes nothing', async () => {
    const m = await member()
    await assessed(m, 1)
    const { account } = dataOf<{ account: AccountSummary }>(await openAccount(m, { planId: '1' }), 201)
    const response = await adjust(m, { accountId: account.id, planId: 3, confirm: true })
    expectRefused(response, 409, 'ROBO_PLAN_NOT_SUITABLE')
    expect((await detailOf(m, account.id)).mutualFundAccountDetail.planId).toBe(1)
  })

  it('has nothing to adjust in an account that holds nothing yet', async () => {
    const { m, account } = await investor()
    expectRefused(await adjust(m, { accountId: account.id, confirm: true }), 409, 'ROBO_NOTHING_TO_ADJUST')
  })
})

describe('acceptNotifications and DCA', () => {
  type DcaAnswer = { dca: AccountSummary['dca']; upcoming: string[] }

  async function setDca(m: Member, body: object): Promise<Response> {
    return send(m, roboPaths.acceptNotifications, body)
  }

  async function reminders(accountId: string) {
    const { rows } = await t.db.execute<{
      about_on: string
      send_after: string
      sent_at: string | null
      cancelled_at: string | null
      text: string
    }>(sql`select about_on::text, send_after, sent_at, cancelled_at, text from messaging_outbox
           where kind = 'dca_reminder' and ref_id = ${accountId} order by about_on, created_at`)
    return rows
  }

  async function notifications(m: Member, query = '') {
    const response = await get(m, `${roboPaths.getNotifications}${query}`)
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as { items: Notification[]; total: number; page: number; pages: number }
  }

  it('sets a monthly date with reminders the evening before each of the next three', async () => {
    const { m, account } = await investor()
    const answer = dataOf<DcaAnswer>(
      await setDca(m, { accountId: account.id, day: 10, amount: '1000', remind: true }),
    )
    expect(answer.dca).toEqual({
      day: 10,
      amount: '1000.00',
      remind: true,
      nextOn: '2026-03-10',
      since: '2026-03-02',
    })
    expect(answer.upcoming).toEqual([
      '2026-03-10',
      '2026-04-10',
      '2026-05-10',
      '2026-06-10',
      '2026-07-10',
      '2026-08-10',
    ])
    const [reminder, ...more] = await reminders(account.id)
    expect(more.map((r) => r.about_on)).toEqual(['2026-04-10', '2026-05-10'])
    expect(reminder).toMatchObject({ about_on: '2026-03-10', sent_at: null, cancelled_at: null })
    expect(new Date(reminder!.send_after).toISOString()).toBe(bangkok('2026-03-09T18:00').toISOString())
    expect(reminder!.text).toContain('฿1000.00')
    const { items } = await notifications(m)
    expect(items).toEqual([
      expect.objectContaining({
        accountId: account.id,
        dueOn: '2026-03-10',
        status: 'coming',
        amount: '1000.00',
      }),
    ])
  })

  it('buys on each date as the clock passes, listed as done, with the reminders queued ahead of a long absence', async () => {
    const { m, account } = await investor()
    await keepSignedIn(m)
    dataOf(await setDca(m, { accountId: account.id, day: 10, amount: '1000', remind: true }))
    t.clock.set(bangkok('2026-06-02T10:00'))

    const { transactionLogs } = await detailOf(m, account.id, '&type=dca&limit=100')
    // 10 March, 10 April and 10 May (a Sunday, priced on Monday 11 May), six funds each.
    expect(transactionLogs.total).toBe(18)
    expect(transactionLogs.items.every((l) => l.type === 'dca' && l.status === 'settled')).toBe(true)
    expect(new Set(transactionLogs.items.map((l) => l.navDate))).toEqual(
      new Set(['2026-03-10', '2026-04-10', '2026-05-11']),
    )
    expect(sumOf(transactionLogs.items.map((l) => l.amount))).toBe('3000.00')
    // ฿10,000, the ฿1,000 practice money of 1 April, 1 May and 1 June, three dates of ฿1,000.
    expect(await savingsOf(m)).toBe('10000.00')

    const { items } = await notifications(m)
    expect(items.map((n) => [n.dueOn, n.status])).toEqual([
      ['2026-06-10', 'coming'],
      ['2026-05-10', 'done'],
      ['2026-04-10', 'done'],
      ['2026-03-10', 'done'],
    ])
    const second = await notifications(m, '?limit=3&page=2')
    expect(second).toMatchObject({ total: 4, page: 2, pages: 2 })
    expect(second.items.map((n) => n.dueOn)).toEqual(['2026-03-10'])
    // April's and May's reminders were queued in March, before the member went quiet; once the books caught
    // up, the three dates from June are queued, none for an evening already gone.
    expect((await reminders(account.id)).map((r) => r.about_on)).toEqual([
      '2026-03-10',
      '2026-04-10',
      '2026-05-10',
      '2026-06-10',
      '2026-07-10',
      '2026-08-10',
    ])
  })

  it('buys once for a date however many requests arrive at once after it', async () => {
    const { m, account } = await investor()
    dataOf(await setDca(m, { accountId: account.id, day: 10, amount: '1000', remind: false }))
    t.clock.set(bangkok('2026-03-10T10:00'))
    const headers = await m.reauth()
    const url = `${roboPaths.getMutualFundDetail}?accountId=${account.id}&type=dca`
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => t.app.inject({ method: 'GET', url, headers })),
    )
    expectEveryAnswer(responses, { 200: 8 })
    expect(new Set(responses.map((r) => r.json().data.transactionLogs.total))).toEqual(new Set([6]))
    expect(await orderCount(account.id)).toBe(6)
    expect(await savingsOf(m)).toBe('9000.00')
  })

  it('records a date that savings cannot cover as missed, and buys nothing', async () => {
    const { m, account } = await investor()
    await bought(m, account.id, '9500')
    dataOf(await setDca(m, { accountId: account.id, day: 10, amount: '2000', remind: false }))
    t.clock.set(bangkok('2026-03-11T10:00'))

    const { transactionLogs } = await detailOf(m, account.id, '&type=dca_missed')
    expect(transactionLogs.items).toEqual([
      expect.objectContaining({ type: 'dca_missed', status: 'missed', amount: '2000.00', code: null }),
    ])
    expect((await detailOf(m, account.id, '&type=dca')).transactionLogs.total).toBe(0)
    expect(await savingsOf(m)).toBe('500.00')
    const { items } = await notifications(m, `?accountId=${account.id}`)
    expect(items.map((n) => [n.dueOn, n.status])).toEqual([
      ['2026-04-10', 'coming'],
      ['2026-03-10', 'missed'],
    ])
  })

  it.each([
    [{ day: 31, amount: '1000', remind: true }, 400, 'VALIDATION_FAILED'],
    [{ day: 0, amount: '1000', remind: true }, 400, 'VALIDATION_FAILED'],
    [{ day: 10, amount: '499.99', remind: true }, 400, 'ROBO_BELOW_MINIMUM'],
    [{ day: 10, remind: true }, 400, 'ROBO_BELOW_MINIMUM'],
  ])('refuses %j', async (body, status, code) => {
    const { m, account } = await investor()
    expectRefused(await setDca(m, { accountId: account.id, ...body }), status, code)
    expect((await accountsOf(m)).accounts[0]!.dca).toBeNull()
    expect(await reminders(account.id)).toEqual([])
  })

  it('turns DCA off, cancelling the reminder not yet sent', async () => {
    const { m, account } = await investor()
    dataOf(await setDca(m, { accountId: account.id, day: 10, amount: '1000', remind: true }))
    const off = dataOf<DcaAnswer>(await setDca(m, { accountId: account.id, day: null, remind: false }))
    expect(off).toEqual({ dca: null, upcoming: [] })
    const queued = await reminders(account.id)
    expect(queued).toHaveLength(3)
    expect(queued.every((r) => r.cancelled_at !== null)).toBe(true)
    expect((await notifications(m)).items).toEqual([])
    t.clock.set(bangkok('2026-03-11T10:00'))
    expect((await detailOf(m, account.id, '&type=dca')).transactionLogs.total).toBe(0)
  })

  it('answers 404 for someone else’s account', async () => {
    const { account } = await investor()
    const other = await member()
    const response = await setDca(other, { accountId: account.id, day: 10, amount: '1000', remind: true })
    expectRefused(response, 404, 'ROBO_ACCOUNT_NOT_FOUND')
    expectRefused(
      await get(other, `${roboPaths.getNotifications}?accountId=${account.id}`),
      404,
      'ROBO_ACCOUNT_NOT_FOUND',
    )
  })
})

describe('getMutualFundDetail', () => {
  it('shows the value at each month’s end and today, the last one the account’s value', async () => {
    const { m, account } = await investor({}, '2026-01-05T10:00')
    await keepSignedIn(m)
    await bought(m, account.id, '3000')
    t.clock.set(bangkok('2026-02-02T10:00'))
    await bought(m, account.id, '2000')
    t.clock.set(bangkok('2026-03-16T10:00'))

    const detail = (await detailOf(m, account.id)).mutualFundAccountDetail
    expect(detail.history.map((p) => p.date)).toEqual(['2026-01-31', '2026-02-28', '2026-03-16'])
    expect(detail.history.map((p) => p.invested)).toEqual(['3000.00', '5000.00', '5000.00'])
    expect(detail.history.at(-1)!.value).toBe(detail.value)
    expect(detail.invested).toBe('5000.00')
    expect(detail.profit).toBe(bahtToString(satang(detail.value) - 500_000))
    expect(detail.timeWeightedReturn).not.toBeNull()
    // Under a year there is no yearly rate: ten weeks' return is not a year's.
    expect(detail.timeWeightedReturnYearly).toBeNull()
  })

  it('gives the yearly rate of the time-weighted return once the first money in is a year old', async () => {
    const { m, account } = await investor({}, '2026-01-05T10:00')
    await keepSignedIn(m)
    await bought(m, account.id, '3000')
    t.clock.set(bangkok('2027-07-05T10:00'))

    const detail = (await detailOf(m, account.id)).mutualFundAccountDetail
    const total = Number(detail.timeWeightedReturn) / 100
    // 546 days from the first purchase: (1 + r)^(365/546) − 1, to the hundredth of a percent.
    const yearly = (Math.pow(1 + total, 365 / 546) - 1) * 100
    expect(Number(detail.timeWeightedReturnYearly)).toBeCloseTo(yearly, 1)
  })

  it('does not count money paid in as return: the time-weighted return is the same just after a purchase', async () => {
    const { m, account } = await investor()
    await keepSignedIn(m)
    await bought(m, account.id, '3000')
    t.clock.set(bangkok('2026-04-06T10:00'))
    const before = (await detailOf(m, account.id)).mutualFundAccountDetail
    await bought(m, account.id, '5000')
    const after = (await detailOf(m, account.id)).mutualFundAccountDetail
    expect(after.invested).toBe('8000.00')
    expect(after.timeWeightedReturn).toBe(before.timeWeightedReturn)
    expect(after.profit).toBe(before.profit)
  })

  it('says whether the goal is on track, with the monthly amount that would reach it', async () => {
    const far = await investor({ target: '200000', years: '10', monthly: '0' })
    await bought(far.m, far.account.id, '3000')
    const behind = (await detailOf(far.m, far.account.id)).mutualFundAccountDetail
    expect(behind.onTrack).toBe(false)
    const required = satang(behind.requiredMonthly)
    const annualReturn = Number(behind.projection.expectedReturn) / 100
    const years = behind.projection.months / 12
    const reach = (monthly: number) =>
      futureValue({ initial: satang(behind.value), monthly, annualReturn, years })
    expect(reach(required)).toBeGreaterThanOrEqual(20_000_000)
    expect(reach(required - 1)).toBeLessThan(20_000_000)

    const near = await investor({ target: '2500', years: '3', monthly: '0' })
    await bought(near.m, near.account.id, '3000')
    const ahead = (await detailOf(near.m, near.account.id)).mutualFundAccountDetail
    expect(ahead).toMatchObject({ onTrack: true, requiredMonthly: '0.00' })
  })

  it('lists the transactions of one type only, a page at a time, newest first', async () => {
    const { m, account } = await investor()
    await bought(m, account.id, '1000')
    t.clock.set(bangkok('2026-03-03T10:00'))
    await bought(m, account.id, '1000')
    dataOf(await send(m, roboPaths.saleMutualFund, { accountId: account.id, amount: '500' }), 201)

    const all = (await detailOf(m, account.id, '&limit=100')).transactionLogs
    expect(all.total).toBe(12 + 6)
    const buys = (await detailOf(m, account.id, '&type=buy&limit=5')).transactionLogs
    expect(buys).toMatchObject({ total: 12, page: 1, pages: 3 })
    expect(buys.items).toHaveLength(5)
    const third = (await detailOf(m, account.id, '&type=buy&limit=5&page=3')).transactionLogs
    expect(third.items).toHaveLength(2)
    const everyBuy = [
      ...buys.items,
      ...(await detailOf(m, account.id, '&type=buy&limit=5&page=2')).transactionLogs.items,
      ...third.items,
    ]
    expect(new Set(everyBuy.map((l) => l.id)).size).toBe(12)
    expect(everyBuy.every((l) => l.type === 'buy')).toBe(true)
    const times = everyBuy.map((l) => l.at)
    expect(times).toEqual([...times].sort().reverse())
    const sells = (await detailOf(m, account.id, '&type=sell')).transactionLogs
    expect(sells.total).toBe(6)
    expect(sells.items.every((l) => l.type === 'sell' && l.status === 'pending' && l.amount === null)).toBe(
      true,
    )
    expect(sells.items[0]!.description).toMatch(/ขาย .+ หน่วย/)

    const m2 = await member()
    expectRefused(
      await get(m2, `${roboPaths.getMutualFundDetail}?accountId=${account.id}`),
      404,
      'ROBO_ACCOUNT_NOT_FOUND',
    )
    expectRefused(
      await get(m, `${roboPaths.getMutualFundDetail}?accountId=${account.id}&type=interest`),
      400,
      'VALIDATION_FAILED',
    )
  })
})

describe('getChangedTargetValue', () => {
  async function changed(m: Member, body: object): Promise<Response> {
    return send(m, roboPaths.getChangedTargetValue, body)
  }

  it('shows a better chance of the current goal with a larger monthly amount', async () => {
    const { m, account } = await investor({ monthly: '500' })
    await bought(m, account.id, '3000')
    const answer = dataOf<{ current: Projection; changed: Projection }>(
      await changed(m, { accountId: account.id, monthly: '3000' }),
    )
    expect(answer.current).toMatchObject({ target: '200000.00', monthly: '500.00', initial: '3000.00' })
    expect(answer.changed).toMatchObject({
      target: '200000.00',
      monthly: '3000.00',
      months: answer.current.months,
    })
    expect(Number(answer.changed.probability)).toBeGreaterThan(Number(answer.current.probability))
    expect(satang(answer.changed.futureValue)).toBeGreaterThan(satang(answer.current.futureValue))
  })

  it('answers 404 for someone else’s account', async () => {
    const { account } = await investor()
    const other = await member()
    expectRefused(
      await changed(other, { accountId: account.id, monthly: '3000' }),
      404,
      'ROBO_ACCOUNT_NOT_FOUND',
    )
  })
})

describe('updateAccountImage', () => {
  async function replaceImage(m: Member, accountId: string, upload: Upload): Promise<Response> {
    return sendForm(m, 'PATCH', roboPaths.updateAccountImage, { accountId }, upload)
  }
  const newPhoto = async (): Promise<Upload> => ({
    filename: 'new-card.png',
    contentType: 'image/png',
    content: await pngWithMetadata(500, 320),
  })

  it('replaces the ID photo, removing the old files', async () => {
    const { m, account } = await investor()
    const before = await privateFiles()
    const oldImage = (await detailOf(m, account.id)).mutualFundAccountDetail.holder.idCardImage
    const answer = dataOf<{ idCardImage: string; updatedAt: string }>(
      await replaceImage(m, account.id, await newPhoto()),
    )
    expect(answer.idCardImage).toMatch(/^data:image\/webp;base64,/)
    expect(answer.idCardImage).not.toBe(oldImage)
    const after = await privateFiles()
    expect(after).toHaveLength(before.length)
    expect(after.filter((file) => !before.includes(file))).toHaveLength(2)
    const shown = (await detailOf(m, account.id)).mutualFundAccountDetail.holder.idCardImage
    expect(shown).toBe(answer.idCardImage)
  })

  it('keeps the old photo when the new file is not an image', async () => {
    const { m, account } = await investor()
    const before = await privateFiles()
    const oldImage = (await detailOf(m, account.id)).mutualFundAccountDetail.holder.idCardImage
    expectRefused(await replaceImage(m, account.id, notAnImage), 400, 'IMAGE_INVALID')
    expect(await privateFiles()).toEqual(before)
    expect((await detailOf(m, account.id)).mutualFundAccountDetail.holder.idCardImage).toBe(oldImage)
  })

  it('answers 404 for someone else’s account', async () => {
    const { account } = await investor()
    const other = await member()
    const before = await privateFiles()
    expectRefused(await replaceImage(other, account.id, await newPhoto()), 404, 'ROBO_ACCOUNT_NOT_FOUND')
    expect(await privateFiles()).toEqual(before)
  })
})

describe('news', () => {
  it('lists the robo’s articles a page at a time, newest first', async () => {
    const m = await member()
    type NewsPage = {
      items: { slug: string; publishedOn: string; title: string; body: string[] }[]
      total: number
      page: number
      pages: number
    }
    const newsPage = async (query: string): Promise<NewsPage> => {
      const response = await get(m, `${roboPaths.news}${query}`)
      expect(response.statusCode, response.body).toBe(200)
      return response.json()
    }
    const page = await newsPage('?limit=3')
    expect(page.total).toBeGreaterThan(3)
    expect(page).toMatchObject({ page: 1, pages: Math.ceil(page.total / 3) })
    expect(page.items).toHaveLength(3)
    const second = await newsPage('?limit=3&page=2')
    const dates = [...page.items, ...second.items].map((n) => n.publishedOn)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(new Set([...page.items, ...second.items].map((n) => n.slug)).size).toBe(
      page.items.length + second.items.length,
    )
    expect(page.items[0]!.title).toMatch(/[ก-๙]/)
    expect(page.items[0]!.body.length).toBeGreaterThan(0)
  })
})
