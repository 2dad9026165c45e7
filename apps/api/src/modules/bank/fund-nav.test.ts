import { asc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { riskLevelInfo, type RiskLevel } from '@klass/contract/bank'
import { addMonthsClamped } from '@klass/contract/bank-rules'
import { bankFunds, bankRateTables } from '@klass/db/schema/bank'
import { createTestDatabase, type TestDatabase } from '@klass/db/testing'
import { isBusinessDay } from './calendar'
import { factsheet, navHistory, navOn, type FundNavParams } from './fund-nav'

const equityLike: Omit<FundNavParams, 'code'> = {
  inceptionDate: '2020-01-02',
  startNav: 100_000,
  driftBp: 700,
  volatilityBp: 1_800,
  seed: 42,
}

describe('a fund’s NAV history', () => {
  it('gives the same NAV for a day whether the history was asked far ahead first or near first', () => {
    const farFirst = { ...equityLike, code: 'ORDER-FAR' }
    const nearFirst = { ...equityLike, code: 'ORDER-NEAR' }
    const far = navHistory(farFirst, '2025-12-31')
    const near = navHistory(nearFirst, '2021-06-30')
    expect(near.length).toBeGreaterThan(300)
    expect(far.slice(0, near.length)).toEqual(near)
    // Asking further later never changes the days already given.
    expect(navHistory(nearFirst, '2025-12-31')).toEqual(far)
    expect(navHistory(farFirst, '2021-06-30')).toEqual(near)
  })

  it('keeps a fund’s NAVs the same forever, on every server and every run', () => {
    // Recorded from the seeded walk: a change to it would rewrite every member's charts and factsheets.
    const fund = { ...equityLike, code: 'FOREVER' }
    expect(navOn(fund, '2020-01-02')).toEqual({ date: '2020-01-02', nav: 100_000 })
    expect(navOn(fund, '2020-01-03')).toEqual({ date: '2020-01-03', nav: 100_754 })
    // 31 Dec is a bank holiday: the NAV of Tuesday 30 Dec 2025.
    expect(navOn(fund, '2025-12-31')).toEqual({ date: '2025-12-30', nav: 166_475 })
  })

  it('has one integer NAV per business day, starting on the first business day from inception', () => {
    // Inception on Saturday 4 Jan 2020: the first NAV is Monday 6 Jan.
    const fund = { ...equityLike, code: 'WEEKEND-START', inceptionDate: '2020-01-04' }
    const history = navHistory(fund, '2020-03-31')
    expect(history[0]).toEqual({ date: '2020-01-06', nav: 100_000 })
    expect(history.at(-1)!.date).toBe('2020-03-31')
    for (const [i, point] of history.entries()) {
      expect(isBusinessDay(point.date)).toBe(true)
      expect(Number.isInteger(point.nav) && point.nav >= 1).toBe(true)
      if (i > 0) expect(point.date > history[i - 1]!.date).toBe(true)
    }
  })

  it('reads the NAV of the last business day on or before a date, and none before inception', () => {
    const fund = { ...equityLike, code: 'NAV-ON' }
    const history = navHistory(fund, '2020-01-31')
    const friday = history.find((p) => p.date === '2020-01-17')!
    expect(navOn(fund, '2020-01-19')).toEqual(friday) // Sunday → Friday
    expect(navOn(fund, '2020-01-17')).toEqual(friday)
    expect(navOn(fund, '2020-01-01')).toBeNull()
  })
})

describe('factsheet figures', () => {
  // Worked by hand. Daily returns: +20 %, −25 %, +20 %, −8.333 % (mean 1.6667 %).
  // Squared deviations 0.033611, 0.071111, 0.033611, 0.010000 → sum 0.148333, /3 = 0.049444,
  // √ = 0.222361, × √252 (15.874508) = 3.52987 → 352.99 %.
  const history = [
    { date: '2026-05-29', nav: 100_000 },
    { date: '2026-06-10', nav: 120_000 },
    { date: '2026-06-15', nav: 90_000 },
    { date: '2026-06-22', nav: 108_000 },
    { date: '2026-06-30', nav: 99_000 },
  ]

  it('returns from the NAV on or before the same day a month earlier, and nothing the history cannot cover', () => {
    // 1M: from 30 May (NAV of Friday 29 May, 10.0000) to 30 Jun (9.9000): −1.00 %.
    expect(factsheet(history, '2026-06-30').returns).toEqual({
      '1M': '-1.00',
      '3M': null,
      '6M': null,
      '1Y': null,
      '3Y': null,
      '5Y': null,
    })
  })

  it('finds the largest peak-to-trough fall: 12.0000 down to 9.0000 is −25.00 %', () => {
    expect(factsheet(history, '2026-06-30').maxDrawdown).toBe('-25.00')
  })

  it('annualises the sample standard deviation of daily returns', () => {
    expect(factsheet(history, '2026-06-30').standardDeviation).toBe('352.99')
  })

  it('uses only the history up to the factsheet date', () => {
    // As of 22 Jun: 1M from 22 May (none on or before) is not available; the fall so far is still −25.00 %.
    const sheet = factsheet(history, '2026-06-22')
    expect(sheet.returns['1M']).toBeNull()
    expect(sheet.maxDrawdown).toBe('-25.00')
  })

  it('annualises returns over three and five years and shows no drawdown for a fund that never fell', () => {
    // 10 % a year for five years: 10.0000 → 16.1051.
    const growing = [
      { date: '2021-06-30', nav: 100_000 },
      { date: '2026-06-30', nav: 161_051 },
    ]
    const sheet = factsheet(growing, '2026-06-30')
    expect(sheet.returns['5Y']).toBe('10.00')
    // Three years start on 30 Jun 2023, whose NAV on or before is still 10.0000: 1.61051^(1/3) − 1 = 17.22 %.
    expect(sheet.returns['3Y']).toBe('17.22')
    // Not annualised within a year: 61.05 %.
    expect(sheet.returns['1Y']).toBe('61.05')
    expect(sheet.maxDrawdown).toBe('0.00')
  })
})

describe('the practice fund catalogue every database has', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase({
      adminUrl: inject('pgAdminUrl'),
      urlFor: (name) => inject('pgUrlPattern').replace('__DATABASE__', name),
    })
  })
  afterAll(async () => {
    await database.drop()
  })

  const asOf = '2026-06-30'

  async function catalogue() {
    const funds = await database.db.select().from(bankFunds).orderBy(asc(bankFunds.position))
    return funds.map((fund) => {
      const sheet = factsheet(navHistory(fund, asOf), asOf)
      return { ...fund, sheet, sd: Number(sheet.standardDeviation) }
    })
  }

  it('has two dated practice rate tables', async () => {
    const rows = await database.db.select().from(bankRateTables).orderBy(asc(bankRateTables.effectiveFrom))
    const tables = rows.map((row) => ({
      effectiveFrom: row.effectiveFrom,
      savings: row.savingsBp,
      fixed: [row.fixed3Bp, row.fixed6Bp, row.fixed12Bp, row.fixed24Bp, row.fixed36Bp],
      thaweesup: row.thaweesupBp,
    }))
    expect(tables).toEqual([
      { effectiveFrom: '2025-01-01', savings: 50, fixed: [120, 135, 160, 175, 185], thaweesup: 210 },
      { effectiveFrom: '2026-03-01', savings: 30, fixed: [100, 115, 140, 155, 165], thaweesup: 190 },
    ])
  })

  it('has sixteen invented practice funds, two for each SEC risk level, in the level’s category', async () => {
    const funds = await catalogue()
    expect(funds.map((f) => f.position)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1))
    expect(funds.map((f) => f.riskLevel)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8])
    expect(new Set(funds.map((f) => f.seed)).size).toBe(16)
    for (const fund of funds) {
      expect(fund.code).toMatch(/^[A-Z0-9-]{2,20}$/)
      expect(fund.name).toContain('ฝึกหัด')
      expect(fund.category).toBe(riskLevelInfo[fund.riskLevel as RiskLevel].kind)
      expect(fund.description.length).toBeGreaterThanOrEqual(2)
      expect(fund.description.length).toBeLessThanOrEqual(3)
      expect(fund.inceptionDate >= '2015-01-05' && fund.inceptionDate <= '2019-06-03').toBe(true)
      expect(fund.startNav).toBe(100_000)
      // Money market funds start from ฿1; the others from ฿500 to ฿1,000.
      if (fund.riskLevel <= 2) expect(fund.minBuy).toBe(100)
      else expect(fund.minBuy >= 50_000 && fund.minBuy <= 100_000).toBe(true)
    }
  })

  it('has at least five years of NAV history for every fund', async () => {
    for (const fund of await catalogue()) {
      expect(fund.sheet.returns['5Y']).not.toBeNull()
    }
  })

  it('moves each fund about as much as its risk level says', async () => {
    const funds = await catalogue()
    const meanSd = (level: number) => {
      const sds = funds.filter((f) => f.riskLevel === level).map((f) => f.sd)
      return sds.reduce((a, b) => a + b, 0) / sds.length
    }
    for (const fund of funds) {
      if (fund.riskLevel === 1) {
        expect(fund.sd).toBeLessThan(0.6)
        expect(Number(fund.sheet.maxDrawdown)).toBeGreaterThan(-1)
      }
      if (fund.riskLevel === 6 || fund.riskLevel === 7) {
        expect(fund.sd).toBeGreaterThan(10)
        expect(fund.sd).toBeLessThan(30)
      }
      if (fund.riskLevel === 8) expect(fund.sd).toBeGreaterThan(10)
    }
    // From money market to sector funds, each level swings more than the one below.
    for (let level = 2; level <= 7; level += 1) expect(meanSd(level)).toBeGreaterThan(meanSd(level - 1))
    // The most volatile fund of all is an alternative (level 8) fund.
    expect(funds.reduce((a, b) => (b.sd > a.sd ? b : a)).riskLevel).toBe(8)
  })

  it('keeps every fund’s NAV positive for ten years from inception', async () => {
    for (const fund of await catalogue()) {
      const history = navHistory(fund, addMonthsClamped(fund.inceptionDate, 120))
      expect(history.length).toBeGreaterThan(2_300)
      expect(history.every((p) => Number.isInteger(p.nav) && p.nav > 0)).toBe(true)
    }
  })
})
