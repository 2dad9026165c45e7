import {
  FIXED_MIN_SATANG,
  THAWEESUP_CAP_SATANG,
  THAWEESUP_MAX_INSTALMENT_SATANG,
  THAWEESUP_MIN_INSTALMENT_SATANG,
  THAWEESUP_MONTHS,
  riskLevelInfo,
  type BankAccounts,
  type CloseResult,
  type FixedDeposit,
  type FixedTerm,
  type FundDetail,
  type FundOrder,
  type FundSearchQuery,
  type FundSummary,
  type MaturityInstruction,
  type RiskLevel,
  type ThaweesupAccount,
} from '@klass/contract/bank'
import { addMonthsClamped, fixedEarlyClose, frontFee, thaweesupEarlyClose } from '@klass/contract/bank-rules'
import { pageFrom, type Page } from '@klass/contract/envelope'
import { bahtFromString, bahtToString, percentFromBasisPoints, unitsToString } from '@klass/contract/money'
import type { Database, Executor, Transaction } from '@klass/db/client'
import type { AppContext } from '../../context'
import { recordActivity } from '../../lib/activity'
import { DomainError } from '../../lib/domain-error'
import { bangkokDate, bangkokInstant } from '../../lib/time'
import * as repo from './bank.repo'
import {
  fixedView,
  holdingView,
  orderView,
  rateTableView,
  savingsView,
  statementLineView,
  thaweesupView,
} from './bank.views'
import {
  fixedRateBp,
  fundParams,
  inBooks,
  settleBooks,
  paidInstalments,
  post,
  rateTableOn,
  units,
  type Books,
} from './books'
import { latestNavDate, navDayWindow, navPublishedAt, orderNavDate } from './calendar'
import { valueHoldings } from './portfolio'
import { factsheet, navHistory } from './fund-nav'

/** How many settled orders the accounts page lists after the pending ones. */
const RECENT_ORDERS = 10
/** The NAV history a fund's page charts: five years. */
const HISTORY_YEARS = 5

/** Needs only the database (or a transaction, as the demo loader passes) and the clock. */
export function createBankService(ctx: { db: Database | Transaction; clock: AppContext['clock'] }) {
  const { db, clock } = ctx

  /** Runs `work` on the member's books, locked and brought up to date, and saves them after. */
  function withBooks<T>(
    userId: string,
    work: (tx: Executor, books: Books, now: Date) => Promise<T>,
  ): Promise<T> {
    const now = clock.now()
    return inBooks(db, userId, now, (tx, books) => work(tx, books, now))
  }

  /**
   * A read needs the lock only when something fell due since the books were last settled (or on the first
   * visit); answers the books' version once they are up to date.
   */
  function settled(userId: string): Promise<string> {
    return settleBooks(db, userId, clock.now())
  }

  /**
   * Accounts pages already worked out, by member and page, each with the version of the books it was valued at
   * and the stretch of time its figures hold for (the same Bangkok day and latest NAV): a read whose books have
   * not changed since, within that stretch, is answered from here. A minute at most, so a new rate table shows
   * within one.
   */
  const views = new Map<string, { version: string; from: number; until: number; view: BankAccounts }>()
  const VIEW_SECONDS = 60
  const MAX_VIEWS = 10_000

  function fundSummary(fund: repo.FundRow, navDate: string): FundSummary {
    const history = navHistory(fundParams(fund), navDate)
    const last = history[history.length - 1]
    const sheet = factsheet(history, navDate)
    return {
      code: fund.code,
      name: fund.name,
      practice: true,
      riskLevel: fund.riskLevel,
      category: fund.category,
      summary: fund.summary,
      nav: unitsToString(last?.nav ?? fund.startNav),
      navDate: last?.date ?? fund.inceptionDate,
      return1Y: sheet.returns['1Y'],
      frontFee: percentFromBasisPoints(fund.frontFeeBp),
      minBuy: bahtToString(fund.minBuy),
    }
  }

  async function knownFund(code: string): Promise<repo.FundRow> {
    const fund = await repo.fundByCode(db, code)
    if (!fund) throw new DomainError('FUND_NOT_FOUND')
    return fund
  }

  return {
    /**
     * The member's accounts page as of now: `view` as it was worked out (perhaps by an earlier read, so shared
     * and never to be changed; its own `asOf` is when), and `asOf`, this read's moment, which the answer carries.
     */
    async accounts(
      userId: string,
      page: number,
      limit: number,
    ): Promise<{ view: Readonly<BankAccounts>; asOf: string }> {
      const now = clock.now()
      const version = await settleBooks(db, userId, now)
      const key = `${userId}:${page}:${limit}`
      const at = now.getTime()
      const kept = views.get(key)
      if (kept && kept.version === version && kept.from <= at && at < kept.until) {
        return { view: kept.view, asOf: now.toISOString() }
      }
      const value = await this.valueAccounts(userId, page, limit, now)
      const window = navDayWindow(now)
      views.delete(key)
      if (views.size >= MAX_VIEWS) views.delete(views.keys().next().value!)
      views.set(key, {
        version: value.version,
        from: window.from,
        until: Math.min(window.until, at + VIEW_SECONDS * 1000),
        view: value.view,
      })
      return { view: value.view, asOf: value.view.asOf }
    },

    /** The member's books valued at `now`, read in one snapshot, with the version they were read at. */
    async valueAccounts(
      userId: string,
      page: number,
      limit: number,
      now: Date,
    ): Promise<{ version: string; view: BankAccounts }> {
      const today = bangkokDate(now)
      const year = today.slice(0, 4)
      const books = await db.transaction(
        async (tx) => {
          const head = (await repo.booksHead(tx, userId))!
          const savings = (await repo.findSavings(tx, userId))!
          // One after another: a transaction's statements share one connection, which runs them in turn anyway.
          const accounts = await repo.liveAccounts(tx, userId)
          const rates = await repo.rateTables(tx)
          const funds = await repo.allFunds(tx)
          const thaweesup = accounts.find((a) => a.kind === 'thaweesup') ?? null
          const instalments = thaweesup ? await repo.instalmentsOf(tx, thaweesup.id) : []
          const orders = await repo.recentOrders(tx, userId, RECENT_ORDERS)
          const statement = await repo.statementPage(tx, userId, page, limit)
          const credited = await repo.savingsInterestBetween(tx, userId, bangkokInstant(`${year}-01-01`), now)
          const portfolioPending = await repo.pendingPortfolioBuys(tx, userId)
          return {
            version: head.version,
            savings,
            accounts,
            rates,
            funds,
            thaweesup,
            instalments,
            orders,
            statement,
            credited,
            portfolioPending,
          }
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      )
      const funds = new Map(books.funds.map((f) => [f.id, f]))
      const navDate = latestNavDate(now)
      const view = {
        userId,
        savings: books.savings,
        fixed: books.accounts.filter((a) => a.kind === 'fixed'),
        thaweesup: books.thaweesup,
        instalments: books.instalments,
        holdings: books.accounts.filter((a) => a.kind === 'fund'),
        pending: [],
        portfolios: [],
        funds,
        rates: books.rates,
        cursor: now,
      } satisfies Books
      const savings = savingsView(view, today, books.credited.interest)
      const fixed = view.fixed.map((d) => fixedView(d, books.rates, today))
      const thaweesup = books.thaweesup ? thaweesupView(books.thaweesup, books.instalments, today) : null
      const own = view.holdings.filter((h) => h.portfolioId === null)
      const inPortfolios = view.holdings.filter((h) => h.portfolioId !== null)
      const holdings = own
        .filter((h) => units(h.units) > 0 || h.balance > 0)
        .map((h) => holdingView(h, funds.get(h.fundId!)!, navDate))
      const orders = books.orders
        .filter((o) => o.portfolioId === null)
        .map((o) => orderView(o, funds.get(o.fundId)!))
      const sum = (values: string[]) => values.reduce((total, v) => total + (bahtFromString(v) ?? 0), 0)
      const allocation = {
        savings: sum([savings.balance, savings.accruedInterest]),
        fixed: sum(fixed.flatMap((d) => [d.principal, d.accruedInterest])),
        thaweesup: thaweesup ? sum([thaweesup.balance, thaweesup.accruedInterest]) : 0,
        funds: sum(holdings.map((h) => h.value)),
        pending: books.orders
          .filter((o) => o.side === 'buy' && o.status === 'pending' && o.portfolioId === null)
          .reduce((total, o) => total + o.amount!, 0),
        robo:
          valueHoldings(inPortfolios, funds, navDate).reduce((total, h) => total + h.value, 0) +
          books.portfolioPending,
      }
      const total = Object.values(allocation).reduce((a, b) => a + b, 0)
      const answer: BankAccounts = {
        practice: true,
        asOf: now.toISOString(),
        netWorth: bahtToString(total),
        allocation: {
          savings: bahtToString(allocation.savings),
          fixed: bahtToString(allocation.fixed),
          thaweesup: bahtToString(allocation.thaweesup),
          funds: bahtToString(allocation.funds),
          pending: bahtToString(allocation.pending),
          robo: bahtToString(allocation.robo),
        },
        rates: rateTableView(rateTableOn(books.rates, today)),
        savings,
        fixed,
        thaweesup,
        funds: holdings,
        orders,
        statement: pageFrom(books.statement.rows.map(statementLineView), books.statement.total, page, limit),
      }
      return { version: books.version, view: answer }
    },

    openFixed(
      userId: string,
      body: { amount: number; term: FixedTerm; atMaturity: MaturityInstruction },
    ): Promise<{ deposit: FixedDeposit; savingsBalance: string }> {
      return withBooks(userId, async (tx, books, now) => {
        if (body.amount < FIXED_MIN_SATANG) throw new DomainError('FIXED_BELOW_MINIMUM')
        if (books.savings.balance < body.amount) throw new DomainError('BANK_BALANCE_INSUFFICIENT')
        const today = bangkokDate(now)
        const table = rateTableOn(books.rates, today)
        const deposit = await repo.insertAccount(tx, {
          userId,
          kind: 'fixed',
          number: await repo.newAccountNumber(tx, 'fixed'),
          openedAt: now,
          openedOn: today,
          rateTableId: table.id,
          rateBp: fixedRateBp(table, body.term),
          savingsRateBp: table.savingsBp,
          termMonths: body.term,
          termStartOn: today,
          maturesOn: addMonthsClamped(today, body.term),
          atMaturity: body.atMaturity,
        })
        books.fixed.push(deposit)
        await post(tx, books, {
          kind: 'FIXED_OPENED',
          description: `เปิดบัญชีเงินฝากประจำ ${body.term} เดือน เลขที่ ${deposit.number}`,
          refId: deposit.id,
          at: now,
          lines: [
            { account: books.savings.id, amount: -body.amount },
            { account: deposit.id, amount: body.amount },
          ],
        })
        await recordActivity(tx, { userId, kind: 'bank.deposited', refId: deposit.id, at: now })
        return {
          deposit: fixedView(deposit, books.rates, today),
          savingsBalance: bahtToString(books.savings.balance),
        }
      })
    },

    closeFixed(userId: string, id: string): Promise<CloseResult> {
      return withBooks(userId, async (tx, books, now) => {
        const row = await repo.memberAccount(tx, userId, id, 'fixed')
        if (!row) throw new DomainError('BANK_ACCOUNT_NOT_FOUND')
        const deposit = books.fixed.find((d) => d.id === id)
        if (!deposit) throw new DomainError('BANK_ACCOUNT_CLOSED')
        const result = fixedEarlyClose(
          deposit.balance,
          deposit.savingsRateBp!,
          deposit.termStartOn!,
          bangkokDate(now),
        )
        await post(tx, books, {
          kind: 'FIXED_CLOSED',
          description: result.qualifies
            ? `ปิดบัญชีเงินฝากประจำ ${deposit.number} ก่อนครบกำหนด ได้ดอกเบี้ยอัตราออมทรัพย์ หักภาษี 15%`
            : `ปิดบัญชีเงินฝากประจำ ${deposit.number} ก่อนครบ 3 เดือน ได้รับเฉพาะเงินต้น`,
          refId: deposit.id,
          at: now,
          lines: [
            { account: deposit.id, amount: -deposit.balance },
            { account: books.savings.id, amount: result.payout },
            { house: 'interest_paid', amount: -result.interest },
            { house: 'tax_withheld', amount: result.tax },
          ],
        })
        await repo.updateAccount(tx, deposit.id, { status: 'closed', closedAt: now })
        books.fixed = books.fixed.filter((d) => d !== deposit)
        return {
          interest: bahtToString(result.interest),
          tax: bahtToString(result.tax),
          payout: bahtToString(result.payout),
          savingsBalance: bahtToString(books.savings.balance),
        }
      })
    },

    openThaweesup(
      userId: string,
      body: { instalment: number },
    ): Promise<{ thaweesup: ThaweesupAccount; savingsBalance: string }> {
      return withBooks(userId, async (tx, books, now) => {
        const amount = body.instalment
        if (
          amount < THAWEESUP_MIN_INSTALMENT_SATANG ||
          amount > THAWEESUP_MAX_INSTALMENT_SATANG ||
          amount * THAWEESUP_MONTHS > THAWEESUP_CAP_SATANG
        ) {
          throw new DomainError('THAWEESUP_INSTALMENT_OUT_OF_RANGE')
        }
        if (books.thaweesup) throw new DomainError('THAWEESUP_ALREADY_OPEN')
        if (books.savings.balance < amount) throw new DomainError('BANK_BALANCE_INSUFFICIENT')
        const today = bangkokDate(now)
        const table = rateTableOn(books.rates, today)
        const account = await repo.insertAccount(tx, {
          userId,
          kind: 'thaweesup',
          number: await repo.newAccountNumber(tx, 'thaweesup'),
          openedAt: now,
          openedOn: today,
          rateTableId: table.id,
          rateBp: table.thaweesupBp,
          savingsRateBp: table.savingsBp,
          termMonths: THAWEESUP_MONTHS,
          maturesOn: addMonthsClamped(today, THAWEESUP_MONTHS),
          instalment: amount,
        })
        books.thaweesup = account
        await post(tx, books, {
          kind: 'THAWEESUP_OPENED',
          description: `เปิดบัญชีเงินฝากทวีทรัพย์ ${THAWEESUP_MONTHS} เดือน เลขที่ ${account.number} ชำระงวดที่ 1/${THAWEESUP_MONTHS}`,
          refId: account.id,
          at: now,
          lines: [
            { account: books.savings.id, amount: -amount },
            { account: account.id, amount },
          ],
        })
        const first = {
          accountId: account.id,
          number: 1,
          month: today.slice(0, 7),
          status: 'paid',
          paidOn: today,
          amount,
        }
        await repo.insertInstalment(tx, first)
        books.instalments = [first]
        await recordActivity(tx, { userId, kind: 'bank.deposited', refId: account.id, at: now })
        return {
          thaweesup: thaweesupView(account, books.instalments, today),
          savingsBalance: bahtToString(books.savings.balance),
        }
      })
    },

    closeThaweesup(userId: string, id: string): Promise<CloseResult> {
      return withBooks(userId, async (tx, books, now) => {
        const row = await repo.memberAccount(tx, userId, id, 'thaweesup')
        if (!row) throw new DomainError('BANK_ACCOUNT_NOT_FOUND')
        const account = books.thaweesup
        if (!account || account.id !== id) throw new DomainError('BANK_ACCOUNT_CLOSED')
        const result = thaweesupEarlyClose(
          paidInstalments(books.instalments),
          account.savingsRateBp!,
          bangkokDate(now),
        )
        await post(tx, books, {
          kind: 'THAWEESUP_CLOSED',
          description: `ปิดบัญชีเงินฝากทวีทรัพย์ ${account.number} ก่อนครบกำหนด ได้ดอกเบี้ยอัตราออมทรัพย์ หักภาษี 15%`,
          refId: account.id,
          at: now,
          lines: [
            { account: account.id, amount: -account.balance },
            { account: books.savings.id, amount: result.payout },
            { house: 'interest_paid', amount: -result.interest },
            { house: 'tax_withheld', amount: result.tax },
          ],
        })
        await repo.updateAccount(tx, account.id, { status: 'closed', closedAt: now })
        books.thaweesup = null
        books.instalments = []
        return {
          interest: bahtToString(result.interest),
          tax: bahtToString(result.tax),
          payout: bahtToString(result.payout),
          savingsBalance: bahtToString(books.savings.balance),
        }
      })
    },

    async buyFund(
      userId: string,
      body: { code: string; amount: number },
    ): Promise<{ order: FundOrder; savingsBalance: string }> {
      const fund = await knownFund(body.code)
      if (body.amount < fund.minBuy) {
        throw new DomainError('FUND_BELOW_MINIMUM', { minBuy: bahtToString(fund.minBuy) })
      }
      return withBooks(userId, async (tx, books, now) => {
        if (books.savings.balance < body.amount) throw new DomainError('BANK_BALANCE_INSUFFICIENT')
        const holding = await holdingFor(tx, books, fund, now)
        const navDate = orderNavDate(now)
        const order = await repo.insertOrder(tx, {
          userId,
          fundId: fund.id,
          holdingId: holding.id,
          side: 'buy',
          amount: body.amount,
          fee: frontFee(body.amount, fund.frontFeeBp),
          navDate,
          placedAt: now,
          settlesAt: navPublishedAt(navDate),
        })
        books.pending.push(order)
        await post(tx, books, {
          kind: 'FUND_BUY_PLACED',
          description: `สั่งซื้อกองทุน ${fund.code} ฿${bahtToString(body.amount)} (ราคา NAV วันที่ ${navDate})`,
          refId: order.id,
          at: now,
          lines: [
            { account: books.savings.id, amount: -body.amount },
            { house: 'fund_cash', amount: body.amount },
          ],
        })
        await recordActivity(tx, { userId, kind: 'bank.fund.bought', refId: fund.id, at: now })
        return { order: orderView(order, fund), savingsBalance: bahtToString(books.savings.balance) }
      })
    },

    async sellFund(
      userId: string,
      body: { code: string; units?: number | undefined; all?: boolean | undefined },
    ): Promise<{ order: FundOrder }> {
      const fund = await knownFund(body.code)
      return withBooks(userId, async (tx, books, now) => {
        const holding = books.holdings.find((h) => h.fundId === fund.id && h.portfolioId === null)
        const available = holding ? units(holding.units) - units(holding.unitsPending) : 0
        const selling = body.all ? available : (body.units ?? 0)
        if (!holding || selling <= 0 || selling > available) {
          throw new DomainError('FUND_UNITS_INSUFFICIENT', { available: unitsToString(available) })
        }
        const navDate = orderNavDate(now)
        holding.unitsPending = unitsToString(units(holding.unitsPending) + selling)
        await repo.updateAccount(tx, holding.id, { unitsPending: holding.unitsPending })
        const order = await repo.insertOrder(tx, {
          userId,
          fundId: fund.id,
          holdingId: holding.id,
          side: 'sell',
          units: unitsToString(selling),
          navDate,
          placedAt: now,
          settlesAt: navPublishedAt(navDate),
        })
        books.pending.push(order)
        return { order: orderView(order, fund) }
      })
    },

    async searchFund(query: FundSearchQuery): Promise<Page<FundSummary>> {
      const level = query.type === 'all' ? null : query.type
      const { rows, total } = await repo.searchFunds(db, {
        level,
        q: query.q,
        page: query.page,
        limit: query.limit,
      })
      const navDate = latestNavDate(clock.now())
      return pageFrom(
        rows.map((fund) => fundSummary(fund, navDate)),
        total,
        query.page,
        query.limit,
      )
    },

    async detailFund(userId: string, code: string): Promise<FundDetail> {
      const fund = await knownFund(code)
      await settled(userId)
      const now = clock.now()
      const navDate = latestNavDate(now)
      const history = navHistory(fundParams(fund), navDate)
      const since = addMonthsClamped(navDate, -12 * HISTORY_YEARS)
      const sheet = factsheet(history, navDate)
      const holding = (await repo.liveAccounts(db, userId)).find(
        (a) => a.fundId === fund.id && a.portfolioId === null,
      )
      const orderDate = orderNavDate(now)
      const level = fund.riskLevel as RiskLevel
      return {
        ...fundSummary(fund, navDate),
        category: fund.category || riskLevelInfo[level].kind,
        description: fund.description,
        policy: fund.policy,
        managementFee: percentFromBasisPoints(fund.managementFeeBp),
        inceptionDate: fund.inceptionDate,
        factsheet: sheet,
        history: history
          .filter((point) => point.date >= since)
          .map((point) => ({ date: point.date, nav: unitsToString(point.nav) })),
        orderNavDate: orderDate,
        orderSettlesAt: navPublishedAt(orderDate).toISOString(),
        holding:
          holding && (units(holding.units) > 0 || holding.balance > 0)
            ? holdingView(holding, fund, navDate)
            : null,
      }
    },
  }

  /** The member's holding of a fund, opened (empty) on their first order. */
  async function holdingFor(
    tx: Executor,
    books: Books,
    fund: repo.FundRow,
    now: Date,
  ): Promise<repo.AccountRow> {
    const existing = books.holdings.find((h) => h.fundId === fund.id && h.portfolioId === null)
    if (existing) return existing
    const holding = await repo.insertAccount(tx, {
      userId: books.userId,
      kind: 'fund',
      number: await repo.newAccountNumber(tx, 'fund'),
      openedAt: now,
      openedOn: bangkokDate(now),
      fundId: fund.id,
      units: '0',
      unitsPending: '0',
    })
    books.holdings.push(holding)
    return holding
  }
}
