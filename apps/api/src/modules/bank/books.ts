import {
  PRACTICE_MONTHLY_SATANG,
  PRACTICE_OPENING_SATANG,
  SAVINGS_CREDIT_MONTHS,
  THAWEESUP_MISSES_ALLOWED,
  THAWEESUP_MONTHS,
  type FixedTerm,
} from '@klass/contract/bank'
import {
  addDays,
  addMonthsClamped,
  daysBetween,
  fixedMaturity,
  instalmentAttemptDays,
  instalmentMonths,
  interestFromUnits,
  interestUnits,
  savingsCreditTax,
  thaweesupMaturity,
  type PaidInstalment,
} from '@klass/contract/bank-rules'
import { bahtToString, unitsFromString, unitsToString } from '@klass/contract/money'
import type { Database, Executor, Transaction } from '@klass/db/client'
import { bangkokDate, bangkokInstant, thaiMonthLabel } from '../../lib/time'
import * as repo from './bank.repo'
import { costOfSold, proceedsFor, unitsFor } from './fund-math'
import { navOn } from './fund-nav'
import { postEntry, type JournalEntry } from './journal'
import type { AccountRow, FundRow, InstalmentRow, OrderRow, PortfolioRow, RateRow } from './bank.repo'
import { dcaInstant, runDca } from './portfolio'

/**
 * A member's practice books, loaded under the lock on their savings row. Nothing in the bank runs on a timer:
 * before any read or change, `catchUp` works through everything that fell due since the books were last
 * settled — Thaweesup instalments and misses, maturities, fund settlements, the half-yearly savings interest —
 * in the order it happened, each as a journal entry dated when it happened.
 */
export type Books = {
  userId: string
  savings: AccountRow
  fixed: AccountRow[]
  thaweesup: AccountRow | null
  instalments: InstalmentRow[]
  /** Every fund holding: the member's own (no portfolio) and those of their portfolios. */
  holdings: AccountRow[]
  pending: OrderRow[]
  /** Open portfolios (robo fund accounts), whose DCA dates fall due like everything else. */
  portfolios: PortfolioRow[]
  funds: Map<string, FundRow>
  rates: RateRow[]
  /** Events up to this moment have been worked out. */
  cursor: Date
}

/** The table in force on `date` (the earliest one for days before any table). */
export function rateTableOn(rates: readonly RateRow[], date: string): RateRow {
  let found = rates[0]
  for (const table of rates) if (table.effectiveFrom <= date) found = table
  if (!found) throw new Error('the practice bank has no rate table')
  return found
}

export function fixedRateBp(table: RateRow, term: FixedTerm): number {
  return {
    3: table.fixed3Bp,
    6: table.fixed6Bp,
    12: table.fixed12Bp,
    24: table.fixed24Bp,
    36: table.fixed36Bp,
  }[term]
}

export function fundParams(fund: FundRow) {
  return {
    code: fund.code,
    inceptionDate: fund.inceptionDate,
    startNav: fund.startNav,
    driftBp: fund.driftBp,
    volatilityBp: fund.volatilityBp,
    seed: fund.seed,
  }
}

export const units = (text: string | null): number => (text === null ? 0 : (unitsFromString(text) ?? 0))

/** The member's books, locked for this transaction; the first visit opens savings with ฿10,000 practice money. */
export async function openBooks(tx: Executor, userId: string, now: Date): Promise<Books> {
  let savings = await repo.lockSavings(tx, userId)
  if (!savings) {
    const today = bangkokDate(now)
    const created = await repo.insertSavings(tx, {
      userId,
      kind: 'savings',
      number: await repo.newAccountNumber(tx, 'savings'),
      openedAt: now,
      openedOn: today,
      accruedTo: today,
      settledAt: now,
      dueAt: now,
    })
    if (created) {
      await postEntry(tx, {
        userId,
        kind: 'PRACTICE_ISSUED',
        description: 'รับเงินฝึกหัดเริ่มต้นเข้าบัญชีออมทรัพย์',
        at: now,
        lines: [
          { account: created.id, amount: PRACTICE_OPENING_SATANG },
          { house: 'practice_issued', amount: -PRACTICE_OPENING_SATANG },
        ],
      })
    }
    savings = await repo.lockSavings(tx, userId)
    if (!savings) throw new Error('the savings account could not be opened')
  }
  // One after another: the transaction's statements share one connection, which runs them in turn anyway.
  const accounts = await repo.liveAccounts(tx, userId)
  const pending = await repo.pendingOrders(tx, userId)
  const rates = await repo.rateTables(tx)
  const funds = await repo.allFunds(tx)
  const portfolios = await repo.openPortfolios(tx, userId)
  const thaweesup = accounts.find((a) => a.kind === 'thaweesup') ?? null
  const books: Books = {
    userId,
    savings,
    fixed: accounts.filter((a) => a.kind === 'fixed'),
    thaweesup,
    instalments: thaweesup ? await repo.instalmentsOf(tx, thaweesup.id) : [],
    holdings: accounts.filter((a) => a.kind === 'fund'),
    pending,
    portfolios,
    funds: new Map(funds.map((f) => [f.id, f])),
    rates,
    cursor: savings.settledAt ?? savings.openedAt,
  }
  await catchUp(tx, books, now)
  return books
}

/**
 * Runs `work` on the member's books in one transaction: locked, brought up to `now`, and saved after. Every
 * change to practice money (the bank's and the robo advisor's) goes through here.
 */
export function inBooks<T>(
  db: Database | Transaction,
  userId: string,
  now: Date,
  work: (tx: Executor, books: Books) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const books = await openBooks(tx, userId, now)
    const result = await work(tx, books)
    await saveBooks(tx, books)
    return result
  })
}

/**
 * Brings the member's books up to `now` when something fell due since they were last settled (or on the first
 * visit), taking the lock only then; answers the books' version.
 */
export async function settleBooks(db: Database | Transaction, userId: string, now: Date): Promise<string> {
  const head = await repo.booksHead(db, userId)
  if (head?.dueAt && head.dueAt > now) return head.version
  await inBooks(db, userId, now, async () => {})
  return (await repo.booksHead(db, userId))!.version
}

/** Posts an entry and mirrors the balance moves the database trigger makes on the accounts in memory. */
export async function post(tx: Executor, books: Books, entry: Omit<JournalEntry, 'userId'>): Promise<void> {
  const touchesSavings = entry.lines.some((l) => 'account' in l && l.account === books.savings.id)
  if (touchesSavings) accrueSavings(books, bangkokDate(entry.at))
  await postEntry(tx, { ...entry, userId: books.userId })
  const all = [
    books.savings,
    ...books.fixed,
    ...(books.thaweesup ? [books.thaweesup] : []),
    ...books.holdings,
  ]
  for (const line of entry.lines) {
    if (!('account' in line)) continue
    const account = all.find((a) => a.id === line.account)
    if (account) account.balance += line.amount
  }
}

/** Adds the savings balance × days × rate up to (not including) `to`, splitting at rate changes. */
export function accrueSavings(books: Books, to: string): void {
  const savings = books.savings
  let from = savings.accruedTo ?? savings.openedOn
  if (to <= from) return
  const cuts = books.rates.map((r) => r.effectiveFrom).filter((d) => d > from && d < to)
  for (const cut of [...cuts, to]) {
    const rate = rateTableOn(books.rates, from).savingsBp
    savings.accrual += interestUnits(savings.balance, daysBetween(from, cut), rate)
    from = cut
  }
  savings.accruedTo = to
}

/** The last day of the half-year the savings account is accruing in: 30 June or 31 December. */
export function nextCreditDate(accruedTo: string): string {
  const year = Number(accruedTo.slice(0, 4))
  for (const month of SAVINGS_CREDIT_MONTHS) {
    const day = month === 6 ? `${year}-06-30` : `${year}-12-31`
    if (day >= accruedTo) return day
  }
  return `${year + 1}-06-30`
}

const halfYearLabel = (creditDate: string) => {
  const beYear = Number(creditDate.slice(0, 4)) + 543
  return creditDate.slice(5, 7) === '06' ? `ม.ค.–มิ.ย. ${beYear}` : `ก.ค.–ธ.ค. ${beYear}`
}

type Due = { at: Date; rank: number; apply: () => Promise<void> }

function nextAttempt(books: Books): { at: Date; day: string; month: string; last: boolean } | null {
  const account = books.thaweesup
  if (!account) return null
  const number = books.instalments.length + 1
  if (number > THAWEESUP_MONTHS) return null
  const month = instalmentMonths(account.openedOn)[number - 1]!
  const days = instalmentAttemptDays(Number(month.slice(0, 4)), Number(month.slice(5, 7)))
  for (const [index, day] of days.entries()) {
    const at = bangkokInstant(day, 8)
    if (at > books.cursor) return { at, day, month, last: index === days.length - 1 }
  }
  return null
}

export const missedCount = (instalments: readonly InstalmentRow[]) =>
  instalments.filter((i) => i.status === 'missed').length
export const paidInstalments = (instalments: readonly InstalmentRow[]): PaidInstalment[] =>
  instalments.filter((i) => i.status === 'paid').map((i) => ({ amount: i.amount, paidOn: i.paidOn! }))

/** Everything that falls due next, each with what it does when the books are brought up to `now`. */
function dueEvents(tx: Executor, books: Books, now: Date): Due[] {
  const events: Due[] = []
  for (const deposit of books.fixed) {
    events.push({
      at: bangkokInstant(deposit.maturesOn!),
      rank: 0,
      apply: () => matureFixed(tx, books, deposit),
    })
  }
  const thaweesup = books.thaweesup
  if (thaweesup) {
    events.push({
      at: bangkokInstant(thaweesup.maturesOn!),
      rank: 1,
      apply: () => matureThaweesup(tx, books),
    })
    const attempt = nextAttempt(books)
    if (attempt) events.push({ at: attempt.at, rank: 3, apply: () => takeInstalment(tx, books, attempt) })
  }
  for (const order of books.pending) {
    events.push({ at: order.settlesAt, rank: 2, apply: () => settleOrder(tx, books, order) })
  }
  for (const portfolio of books.portfolios) {
    if (!portfolio.dcaNextOn) continue
    events.push({
      at: dcaInstant(portfolio.dcaNextOn),
      rank: 5,
      apply: () => runDca(tx, books, portfolio, now),
    })
  }
  const allowance = nextAllowanceDate(books.cursor)
  events.push({ at: bangkokInstant(allowance), rank: -1, apply: () => payAllowance(tx, books, allowance) })
  const credit = nextCreditDate(books.savings.accruedTo ?? books.savings.openedOn)
  events.push({
    at: bangkokInstant(credit, 23, 59, 59),
    rank: 4,
    apply: () => creditSavings(tx, books, credit),
  })
  return events.sort((a, b) => a.at.getTime() - b.at.getTime() || a.rank - b.rank)
}

/** Works through everything due up to `now`, in order. */
export async function catchUp(tx: Executor, books: Books, now: Date): Promise<void> {
  for (;;) {
    const [next] = dueEvents(tx, books, now)
    if (!next || next.at > now) break
    await next.apply()
    books.cursor = next.at
  }
  books.cursor = now
}

/** Saves the savings row's accrual and when the books next fall due; call last in each transaction. */
export async function saveBooks(tx: Executor, books: Books): Promise<void> {
  const [next] = dueEvents(tx, books, books.cursor)
  await repo.updateAccount(tx, books.savings.id, {
    accruedTo: books.savings.accruedTo,
    accrual: books.savings.accrual,
    settledAt: books.cursor,
    dueAt: next?.at ?? null,
  })
}

/** The 1st of the month after the one `after` falls in (Bangkok). */
export function nextAllowanceDate(after: Date): string {
  return addMonthsClamped(`${bangkokDate(after).slice(0, 7)}-01`, 1)
}

async function payAllowance(tx: Executor, books: Books, date: string): Promise<void> {
  await post(tx, books, {
    kind: 'PRACTICE_MONTHLY',
    description: `เงินฝึกหัดประจำเดือน${thaiMonthLabel({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) })}`,
    at: bangkokInstant(date),
    lines: [
      { house: 'practice_issued', amount: -PRACTICE_MONTHLY_SATANG },
      { account: books.savings.id, amount: PRACTICE_MONTHLY_SATANG },
    ],
  })
}

async function creditSavings(tx: Executor, books: Books, creditDate: string): Promise<void> {
  const at = bangkokInstant(creditDate, 23, 59, 59)
  accrueSavings(books, addDays(creditDate, 1))
  const gross = interestFromUnits(books.savings.accrual)
  books.savings.accrual = 0
  if (gross === 0) return
  const year = creditDate.slice(0, 4)
  const earlier = await repo.savingsInterestBetween(tx, books.userId, bangkokInstant(`${year}-01-01`), at)
  const tax = savingsCreditTax(gross, earlier)
  await post(tx, books, {
    kind: 'SAVINGS_INTEREST',
    description:
      tax > 0
        ? `ดอกเบี้ยออมทรัพย์ ${halfYearLabel(creditDate)} ฿${bahtToString(gross)} หักภาษี ณ ที่จ่าย 15% ฿${bahtToString(tax)}`
        : `ดอกเบี้ยออมทรัพย์ ${halfYearLabel(creditDate)} (ไม่เกิน 20,000 บาทต่อปี ได้รับยกเว้นภาษี)`,
    refId: books.savings.id,
    at,
    lines: [
      { house: 'interest_paid', amount: -gross },
      { house: 'tax_withheld', amount: tax },
      { account: books.savings.id, amount: gross - tax },
    ],
  })
}

async function matureFixed(tx: Executor, books: Books, deposit: AccountRow): Promise<void> {
  const at = bangkokInstant(deposit.maturesOn!)
  const principal = deposit.balance
  const term = deposit.termMonths as FixedTerm
  const result = fixedMaturity(principal, deposit.rateBp!, deposit.termStartOn!, term)
  const interestLines = [
    { house: 'interest_paid' as const, amount: -result.interest },
    { house: 'tax_withheld' as const, amount: result.tax },
  ]
  if (deposit.atMaturity === 'renew') {
    const startOn = deposit.maturesOn!
    const table = rateTableOn(books.rates, startOn)
    await post(tx, books, {
      kind: 'FIXED_RENEWED',
      description: `ดอกเบี้ยเงินฝากประจำ ${term} เดือน บัญชี ${deposit.number} ครบกำหนด หักภาษี 15% แล้ว (ฝากต่ออัตโนมัติ)`,
      refId: deposit.id,
      at,
      lines: [...interestLines, { account: books.savings.id, amount: result.interest - result.tax }],
    })
    const renewed = {
      termStartOn: startOn,
      maturesOn: addMonthsClamped(startOn, term),
      rateTableId: table.id,
      rateBp: fixedRateBp(table, term),
      savingsRateBp: table.savingsBp,
      renewals: deposit.renewals + 1,
    }
    await repo.updateAccount(tx, deposit.id, renewed)
    Object.assign(deposit, renewed)
    return
  }
  await post(tx, books, {
    kind: 'FIXED_MATURED',
    description: `เงินฝากประจำ ${term} เดือน บัญชี ${deposit.number} ครบกำหนด รับเงินต้นและดอกเบี้ย (หักภาษี 15% แล้ว)`,
    refId: deposit.id,
    at,
    lines: [
      ...interestLines,
      { account: deposit.id, amount: -principal },
      { account: books.savings.id, amount: result.payout },
    ],
  })
  await repo.updateAccount(tx, deposit.id, { status: 'matured', closedAt: at })
  books.fixed = books.fixed.filter((d) => d !== deposit)
}

async function takeInstalment(
  tx: Executor,
  books: Books,
  attempt: { at: Date; day: string; month: string; last: boolean },
): Promise<void> {
  const account = books.thaweesup!
  const number = books.instalments.length + 1
  const amount = account.instalment!
  if (books.savings.balance >= amount) {
    await post(tx, books, {
      kind: 'THAWEESUP_INSTALMENT',
      description: `ตัดเงินฝากทวีทรัพย์งวดที่ ${number}/${THAWEESUP_MONTHS} เข้าบัญชี ${account.number}`,
      refId: account.id,
      at: attempt.at,
      lines: [
        { account: books.savings.id, amount: -amount },
        { account: account.id, amount },
      ],
    })
    const row = {
      accountId: account.id,
      number,
      month: attempt.month,
      status: 'paid',
      paidOn: attempt.day,
      amount,
    }
    await repo.insertInstalment(tx, row)
    books.instalments.push(row)
  } else if (attempt.last) {
    const row = {
      accountId: account.id,
      number,
      month: attempt.month,
      status: 'missed',
      paidOn: null,
      amount,
    }
    await repo.insertInstalment(tx, row)
    books.instalments.push(row)
  }
}

async function matureThaweesup(tx: Executor, books: Books): Promise<void> {
  const account = books.thaweesup!
  const at = bangkokInstant(account.maturesOn!)
  const keepsTerms = missedCount(books.instalments) <= THAWEESUP_MISSES_ALLOWED
  const result = thaweesupMaturity(
    paidInstalments(books.instalments),
    { rateBp: account.rateBp!, savingsRateBp: account.savingsRateBp!, keepsTerms },
    account.maturesOn!,
  )
  await post(tx, books, {
    kind: 'THAWEESUP_MATURED',
    description: keepsTerms
      ? `เงินฝากทวีทรัพย์ บัญชี ${account.number} ครบ 24 เดือน รับเงินต้นและดอกเบี้ย (ได้รับยกเว้นภาษี)`
      : `เงินฝากทวีทรัพย์ บัญชี ${account.number} ครบกำหนด ขาดส่งเกิน 2 งวด ได้ดอกเบี้ยอัตราออมทรัพย์ หักภาษี 15%`,
    refId: account.id,
    at,
    lines: [
      { house: 'interest_paid', amount: -result.interest },
      { house: 'tax_withheld', amount: result.tax },
      { account: account.id, amount: -account.balance },
      { account: books.savings.id, amount: result.payout },
    ],
  })
  await repo.updateAccount(tx, account.id, { status: 'matured', closedAt: at })
  books.thaweesup = null
  books.instalments = []
}

async function settleOrder(tx: Executor, books: Books, order: OrderRow): Promise<void> {
  const fund = books.funds.get(order.fundId)!
  const holding = books.holdings.find((h) => h.id === order.holdingId)!
  const priced = navOn(fundParams(fund), order.navDate)
  if (!priced) throw new Error(`no NAV for ${fund.code} on ${order.navDate}`)
  const nav = priced.nav
  const at = order.settlesAt
  const held = units(holding.units)
  if (order.side === 'buy') {
    const allotted = unitsFor(order.amount! - order.fee, nav)
    await post(tx, books, {
      kind: 'FUND_BUY_SETTLED',
      description: `ได้รับหน่วยลงทุน ${fund.code} ${unitsToString(allotted)} หน่วย ที่ NAV ${unitsToString(nav)}`,
      refId: order.id,
      at,
      lines: [
        { house: 'fund_cash', amount: -order.amount! },
        { account: holding.id, amount: order.amount! },
      ],
    })
    holding.units = unitsToString(held + allotted)
    await repo.updateAccount(tx, holding.id, { units: holding.units })
    await repo.settleOrder(tx, order.id, {
      units: unitsToString(allotted),
      nav: unitsToString(nav),
      amount: order.amount!,
      settledAt: at,
    })
  } else {
    const sold = units(order.units)
    const proceeds = proceedsFor(sold, nav)
    const cost = costOfSold(holding.balance, held, sold)
    await post(tx, books, {
      kind: 'FUND_SELL_SETTLED',
      description: `ขายหน่วยลงทุน ${fund.code} ${unitsToString(sold)} หน่วย ที่ NAV ${unitsToString(nav)} เงินเข้าบัญชีออมทรัพย์`,
      refId: order.id,
      at,
      lines: [
        { account: holding.id, amount: -cost },
        { account: books.savings.id, amount: proceeds },
        { house: 'fund_cash', amount: cost - proceeds },
      ],
    })
    holding.units = unitsToString(held - sold)
    holding.unitsPending = unitsToString(units(holding.unitsPending) - sold)
    await repo.updateAccount(tx, holding.id, { units: holding.units, unitsPending: holding.unitsPending })
    await repo.settleOrder(tx, order.id, {
      units: unitsToString(sold),
      nav: unitsToString(nav),
      amount: proceeds,
      settledAt: at,
    })
  }
  books.pending = books.pending.filter((o) => o !== order)
}
