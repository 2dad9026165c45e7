import { factsheetPeriods, type FactsheetPeriod } from '@klass/contract/bank'
import { addMonthsClamped } from '@klass/contract/bank-rules'
import { businessDayOnOrAfter, nextBusinessDay } from './calendar'

/**
 * The practice funds' NAV histories (SPEC 7 Bank). A NAV is not stored: it is worked out from the fund's
 * parameters, one business day after another, with a seeded random walk. Everything is exact-repeatable
 * (integer PRNG, IEEE arithmetic, the NAV rounded to the ten-thousandth each day), so a fund's NAV on a day
 * is the same forever, whenever and however far ahead it is asked.
 */

export type FundNavParams = {
  code: string
  inceptionDate: string
  /** NAV on the inception date, in ten-thousandths of a baht. */
  startNav: number
  /** Expected yearly return, basis points. */
  driftBp: number
  /** Yearly volatility, basis points. */
  volatilityBp: number
  seed: number
}

export type NavPoint = { date: string; nav: number }

const TRADING_DAYS_PER_YEAR = 252

/** mulberry32: a small 32-bit PRNG whose state is one integer, giving uniforms in [0, 1). */
function nextUniform(state: { value: number }): number {
  state.value = (state.value + 0x6d2b79f5) | 0
  let t = state.value
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
}

/** A standard normal deviate by Irwin–Hall: the sum of twelve uniforms less six. */
function nextNormal(state: { value: number }): number {
  let sum = 0
  for (let i = 0; i < 12; i += 1) sum += nextUniform(state)
  return sum - 6
}

type NavPath = {
  points: NavPoint[]
  random: { value: number }
  dailyDrift: number
  dailyVolatility: number
}

const paths = new Map<string, NavPath>()

function pathOf(fund: FundNavParams): NavPath {
  // Keyed by every parameter, so a fund whose parameters change never reuses another path.
  const key = `${fund.code}|${fund.inceptionDate}|${fund.startNav}|${fund.driftBp}|${fund.volatilityBp}|${fund.seed}`
  let path = paths.get(key)
  if (!path) {
    path = {
      points: [
        { date: businessDayOnOrAfter(fund.inceptionDate), nav: Math.max(1, Math.round(fund.startNav)) },
      ],
      random: { value: fund.seed | 0 },
      dailyDrift: fund.driftBp / 10_000 / TRADING_DAYS_PER_YEAR,
      dailyVolatility: fund.volatilityBp / 10_000 / Math.sqrt(TRADING_DAYS_PER_YEAR),
    }
    paths.set(key, path)
  }
  return path
}

/** Walks the path on, one business day at a time, until it reaches `through`. */
function extend(path: NavPath, through: string): void {
  let last = path.points[path.points.length - 1]!
  for (let date = nextBusinessDay(last.date); date <= through; date = nextBusinessDay(date)) {
    const dailyReturn = path.dailyDrift + path.dailyVolatility * nextNormal(path.random)
    last = { date, nav: Math.max(1, Math.round(last.nav * (1 + dailyReturn))) }
    path.points.push(last)
  }
}

/** Index of the last point dated on or before `date`; -1 when every point is later. */
function lastIndexOnOrBefore(points: readonly NavPoint[], date: string): number {
  let low = 0
  let high = points.length - 1
  let found = -1
  while (low <= high) {
    const middle = (low + high) >> 1
    if (points[middle]!.date <= date) {
      found = middle
      low = middle + 1
    } else {
      high = middle - 1
    }
  }
  return found
}

/**
 * One NAV (ten-thousandths of a baht, at least 1) per business day from the inception date (or the first
 * business day after it) through `through`, oldest first.
 */
export function navHistory(fund: FundNavParams, through: string): readonly NavPoint[] {
  const path = pathOf(fund)
  extend(path, through)
  return path.points.slice(0, lastIndexOnOrBefore(path.points, through) + 1)
}

/** The NAV of the latest business day on or before `date`; null before the fund began. */
export function navOn(fund: FundNavParams, date: string): NavPoint | null {
  const path = pathOf(fund)
  extend(path, date)
  return path.points[lastIndexOnOrBefore(path.points, date)] ?? null
}

const periodMonths: Record<FactsheetPeriod, number> = {
  '1M': 1,
  '3M': 3,
  '6M': 6,
  '1Y': 12,
  '3Y': 36,
  '5Y': 60,
}

export type Factsheet = {
  /** Percent with two decimals; 3Y and 5Y a year (annualised); null when the history is shorter. */
  returns: Record<FactsheetPeriod, string | null>
  /** Annualised standard deviation of daily returns over the last year, percent. */
  standardDeviation: string
  /** Largest fall from a peak over the last five years, a negative percent ("0.00" when none). */
  maxDrawdown: string
}

/** A share as a percent with two decimals; never "-0.00". */
function percent(share: number): string {
  const text = (share * 100).toFixed(2)
  return text === '-0.00' ? '0.00' : text
}

/** The points from the one on or before `from` (or the first) through the one at index `end`. */
function pointsSince(history: readonly NavPoint[], from: string, end: number): readonly NavPoint[] {
  return history.slice(Math.max(0, lastIndexOnOrBefore(history, from)), end + 1)
}

/**
 * The factsheet figures of a NAV history as of `asOf`. These are statistics shown to the member, not money,
 * so floating point is fine here.
 */
export function factsheet(history: readonly NavPoint[], asOf: string): Factsheet {
  const endIndex = lastIndexOnOrBefore(history, asOf)
  const end = history[endIndex]
  const returns = Object.fromEntries(
    factsheetPeriods.map((period) => {
      const months = periodMonths[period]
      const start = history[lastIndexOnOrBefore(history, addMonthsClamped(asOf, -months))]
      if (!end || !start) return [period, null]
      const growth = end.nav / start.nav
      return [period, percent(months > 12 ? growth ** (12 / months) - 1 : growth - 1)]
    }),
  ) as Record<FactsheetPeriod, string | null>

  const lastYear = pointsSince(history, addMonthsClamped(asOf, -12), endIndex)
  const daily = lastYear.slice(1).map((point, i) => point.nav / lastYear[i]!.nav - 1)
  let standardDeviation = 0
  if (daily.length >= 2) {
    const mean = daily.reduce((sum, r) => sum + r, 0) / daily.length
    const variance = daily.reduce((sum, r) => sum + (r - mean) ** 2, 0) / (daily.length - 1)
    standardDeviation = Math.sqrt(variance) * Math.sqrt(TRADING_DAYS_PER_YEAR)
  }

  let peak = 0
  let maxDrawdown = 0
  for (const { nav } of pointsSince(history, addMonthsClamped(asOf, -60), endIndex)) {
    peak = Math.max(peak, nav)
    maxDrawdown = Math.min(maxDrawdown, nav / peak - 1)
  }

  return { returns, standardDeviation: percent(standardDeviation), maxDrawdown: percent(maxDrawdown) }
}
