import type * as bankRepo from '../bank/bank.repo'
import { unitsWorth, type valueHoldings } from '../bank/portfolio'
import type { ModelPlan } from './model-plans'

/** Trades that bring the holdings back to `plan`'s weights, at the latest NAV. */
export function rebalanceTrades(
  plan: ModelPlan,
  holdings: ReturnType<typeof valueHoldings>,
  funds: readonly bankRepo.FundRow[],
) {
  const total = holdings.reduce((sum, h) => sum + h.value, 0)
  const byCode = new Map(funds.map((f) => [f.code, f]))
  const fundIds = new Set([
    ...holdings.map((h) => h.fundId),
    ...Object.keys(plan.weights).map((c) => byCode.get(c)!.id),
  ])
  const trades: {
    fundId: string
    side: 'buy' | 'sell'
    amount: number
    units: number | null
    holdingId: string | null
    weight: number
    target: number
  }[] = []
  let drift = 0
  for (const fundId of fundIds) {
    const fund = funds.find((f) => f.id === fundId)!
    const held = holdings.find((h) => h.fundId === fundId)
    const value = held?.value ?? 0
    const targetBp = plan.weights[fund.code] ?? 0
    const targetValue = Math.floor((total * targetBp) / 10_000)
    const weight = total > 0 ? value / total : 0
    drift = Math.max(drift, Math.abs(weight - targetBp / 10_000))
    const diff = targetValue - value
    if (Math.abs(diff) < 100) continue
    if (diff < 0 && held) {
      // A fund the plan no longer holds is sold to the last unit, leaving no dust behind.
      const sell = targetBp === 0 ? held.available : unitsWorth(-diff, held.nav, held.available)
      if (sell > 0)
        trades.push({
          fundId,
          side: 'sell',
          amount: -diff,
          units: sell,
          holdingId: held.holding.id,
          weight,
          target: targetBp / 10_000,
        })
    } else if (diff > 0) {
      trades.push({
        fundId,
        side: 'buy',
        amount: diff,
        units: null,
        holdingId: null,
        weight,
        target: targetBp / 10_000,
      })
    }
  }
  return { trades, drift, total }
}
