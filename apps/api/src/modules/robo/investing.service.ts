import { daysBetween } from '@klass/contract/bank-rules'
import { pageFrom, type Page } from '@klass/contract/envelope'
import { bahtToString, unitsToString } from '@klass/contract/money'
import { ROBO_MIN_BUY_SATANG, type Notification } from '@klass/contract/robo'
import type { AppContext } from '../../context'
import { recordActivity } from '../../lib/activity'
import { DomainError } from '../../lib/domain-error'
import { bangkokDate } from '../../lib/time'
import * as bankRepo from '../bank/bank.repo'
import { inBooks, settleBooks, type Books } from '../bank/books'
import { latestNavDate } from '../bank/calendar'
import { proceedsFor } from '../bank/fund-math'
import { orderView } from '../bank/bank.views'
import {
  buyForPortfolio,
  firstDcaDate,
  nextDcaDate,
  queueDcaReminders,
  sellForPortfolio,
  splitByWeight,
  unitsWorth,
  valueHoldings,
} from '../bank/portfolio'
import * as repo from './robo.repo'
import { percent, type FundAccounts } from './fund-accounts'
import type { AssessmentService } from './assessment.service'
import { rebalanceTrades } from './rebalance'

/** Money into and out of a fund account through the bank's books: buying, selling, rebalancing, DCA. */
export function createInvestingService(
  ctx: AppContext,
  accounts: FundAccounts,
  assessment: AssessmentService,
) {
  const { db, clock } = ctx
  const { knownPlan, portfolioWeights, ownedAccount, openPortfolioIn, dcaView, summary } = accounts
  const { validLevel } = assessment

  return {
    async buy(userId: string, body: { accountId: string; amount: number }) {
      const joined = await ownedAccount(userId, body.accountId)
      if (body.amount < ROBO_MIN_BUY_SATANG) throw new DomainError('ROBO_BELOW_MINIMUM')
      const now = clock.now()
      await validLevel(userId, now)
      const result = await inBooks(db, userId, now, async (tx, books) => {
        const portfolio = openPortfolioIn(books, joined.portfolio.id)
        if (books.savings.balance < body.amount) throw new DomainError('BANK_BALANCE_INSUFFICIENT')
        const orders = await buyForPortfolio(
          tx,
          books,
          portfolio,
          splitByWeight(body.amount, portfolio.weights),
          now,
          'member',
          `ลงทุนผ่าน robo บัญชี ${joined.account.number}`,
        )
        await recordActivity(tx, { userId, kind: 'bank.fund.bought', refId: portfolio.id, at: now })
        return {
          orders: orders.map((o) => orderView(o, books.funds.get(o.fundId)!)),
          savingsBalance: bahtToString(books.savings.balance),
        }
      })
      return { ...result, account: await summary(userId, body.accountId) }
    },
    async sell(
      userId: string,
      body: { accountId: string; amount?: number | undefined; all?: boolean | undefined },
    ) {
      const joined = await ownedAccount(userId, body.accountId)
      const now = clock.now()
      const result = await inBooks(db, userId, now, async (tx, books) => {
        const portfolio = openPortfolioIn(books, joined.portfolio.id)
        const holdings = valueHoldings(
          books.holdings.filter((h) => h.portfolioId === portfolio.id),
          books.funds,
          latestNavDate(now),
        ).filter((h) => h.available > 0)
        // Units already on their way out in an earlier sale are not this sale's to split.
        const worth = new Map(holdings.map((h) => [h.holding.id, proceedsFor(h.available, h.nav)]))
        const sellable = holdings.reduce((sum, h) => sum + worth.get(h.holding.id)!, 0)
        if (holdings.length === 0 || sellable === 0) throw new DomainError('ROBO_NOTHING_TO_SELL')
        let parts: { holdingId: string; units: number }[]
        if (body.all) {
          parts = holdings.map((h) => ({ holdingId: h.holding.id, units: h.available }))
        } else {
          const amount = body.amount!
          if (amount > sellable)
            throw new DomainError('ROBO_SELL_TOO_MUCH', { sellable: bahtToString(sellable) })
          parts = holdings
            .map((h) => ({
              holdingId: h.holding.id,
              units: unitsWorth(
                Math.ceil((amount * worth.get(h.holding.id)!) / sellable),
                h.nav,
                h.available,
              ),
            }))
            .filter((p) => p.units > 0)
        }
        const orders = await sellForPortfolio(tx, books, portfolio, parts, now, 'member')
        return {
          orders: orders.map((o) => orderView(o, books.funds.get(o.fundId)!)),
          savingsBalance: bahtToString(books.savings.balance),
        }
      })
      return { ...result, account: await summary(userId, body.accountId) }
    },
    async adjust(userId: string, body: { accountId: string; planId?: number | undefined; confirm: boolean }) {
      const joined = await ownedAccount(userId, body.accountId)
      const now = clock.now()
      const plan = knownPlan(body.planId ?? joined.account.planId)
      if (body.planId !== undefined && body.planId !== joined.account.planId) {
        const { level } = await validLevel(userId, now)
        if (plan.level > level) throw new DomainError('ROBO_PLAN_NOT_SUITABLE')
      }
      const funds = await bankRepo.allFunds(db)
      const work = async (tx: Parameters<Parameters<typeof inBooks>[3]>[0], books: Books) => {
        const portfolio = openPortfolioIn(books, joined.portfolio.id)
        const holdings = valueHoldings(
          books.holdings.filter((h) => h.portfolioId === portfolio.id),
          books.funds,
          latestNavDate(now),
        )
        const { trades } = rebalanceTrades(plan, holdings, funds)
        const changesPlan = plan.id !== joined.account.planId
        if (trades.length === 0 && !changesPlan) throw new DomainError('ROBO_NOTHING_TO_ADJUST')
        const buys = trades.filter((t) => t.side === 'buy')
        const savingsNeeded = buys.reduce((sum, t) => sum + t.amount, 0)
        const view = trades.map((t) => {
          const fund = books.funds.get(t.fundId)!
          return {
            code: fund.code,
            name: fund.name,
            side: t.side,
            amount: bahtToString(t.amount),
            units: t.units === null ? null : unitsToString(t.units),
            weight: percent(t.weight),
            targetWeight: percent(t.target),
          }
        })
        let orders: bankRepo.OrderRow[] = []
        if (body.confirm) {
          if (books.savings.balance < savingsNeeded) throw new DomainError('BANK_BALANCE_INSUFFICIENT')
          if (changesPlan) {
            portfolio.weights = portfolioWeights(plan, funds)
            await bankRepo.updatePortfolio(tx, portfolio.id, { weights: portfolio.weights })
            await repo.updateAccount(tx, portfolio.id, { planId: plan.id })
          }
          const sells = trades
            .filter((t) => t.side === 'sell')
            .map((t) => ({ holdingId: t.holdingId!, units: t.units! }))
          orders = [
            ...(await sellForPortfolio(tx, books, portfolio, sells, now, 'rebalance')),
            ...(buys.length
              ? await buyForPortfolio(
                  tx,
                  books,
                  portfolio,
                  buys.map((t) => ({ fundId: t.fundId, amount: t.amount })),
                  now,
                  'rebalance',
                  `ปรับสัดส่วนพอร์ต robo บัญชี ${joined.account.number}`,
                )
              : []),
          ]
        }
        return {
          planId: plan.id,
          trades: view,
          savingsNeeded: bahtToString(savingsNeeded),
          executed: body.confirm,
          orders: orders.map((o) => orderView(o, books.funds.get(o.fundId)!)),
        }
      }
      return inBooks(db, userId, now, work)
    },
    async setDca(
      userId: string,
      body: { accountId: string; day: number | null; amount?: number | undefined; remind: boolean },
    ) {
      const joined = await ownedAccount(userId, body.accountId)
      if (body.day !== null && (body.amount === undefined || body.amount < ROBO_MIN_BUY_SATANG)) {
        throw new DomainError('ROBO_BELOW_MINIMUM')
      }
      const now = clock.now()
      return inBooks(db, userId, now, async (tx, books) => {
        const portfolio = openPortfolioIn(books, joined.portfolio.id)
        await bankRepo.cancelMessages(tx, 'dca_reminder', portfolio.id, now)
        const today = bangkokDate(now)
        const values =
          body.day === null
            ? { dcaDay: null, dcaAmount: null, dcaNextOn: null, dcaSince: null, dcaRemind: false }
            : {
                dcaDay: body.day,
                dcaAmount: body.amount!,
                dcaNextOn: firstDcaDate(today, body.day),
                dcaSince: portfolio.dcaDay === body.day && portfolio.dcaSince ? portfolio.dcaSince : today,
                dcaRemind: body.remind,
              }
        Object.assign(portfolio, values)
        await bankRepo.updatePortfolio(tx, portfolio.id, values)
        if (portfolio.dcaRemind) await queueDcaReminders(tx, portfolio, now)
        const upcoming: string[] = []
        for (
          let date = portfolio.dcaNextOn;
          date && upcoming.length < 6;
          date = nextDcaDate(date, portfolio.dcaDay!)
        ) {
          upcoming.push(date)
        }
        return { dca: dcaView(portfolio), upcoming }
      })
    },
    async notifications(
      userId: string,
      query: { accountId?: string | undefined; page: number; limit: number },
    ): Promise<Page<Notification>> {
      const now = clock.now()
      await settleBooks(db, userId, now)
      const today = bangkokDate(now)
      const all = await repo.memberAccounts(db, userId)
      const chosen = query.accountId ? all.filter((row) => row.account.id === query.accountId) : all
      if (query.accountId && chosen.length === 0) throw new DomainError('ROBO_ACCOUNT_NOT_FOUND')
      const byId = new Map(chosen.map((row) => [row.account.id, row]))
      // The next date of each account with DCA on comes first; then the dates carried out or missed, newest first.
      const coming: Notification[] = chosen
        .filter((row) => row.portfolio.status === 'open' && row.portfolio.dcaNextOn)
        .map((row) => {
          const dueOn = row.portfolio.dcaNextOn!
          const due = dueOn === today
          const amount = bahtToString(row.portfolio.dcaAmount!)
          return {
            id: `coming-${row.account.id}-${dueOn}`,
            accountId: row.account.id,
            accountNumber: row.account.number,
            goalName: row.account.goalName,
            dueOn,
            status: due ? 'due' : 'coming',
            amount,
            message: due
              ? `วันนี้ลงทุน DCA ฿${amount} เวลา 09:00 น. จากบัญชีออมทรัพย์ฝึกหัด`
              : `ลงทุน DCA ครั้งถัดไป ฿${amount} อีก ${daysBetween(today, dueOn)} วัน`,
          }
        })
      // The coming dates lead the first page; the runs fill the rest of each page after them.
      const start = (query.page - 1) * query.limit
      const lead = coming.slice(start, start + query.limit)
      const runOffset = Math.max(0, start - coming.length)
      const runs = await repo.runsPage(db, [...byId.keys()], runOffset, query.limit - lead.length)
      const past = runs.rows.map((run): Notification => {
        const row = byId.get(run.portfolioId)!
        const amount = bahtToString(run.amount)
        return {
          id: `run-${run.portfolioId}-${run.dueOn}`,
          accountId: run.portfolioId,
          accountNumber: row.account.number,
          goalName: row.account.goalName,
          dueOn: run.dueOn,
          status: run.status === 'done' ? 'done' : 'missed',
          amount,
          message:
            run.status === 'done'
              ? `ลงทุน DCA ฿${amount} แล้ว แบ่งซื้อตามสัดส่วนของแผน`
              : `เงินออมทรัพย์ฝึกหัดไม่พอ ฿${amount} จึงข้าม DCA รอบนี้`,
        }
      })
      return pageFrom([...lead, ...past], runs.total + coming.length, query.page, query.limit)
    },
  }
}
