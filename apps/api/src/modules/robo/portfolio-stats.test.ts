import { describe, expect, it } from 'vitest'
import { planStatistics, type NavHistory } from './portfolio-stats'

/** `count` weekdays from Monday 5 January 2026, as "YYYY-MM-DD". */
function businessDays(count: number): string[] {
  const days: string[] = []
  for (let t = Date.UTC(2026, 0, 5); days.length < count; t += 86_400_000) {
    const weekday = new Date(t).getUTCDay()
    if (weekday !== 0 && weekday !== 6) days.push(new Date(t).toISOString().slice(0, 10))
  }
  return days
}

/**
 * A fund whose daily log returns are `logReturns`, from NAV 100,000.0000 baht (1e9 ten-thousandths, so the
 * rounding to whole ten-thousandths is far below what the tests look at).
 */
function fund(code: string, dates: readonly string[], logReturns: (day: number) => number): NavHistory {
  let logNav = Math.log(1_000_000_000)
  return {
    code,
    points: dates.map((date, day) => {
      if (day > 0) logNav += logReturns(day)
      return { date, nav: Math.round(Math.exp(logNav)) }
    }),
  }
}

const steady = (code: string, dates: readonly string[]) => fund(code, dates, () => Math.log(1.0001))
const seesaw = (code: string, dates: readonly string[], sign: 1 | -1) =>
  fund(code, dates, (day) => sign * (day % 2 === 1 ? 0.01 : -0.01))

describe('a plan’s statistics from its funds’ NAV histories', () => {
  it('gives a fund that grows 0.01 % every day no volatility and 0.01 % compounded over 252 days', () => {
    // μ = 252 × ln 1.0001 = 0.0251987; no spread, so the expected return is e^0.0251987 − 1 = 1.0001^252 − 1 = 0.0255189.
    const dates = businessDays(80)
    const stats = planStatistics([steady('KP-GOVMM', dates)], { 'KP-GOVMM': 1 }, dates[0] as string)
    expect(stats.days).toBe(80)
    expect(stats.volatility).toBeLessThan(1e-6)
    expect(stats.expectedReturn).toBeCloseTo(Math.exp(252 * Math.log(1.0001)) - 1, 8)
    expect(stats.expectedReturn).toBeCloseTo(0.0255189, 6)
    expect(stats.perFund['KP-GOVMM']?.annualReturn).toBeCloseTo(0.0255189, 6)
  })

  it('cancels the swings of two perfectly opposite funds held half and half', () => {
    // 80 daily returns alternating +1 % and −1 % (log), and their mirror image: each has mean 0 and sample
    // variance 80 × 0.0001 / 79, so volatility √(252 × 0.0001 × 80 / 79) = 0.1597466; the covariance is
    // −0.1597466², and ¼σ² + ¼σ² − ½σ² = 0.
    const dates = businessDays(81)
    const stats = planStatistics(
      [seesaw('KP-SET50', dates, 1), seesaw('KP-GOLD', dates, -1)],
      { 'KP-SET50': 0.5, 'KP-GOLD': 0.5 },
      dates[0] as string,
    )
    expect(stats.perFund['KP-SET50']?.volatility).toBeCloseTo(0.1597466, 6)
    expect(stats.perFund['KP-GOLD']?.volatility).toBeCloseTo(0.1597466, 6)
    expect(stats.volatility).toBeLessThan(1e-6)
    expect(stats.expectedReturn).toBeCloseTo(0, 6)
  })

  it('weighs the funds’ means and covariance as worked by hand', () => {
    // Half steady (μ 0.0251987, no variance), half seesaw (μ 0, σ 0.1597466), uncorrelated:
    // w·μ = 0.0125994; wᵀΣw = (0.5 × 0.1597466)² = 0.0063797, volatility 0.0798733;
    // expected return e^(0.0125994 + 0.0063797 / 2) − 1 = 0.0159146.
    const dates = businessDays(81)
    const stats = planStatistics(
      [steady('KP-GOVMM', dates), seesaw('KP-SET50', dates, 1)],
      { 'KP-GOVMM': 0.5, 'KP-SET50': 0.5 },
      dates[0] as string,
    )
    expect(stats.volatility).toBeCloseTo(0.0798733, 6)
    expect(stats.expectedReturn).toBeCloseTo(0.0159146, 6)
  })

  it('uses only the dates every fund priced, from the start date on', () => {
    const dates = businessDays(100)
    // The bond fund does not price on every fifth day (its market's holidays).
    const bondDates = dates.filter((_, i) => i % 5 !== 3)
    const bond = seesaw('KP-FIXINC', bondDates, 1)
    const equity = fund('KP-GLOBEQ', dates, (day) => 0.004 * Math.sin(day) + 0.0003)
    // The same equity fund with a wild price on the bond fund's holidays and before the start date.
    const wild: NavHistory = {
      code: 'KP-GLOBEQ',
      points: equity.points.map((point, i) =>
        i % 5 === 3 || i < 5 ? { ...point, nav: Math.round(point.nav * (i % 2 === 0 ? 3 : 0.2)) } : point,
      ),
    }
    const since = dates[5] as string
    const weights = { 'KP-FIXINC': 0.4, 'KP-GLOBEQ': 0.6 }
    const onCommonDates = planStatistics([bond, wild], weights, since)
    expect(onCommonDates).toEqual(planStatistics([bond, equity], weights, since))
    // 100 dates less the first five and the 19 holidays after them.
    expect(onCommonDates.days).toBe(76)
  })

  it('refuses to work out statistics from fewer than 60 common dates', () => {
    const dates = businessDays(70)
    const early = steady('KP-GOVMM', dates.slice(0, 65))
    const late = steady('KP-SET50', dates.slice(6))
    // 59 dates in common (the 7th to the 65th).
    expect(() =>
      planStatistics([early, late], { 'KP-GOVMM': 0.5, 'KP-SET50': 0.5 }, dates[0] as string),
    ).toThrow(RangeError)
    expect(
      planStatistics(
        [early, steady('KP-SET50', dates.slice(5))],
        { 'KP-GOVMM': 0.5, 'KP-SET50': 0.5 },
        dates[0] as string,
      ).days,
    ).toBe(60)
    // Dates before the start date do not count.
    expect(() => planStatistics([early], { 'KP-GOVMM': 1 }, dates[6] as string)).toThrow(RangeError)
  })

  it('refuses weights that do not add up to the whole plan, or a fund without a history', () => {
    const dates = businessDays(80)
    const histories = [steady('KP-GOVMM', dates), steady('KP-SET50', dates)]
    const since = dates[0] as string
    expect(() => planStatistics(histories, { 'KP-GOVMM': 0.5, 'KP-SET50': 0.4 }, since)).toThrow(RangeError)
    expect(() => planStatistics(histories, { 'KP-GOVMM': 1.5, 'KP-SET50': -0.5 }, since)).toThrow(RangeError)
    expect(() => planStatistics(histories, { 'KP-GOVMM': 0.5, 'KP-TECH': 0.5 }, since)).toThrow(RangeError)
  })
})
