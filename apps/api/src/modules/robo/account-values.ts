import { addMonthsClamped, lastDayOfMonth } from '@klass/contract/bank-rules'
import { unitsFromString } from '@klass/contract/money'
import { annualise, timeWeightedReturn } from '@klass/contract/robo-rules'
import { fundParams } from '../bank/books'
import { proceedsFor } from '../bank/fund-math'
import { navOn } from '../bank/fund-nav'
import type { FundRow } from '../bank/bank.repo'
import { bangkokDate } from '../../lib/time'
import type { OrderLogRow } from './robo.repo'

const units = (text: string | null) => (text === null ? 0 : (unitsFromString(text) ?? 0))

export type DayValue = { date: string; value: number; invested: number }

/**
 * A fund account's value over time, rebuilt from its orders and the funds' NAV histories: on a day, the units
 * settled by then at that day's NAV, plus money paid into buys still waiting for their NAV. Money in is a buy's
 * amount when placed; money out is a sell's proceeds when settled. `publishedThrough` is the latest NAV date
 * published: today is valued at it, never at a NAV not yet out.
 */
export function accountTimeline(
  orders: readonly OrderLogRow[],
  funds: ReadonlyMap<string, FundRow>,
  publishedThrough: string,
) {
  // Each order's Bangkok days and units read once: a dashboard asks for the value on many days.
  const dated = orders.map((order) => ({
    order,
    placed: bangkokDate(order.placedAt),
    settled: order.settledAt ? bangkokDate(order.settledAt) : null,
    units: units(order.units),
  }))

  /** The value on `date`; with `withFlowsOf` false, before that day's money moved (a buy placed, a sell paid). */
  function valueOn(date: string, withFlowsOf = true): DayValue {
    const held = new Map<string, number>()
    let pending = 0
    let invested = 0
    for (const { order, placed, settled, units: orderUnits } of dated) {
      const settledBy = settled !== null && (withFlowsOf ? settled <= date : settled < date)
      if (order.side === 'buy') {
        const placedBy = withFlowsOf ? placed <= date : placed < date
        if (!placedBy) continue
        invested += order.amount!
        if (settledBy) held.set(order.fundId, (held.get(order.fundId) ?? 0) + orderUnits)
        else pending += order.amount!
      } else if (settledBy) {
        held.set(order.fundId, (held.get(order.fundId) ?? 0) - orderUnits)
        invested -= order.amount!
      }
    }
    let value = pending
    for (const [fundId, count] of held) {
      if (count <= 0) continue
      const fund = funds.get(fundId)!
      const priced = navOn(fundParams(fund), date < publishedThrough ? date : publishedThrough)
      const nav = priced?.nav ?? fund.startNav
      value += proceedsFor(count, nav)
    }
    return { date, value, invested }
  }

  /** The days money moved: a buy placed, a sell paid. */
  const flowDays = [
    ...new Set(dated.flatMap((d) => (d.order.side === 'buy' ? [d.placed] : d.settled ? [d.settled] : []))),
  ].sort()

  return { valueOn, flowDays }
}

/** Month ends from the month of `from` up to `to`, then `to` itself. */
export function monthEnds(from: string, to: string): string[] {
  const dates: string[] = []
  let month = `${from.slice(0, 7)}-01`
  while (month <= to) {
    const [y, m] = month.split('-').map(Number) as [number, number]
    const end = `${month.slice(0, 8)}${String(lastDayOfMonth(y, m)).padStart(2, '0')}`
    if (end >= to) break
    dates.push(end)
    month = addMonthsClamped(month, 1)
  }
  dates.push(to)
  return dates
}

/**
 * The time-weighted return from the first money in to `today`: the value just before and just after each day
 * money moved chain the stretches between them. Null before anything was invested; the yearly rate is null
 * until the first money in is a year old (a few weeks' return is not a rate a year).
 */
export function accountReturn(
  timeline: ReturnType<typeof accountTimeline>,
  today: string,
): { total: number; yearly: number | null } | null {
  const { valueOn } = timeline
  const flowDays = timeline.flowDays.filter((d) => d <= today)
  if (flowDays.length === 0) return null
  const periods: { start: number; end: number }[] = []
  for (const [i, day] of flowDays.entries()) {
    const start = valueOn(day, true).value
    const next = flowDays[i + 1]
    const end = next ? valueOn(next, false).value : valueOn(today, true).value
    periods.push({ start, end })
  }
  const total = timeWeightedReturn(periods)
  const days = Math.round(
    (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${flowDays[0]}T00:00:00Z`)) / 86_400_000,
  )
  return { total, yearly: days < 365 ? null : annualise(total, days) }
}
