import { addMonthsClamped } from '@klass/contract/bank-rules'
import { bahtToString, unitsToString } from '@klass/contract/money'
import type { AccountSummary, GoalKind, TransactionLog } from '@klass/contract/robo'
import type { AppContext } from '../../context'
import { DomainError } from '../../lib/domain-error'
import { bangkokDate } from '../../lib/time'
import * as bankRepo from '../bank/bank.repo'
import { units, type Books } from '../bank/books'
import { latestNavDate } from '../bank/calendar'
import { valueHoldings } from '../bank/portfolio'
import { modelPlan, type ModelPlan } from './model-plans'
import { planStats, projectionView, type PlanStats } from './plans'
import * as repo from './robo.repo'
import type { RoboAccountRow } from './robo.repo'

type PortfolioRow = bankRepo.PortfolioRow
export type Joined = { account: RoboAccountRow; portfolio: PortfolioRow }

export const percent = (fraction: number) => (fraction * 100).toFixed(2)

/** Whole months from `from` to `to` (Bangkok dates), counted as banks count a term; at least one. */
export function monthsUntil(from: string, to: string): number {
  let months =
    (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
    Number(to.slice(5, 7)) -
    Number(from.slice(5, 7))
  if (addMonthsClamped(from, months) > to) months -= 1
  return Math.max(1, months)
}

/** A national ID shown by its last four digits only, in the card's grouping: x-xxxx-xxxx9-12-3. */
export function maskNationalId(last4: string): string {
  return `x-xxxx-xxxx${last4[0]}-${last4.slice(1, 3)}-${last4[3]}`
}

/**
 * What the robo's calls share about a member's fund accounts: finding one they own, valuing it at the latest NAV
 * with its goal's projection, and the views of a summary, its DCA and a transaction.
 */
export function createFundAccounts(ctx: AppContext) {
  const { db, clock } = ctx

  function knownPlan(id: number): ModelPlan {
    const plan = modelPlan(id)
    if (!plan) throw new DomainError('ROBO_PLAN_NOT_FOUND')
    return plan
  }

  async function statsOf(
    plan: ModelPlan,
    now: Date,
  ): Promise<{ stats: PlanStats; funds: bankRepo.FundRow[] }> {
    const funds = await bankRepo.allFunds(db)
    return { stats: planStats(plan, funds, latestNavDate(now)), funds }
  }

  /** The plan's weights as the bank's portfolio keeps them: fund ids and basis points. */
  function portfolioWeights(plan: ModelPlan, funds: readonly bankRepo.FundRow[]) {
    const byCode = new Map(funds.map((f) => [f.code, f.id]))
    return Object.entries(plan.weights).map(([code, bp]) => ({ fundId: byCode.get(code)!, bp }))
  }

  async function ownedAccount(userId: string, id: string): Promise<Joined> {
    const found = await repo.memberAccount(db, userId, id)
    if (!found) throw new DomainError('ROBO_ACCOUNT_NOT_FOUND')
    return found
  }

  /** The member's portfolio inside their locked books; refuses a closed or unknown one. */
  function openPortfolioIn(books: Books, id: string): PortfolioRow {
    const portfolio = books.portfolios.find((p) => p.id === id)
    if (!portfolio) throw new DomainError('ROBO_ACCOUNT_CLOSED')
    return portfolio
  }

  /** Everything a summary or the dashboard needs about one account, valued at `now`. */
  async function valueAccount(joined: Joined, now: Date) {
    const { account, portfolio } = joined
    const today = bangkokDate(now)
    const navDate = latestNavDate(now)
    const [allFunds, live, orders] = await Promise.all([
      bankRepo.allFunds(db),
      bankRepo.liveAccounts(db, account.userId),
      repo.portfolioOrders(db, portfolio.id),
    ])
    const funds = new Map(allFunds.map((f) => [f.id, f]))
    const holdings = valueHoldings(
      live.filter((h) => h.portfolioId === portfolio.id),
      funds,
      navDate,
    )
    const pending = orders
      .filter((o) => o.side === 'buy' && o.status === 'pending')
      .reduce((sum, o) => sum + o.amount!, 0)
    const paidIn = orders.filter((o) => o.side === 'buy').reduce((sum, o) => sum + o.amount!, 0)
    const paidOut = orders
      .filter((o) => o.side === 'sell' && o.status === 'settled')
      .reduce((sum, o) => sum + o.amount!, 0)
    const value = holdings.reduce((sum, h) => sum + h.value, 0) + pending
    const invested = paidIn - paidOut
    const plan = knownPlan(account.planId)
    const stats = planStats(plan, allFunds, navDate)
    const monthly = portfolio.dcaAmount ?? account.monthly
    const projection = projectionView(plan.id, stats, {
      target: account.target,
      months: monthsUntil(today, account.targetDate),
      initial: value,
      monthly,
    })
    return { holdings, funds, orders, pending, value, invested, plan, stats, projection, today, navDate }
  }

  function summaryOf(joined: Joined, valued: Awaited<ReturnType<typeof valueAccount>>): AccountSummary {
    const { account, portfolio } = joined
    const profit = valued.value - valued.invested
    return {
      id: account.id,
      number: account.number,
      status: portfolio.status as AccountSummary['status'],
      goalKind: account.goalKind as GoalKind,
      goalName: account.goalName,
      target: bahtToString(account.target),
      targetDate: account.targetDate,
      planId: account.planId,
      planName: valued.plan.name,
      planLevel: valued.plan.level,
      value: bahtToString(valued.value),
      invested: bahtToString(valued.invested),
      profit: bahtToString(profit),
      profitPercent: valued.invested > 0 ? percent(profit / valued.invested) : '0.00',
      onTrack: valued.invested > 0 || valued.value > 0 ? valued.projection.onTrack : null,
      dca: dcaView(portfolio),
      openedAt: account.openedAt.toISOString(),
    }
  }

  function dcaView(portfolio: PortfolioRow): AccountSummary['dca'] {
    if (portfolio.dcaDay === null || portfolio.dcaNextOn === null) return null
    return {
      day: portfolio.dcaDay,
      amount: bahtToString(portfolio.dcaAmount!),
      remind: portfolio.dcaRemind,
      nextOn: portfolio.dcaNextOn,
      since: portfolio.dcaSince ?? portfolio.dcaNextOn,
    }
  }

  async function summary(userId: string, id: string): Promise<AccountSummary> {
    const joined = await ownedAccount(userId, id)
    return summaryOf(joined, await valueAccount(joined, clock.now()))
  }

  function logView(row: repo.LogRow, funds: ReadonlyMap<string, bankRepo.FundRow>): TransactionLog {
    const fund = row.fundId ? funds.get(row.fundId) : undefined
    const amount = row.amount === null ? null : bahtToString(row.amount)
    const unitsText = row.units === null ? null : unitsToString(units(row.units))
    const described: Record<TransactionLog['type'], string> = {
      buy: `ซื้อ ${fund?.code ?? ''}${amount ? ` ฿${amount}` : ''}`,
      sell: `ขาย ${fund?.code ?? ''} ${unitsText ?? ''} หน่วย`,
      dca: `ลงทุนสม่ำเสมอ (DCA) ${fund?.code ?? ''}${amount ? ` ฿${amount}` : ''}`,
      dca_missed: `ข้าม DCA ฿${amount} เพราะเงินออมทรัพย์ฝึกหัดไม่พอ`,
      rebalance: `ปรับสัดส่วน ${fund?.code ?? ''}`,
    }
    return {
      id: row.id,
      type: row.type,
      at: row.at.toISOString(),
      amount,
      code: fund?.code ?? null,
      units: unitsText,
      nav: row.nav === null ? null : unitsToString(units(row.nav)),
      navDate: row.navDate,
      status: row.status as TransactionLog['status'],
      description: `${described[row.type].trim()}${row.status === 'pending' ? ' (รอราคา NAV)' : ''}`,
    }
  }

  return {
    knownPlan,
    statsOf,
    portfolioWeights,
    ownedAccount,
    openPortfolioIn,
    valueAccount,
    summaryOf,
    dcaView,
    summary,
    logView,
  }
}

export type FundAccounts = ReturnType<typeof createFundAccounts>
