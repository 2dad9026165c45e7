import { frontFee, addMonthsClamped } from '@klass/contract/bank-rules'
import { bahtToString, unitsToString } from '@klass/contract/money'
import type { Executor } from '@klass/db/client'
import { bangkokDate, bangkokInstant } from '../../lib/time'
import * as repo from './bank.repo'
import { fundParams, post, units, type Books } from './books'
import { navPublishedAt, orderNavDate } from './calendar'
import { proceedsFor, unitsFor } from './fund-math'
import { navOn } from './fund-nav'
import type { OrderRow, PortfolioRow } from './bank.repo'

/**
 * Portfolios: fund holdings kept together towards target weights (the robo advisor's fund accounts). A
 * purchase is split across the funds by weight and placed as one order per fund; a DCA date buys the same
 * way on its own, worked out when the books are read or changed, never by a timer.
 */

/** DCA purchases happen at 09:00 Bangkok time on their date; reminders go out at 18:00 the evening before. */
export const DCA_HOUR = 9
export const DCA_REMINDER_HOUR = 18
/** How many coming DCA dates have their reminder queued at once. */
export const REMINDERS_AHEAD = 3

export type OrderSource = 'member' | 'dca' | 'rebalance'

/** `amount` split by the weights (basis points), rounded down, the remainder to the largest weight. */
export function splitByWeight(amount: number, weights: readonly { fundId: string; bp: number }[]) {
  const parts = weights.map((w) => ({ fundId: w.fundId, amount: Math.floor((amount * w.bp) / 10_000) }))
  const rest = amount - parts.reduce((sum, p) => sum + p.amount, 0)
  let largest = 0
  for (const [i, w] of weights.entries()) if (w.bp > weights[largest]!.bp) largest = i
  if (parts[largest]) parts[largest]!.amount += rest
  return parts.filter((p) => p.amount > 0)
}

/** The portfolio's holding of a fund, opened (empty) on its first order. */
async function portfolioHolding(
  tx: Executor,
  books: Books,
  portfolio: PortfolioRow,
  fundId: string,
  at: Date,
): Promise<repo.AccountRow> {
  const existing = books.holdings.find((h) => h.portfolioId === portfolio.id && h.fundId === fundId)
  if (existing) return existing
  const holding = await repo.insertAccount(tx, {
    userId: books.userId,
    kind: 'fund',
    number: await repo.newAccountNumber(tx, 'fund'),
    openedAt: at,
    openedOn: bangkokDate(at),
    fundId,
    portfolioId: portfolio.id,
    units: '0',
    unitsPending: '0',
  })
  books.holdings.push(holding)
  return holding
}

/**
 * Buys `parts` (satang per fund) for the portfolio from savings at `at`: one order per fund at the NAV the
 * cut-off gives, one journal entry moving the whole amount from savings to fund cash.
 */
export async function buyForPortfolio(
  tx: Executor,
  books: Books,
  portfolio: PortfolioRow,
  parts: readonly { fundId: string; amount: number }[],
  at: Date,
  source: OrderSource,
  description: string,
): Promise<OrderRow[]> {
  const total = parts.reduce((sum, p) => sum + p.amount, 0)
  const navDate = orderNavDate(at)
  const orders: OrderRow[] = []
  for (const part of parts) {
    const fund = books.funds.get(part.fundId)!
    const holding = await portfolioHolding(tx, books, portfolio, part.fundId, at)
    const order = await repo.insertOrder(tx, {
      userId: books.userId,
      fundId: part.fundId,
      holdingId: holding.id,
      portfolioId: portfolio.id,
      source,
      side: 'buy',
      amount: part.amount,
      fee: frontFee(part.amount, fund.frontFeeBp),
      navDate,
      placedAt: at,
      settlesAt: navPublishedAt(navDate),
    })
    books.pending.push(order)
    orders.push(order)
  }
  await post(tx, books, {
    kind: 'FUND_BUY_PLACED',
    description: `${description} ฿${bahtToString(total)} (ราคา NAV วันที่ ${navDate})`,
    refId: portfolio.id,
    at,
    lines: [
      { account: books.savings.id, amount: -total },
      { house: 'fund_cash', amount: total },
    ],
  })
  return orders
}

/** Sells `parts` (units per holding) of the portfolio at `at`, reserving the units until their NAV settles. */
export async function sellForPortfolio(
  tx: Executor,
  books: Books,
  portfolio: PortfolioRow,
  parts: readonly { holdingId: string; units: number }[],
  at: Date,
  source: OrderSource,
): Promise<OrderRow[]> {
  const navDate = orderNavDate(at)
  const orders: OrderRow[] = []
  for (const part of parts) {
    const holding = books.holdings.find((h) => h.id === part.holdingId && h.portfolioId === portfolio.id)
    if (!holding) throw new Error(`holding ${part.holdingId} is not in portfolio ${portfolio.id}`)
    const available = units(holding.units) - units(holding.unitsPending)
    if (part.units <= 0 || part.units > available) throw new Error('selling more units than available')
    holding.unitsPending = unitsToString(units(holding.unitsPending) + part.units)
    await repo.updateAccount(tx, holding.id, { unitsPending: holding.unitsPending })
    const order = await repo.insertOrder(tx, {
      userId: books.userId,
      fundId: holding.fundId!,
      holdingId: holding.id,
      portfolioId: portfolio.id,
      source,
      side: 'sell',
      units: unitsToString(part.units),
      navDate,
      placedAt: at,
      settlesAt: navPublishedAt(navDate),
    })
    books.pending.push(order)
    orders.push(order)
  }
  return orders
}

/** A holding of the portfolio valued at the NAV of `navDate`. */
export type ValuedHolding = {
  holding: repo.AccountRow
  fundId: string
  units: number
  available: number
  nav: number
  navDate: string
  value: number
}

export function valueHoldings(
  holdings: readonly repo.AccountRow[],
  funds: ReadonlyMap<string, repo.FundRow>,
  navDate: string,
): ValuedHolding[] {
  return holdings.map((holding) => {
    const fund = funds.get(holding.fundId!)!
    const priced = navOn(fundParams(fund), navDate)
    const nav = priced?.nav ?? fund.startNav
    const held = units(holding.units)
    return {
      holding,
      fundId: fund.id,
      units: held,
      available: held - units(holding.unitsPending),
      nav,
      navDate: priced?.date ?? fund.inceptionDate,
      value: proceedsFor(held, nav),
    }
  })
}

/** Units of a holding worth about `amount` satang at `nav`, never more than `available`. */
export function unitsWorth(amount: number, nav: number, available: number): number {
  return Math.min(available, unitsFor(amount, nav))
}

/** The next DCA date strictly after `date` on `day` of the month. */
export function nextDcaDate(date: string, day: number): string {
  const next = addMonthsClamped(`${date.slice(0, 7)}-01`, 1)
  return `${next.slice(0, 8)}${String(day).padStart(2, '0')}`
}

/** The first DCA date after `today` on `day` of the month (a date that is today starts next month). */
export function firstDcaDate(today: string, day: number): string {
  const thisMonth = `${today.slice(0, 8)}${String(day).padStart(2, '0')}`
  return thisMonth > today ? thisMonth : nextDcaDate(today, day)
}

export function dcaInstant(date: string): Date {
  return bangkokInstant(date, DCA_HOUR)
}

/**
 * Carries out the portfolio's DCA date: buys by weight when savings covers it, records it missed otherwise,
 * moves the portfolio on to its next date and queues the reminder for that one. `now` is when the books are
 * being brought up to date, which may be long after the date.
 */
export async function runDca(tx: Executor, books: Books, portfolio: PortfolioRow, now: Date): Promise<void> {
  const dueOn = portfolio.dcaNextOn!
  const amount = portfolio.dcaAmount!
  const at = dcaInstant(dueOn)
  const covered = books.savings.balance >= amount
  if (covered) {
    await buyForPortfolio(
      tx,
      books,
      portfolio,
      splitByWeight(amount, portfolio.weights),
      at,
      'dca',
      'ลงทุนสม่ำเสมอ (DCA) ผ่าน robo',
    )
  }
  await repo.insertPortfolioRun(tx, {
    portfolioId: portfolio.id,
    dueOn,
    status: covered ? 'done' : 'missed',
    amount,
    at,
  })
  portfolio.dcaNextOn = nextDcaDate(dueOn, portfolio.dcaDay!)
  await repo.updatePortfolio(tx, portfolio.id, { dcaNextOn: portfolio.dcaNextOn })
  if (portfolio.dcaRemind) await queueDcaReminders(tx, portfolio, now)
}

/**
 * Reminders for the portfolio's next DCA dates, each sent the evening before (once per date). They are queued
 * `REMINDERS_AHEAD` dates ahead, so a member who does not come back for a while is still reminded: a date's
 * purchase waits for the books to be read, its reminder does not. An evening already gone at `now` gets none.
 */
export async function queueDcaReminders(tx: Executor, portfolio: PortfolioRow, now: Date): Promise<void> {
  let dueOn = portfolio.dcaNextOn
  for (let ahead = 0; dueOn && ahead < REMINDERS_AHEAD; ahead += 1) {
    const [y, m, d] = dueOn.split('-').map(Number) as [number, number, number]
    const eve = new Date(dcaInstant(dueOn).getTime() - (DCA_HOUR + 24 - DCA_REMINDER_HOUR) * 3_600_000)
    if (eve > now) {
      await repo.queueMessage(tx, {
        userId: portfolio.userId,
        channel: 'line',
        kind: 'dca_reminder',
        refId: portfolio.id,
        aboutOn: dueOn,
        text:
          `พรุ่งนี้ (${d}/${m}/${y + 543}) ถึงวันลงทุนสม่ำเสมอ (DCA) ฿${bahtToString(portfolio.dcaAmount!)} ` +
          'จากบัญชีออมทรัพย์ฝึกหัด เช็กให้แน่ใจว่าเงินฝึกหัดพอนะ (เงินฝึกหัด ไม่ใช่เงินจริง)',
        sendAfter: eve,
      })
    }
    dueOn = nextDcaDate(dueOn, portfolio.dcaDay!)
  }
}
