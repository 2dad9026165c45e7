import { addMonthsClamped } from '@klass/contract/bank-rules'
import { bahtToString } from '@klass/contract/money'
import { ROBO_MIN_BUY_SATANG, type Plan, type Projection } from '@klass/contract/robo'
import { futureValue, projectGoal, requiredMonthly } from '@klass/contract/robo-rules'
import { fundParams } from '../bank/books'
import { navHistory } from '../bank/fund-nav'
import type { FundRow } from '../bank/bank.repo'
import type { ModelPlan } from './model-plans'
import { planStatistics } from './portfolio-stats'

/** Plans' statistics look back three years of NAV (SPEC 7 Robo: annualised mean and covariance). */
export const STATS_YEARS = 3

export type PlanStats = {
  expectedReturn: number
  volatility: number
  from: string
  to: string
  perFund: Record<string, { annualReturn: number; volatility: number }>
}

const percent = (fraction: number) => (fraction * 100).toFixed(2)

/** Statistics worked out once per plan and NAV date: the histories behind them change only with a new NAV. */
const statsCache = new Map<string, PlanStats>()

export function planStats(plan: ModelPlan, funds: readonly FundRow[], navDate: string): PlanStats {
  const key = `${plan.id}:${navDate}`
  const kept = statsCache.get(key)
  if (kept) return kept
  const from = addMonthsClamped(navDate, -12 * STATS_YEARS)
  const byCode = new Map(funds.map((f) => [f.code, f]))
  const histories = Object.keys(plan.weights).map((code) => {
    const fund = byCode.get(code)
    if (!fund) throw new Error(`plan ${plan.id} holds ${code}, which the bank does not have`)
    return { code, points: navHistory(fundParams(fund), navDate).filter((p) => p.date >= from) }
  })
  const weights = Object.fromEntries(Object.entries(plan.weights).map(([code, bp]) => [code, bp / 10_000]))
  const result = planStatistics(histories, weights, from)
  // The projection reads σ as the spread of yearly returns, not of log returns: σ = (1 + R)·√(e^{s²} − 1).
  const volatility = (1 + result.expectedReturn) * Math.sqrt(Math.expm1(result.volatility ** 2))
  const stats = { ...result, volatility, from, to: navDate }
  if (statsCache.size > 200) statsCache.clear()
  statsCache.set(key, stats)
  return stats
}

export function planView(
  plan: ModelPlan,
  funds: readonly FundRow[],
  stats: PlanStats,
  memberLevel: number | null,
): Plan {
  const byCode = new Map(funds.map((f) => [f.code, f]))
  return {
    id: plan.id,
    level: plan.level,
    name: plan.name,
    summary: plan.summary,
    explain: plan.explain,
    funds: Object.entries(plan.weights).map(([code, bp]) => {
      const fund = byCode.get(code)!
      const own = stats.perFund[code]!
      return {
        code,
        name: fund.name,
        riskLevel: fund.riskLevel,
        weight: (bp / 100).toFixed(2),
        expectedReturn: percent(own.annualReturn),
        volatility: percent(own.volatility),
      }
    }),
    expectedReturn: percent(stats.expectedReturn),
    volatility: percent(stats.volatility),
    statsFrom: stats.from,
    statsTo: stats.to,
    minBuy: bahtToString(ROBO_MIN_BUY_SATANG),
    suitable: memberLevel !== null && memberLevel >= plan.level,
    memberLevel,
  }
}

/** A goal worked out at the plan's expected return and volatility: amounts in satang, months ahead. */
export function projectionView(
  planId: number,
  stats: PlanStats,
  goal: { target: number; months: number; initial: number; monthly: number },
): Projection {
  const months = Math.max(1, goal.months)
  const years = months / 12
  // Worked out at the return and volatility the projection states, so its figures can be checked from them.
  const model = {
    initial: goal.initial,
    monthly: goal.monthly,
    annualReturn: Number(percent(stats.expectedReturn)) / 100,
    volatility: Number(percent(stats.volatility)) / 100,
  }
  const outcome = projectGoal({ ...model, years, target: goal.target })
  const expected = futureValue({ ...model, years })
  return {
    planId,
    target: bahtToString(goal.target),
    months,
    initial: bahtToString(goal.initial),
    monthly: bahtToString(goal.monthly),
    expectedReturn: percent(stats.expectedReturn),
    volatility: percent(stats.volatility),
    futureValue: bahtToString(expected),
    invested: bahtToString(outcome.invested),
    requiredMonthly: bahtToString(
      requiredMonthly({
        target: goal.target,
        initial: goal.initial,
        annualReturn: model.annualReturn,
        years,
      }),
    ),
    probability: (outcome.probability * 100).toFixed(2),
    p5: bahtToString(outcome.p5),
    p50: bahtToString(outcome.p50),
    p95: bahtToString(outcome.p95),
    onTrack: expected >= goal.target,
    fan: outcome.fan.map((point) => ({
      month: point.month,
      invested: bahtToString(point.invested),
      p5: bahtToString(point.p5),
      p50: bahtToString(point.p50),
      p95: bahtToString(point.p95),
    })),
  }
}
