/**
 * A plan's expected return and volatility, worked out from its funds' NAV histories rather than written by
 * hand: daily log returns on the dates every fund priced, annualised over 252 trading days. NAVs are integer
 * ten-thousandths of a baht; the results are plain yearly decimals (0.05 = 5 %) for the projections.
 */

export type NavHistory = { code: string; points: readonly { date: string; nav: number }[] }

export type PlanStatistics = {
  /** The plan's yearly arithmetic expected return: exp(w·μ + wᵀΣw / 2) − 1. */
  expectedReturn: number
  /** The plan's yearly volatility of log returns: √(wᵀΣw). */
  volatility: number
  /** The common dates the statistics were worked out from. */
  days: number
  perFund: Record<string, { annualReturn: number; volatility: number }>
}

export const TRADING_DAYS_PER_YEAR = 252
/** About three months of prices: fewer would let one odd week set a plan's risk. */
export const MIN_COMMON_DATES = 60

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length
}

/** The NAVs of one fund from `since` on, by date; a NAV of 0 or less cannot be a price. */
function navsFrom(history: NavHistory, since: string): Map<string, number> {
  const navs = new Map<string, number>()
  for (const { date, nav } of history.points) {
    if (date < since) continue
    if (!(nav > 0)) throw new RangeError(`${history.code} has NAV ${nav} on ${date}`)
    navs.set(date, nav)
  }
  return navs
}

/**
 * The statistics of a plan holding `weights` (fund code → fraction, summing to 1) from `since` on. Funds
 * are aligned on the dates all of them priced and each return runs from the previous common date, so every
 * fund's return covers the same stretch of time: across a holiday in one fund's market the others' returns
 * span the two days too, instead of pairing a two-day move with a one-day one. The covariance is the sample
 * covariance (n − 1).
 */
export function planStatistics(
  histories: readonly NavHistory[],
  weights: Readonly<Record<string, number>>,
  since: string,
): PlanStatistics {
  const codes = Object.keys(weights)
  const w = codes.map((code) => weights[code] as number)
  if (
    codes.length === 0 ||
    w.some((weight) => !(weight >= 0)) ||
    Math.abs(w.reduce((a, b) => a + b, 0) - 1) > 1e-9
  ) {
    throw new RangeError('A plan’s weights are fractions of 0 or more that sum to 1')
  }
  const navs = codes.map((code) => {
    const history = histories.find((candidate) => candidate.code === code)
    if (!history) throw new RangeError(`No NAV history for ${code}`)
    return navsFrom(history, since)
  })
  const dates = [...(navs[0] as Map<string, number>).keys()].filter((date) =>
    navs.every((fund) => fund.has(date)),
  )
  dates.sort()
  if (dates.length < MIN_COMMON_DATES) {
    throw new RangeError(
      `${dates.length} common dates since ${since}; the statistics need ${MIN_COMMON_DATES}`,
    )
  }

  const returns = navs.map((fund) =>
    dates
      .slice(1)
      .map((date, i) => Math.log((fund.get(date) as number) / (fund.get(dates[i] as string) as number))),
  )
  const mu = returns.map((fund) => TRADING_DAYS_PER_YEAR * mean(fund))
  const deviations = returns.map((fund) => {
    const average = mean(fund)
    return fund.map((value) => value - average)
  })
  const covariance = (i: number, j: number) => {
    const a = deviations[i] as number[]
    const b = deviations[j] as number[]
    const sum = a.reduce((total, value, t) => total + value * (b[t] as number), 0)
    return (TRADING_DAYS_PER_YEAR * sum) / (a.length - 1)
  }

  const sigma = codes.map((_, i) => codes.map((_, j) => covariance(i, j)))
  const perFund: PlanStatistics['perFund'] = {}
  let logMean = 0
  let variance = 0
  codes.forEach((code, i) => {
    const ownVariance = sigma[i]?.[i] as number
    perFund[code] = {
      annualReturn: Math.exp((mu[i] as number) + ownVariance / 2) - 1,
      volatility: Math.sqrt(ownVariance),
    }
    logMean += (w[i] as number) * (mu[i] as number)
    codes.forEach((_, j) => {
      variance += (w[i] as number) * (w[j] as number) * (sigma[i]?.[j] as number)
    })
  })
  // Rounding can leave a perfectly hedged plan a hair below zero.
  variance = Math.max(0, variance)
  return {
    expectedReturn: Math.exp(logMean + variance / 2) - 1,
    volatility: Math.sqrt(variance),
    days: dates.length,
    perFund,
  }
}
