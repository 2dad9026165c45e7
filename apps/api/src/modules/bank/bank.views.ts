import {
  FIXED_EARLY_NO_INTEREST_MONTHS,
  SAVINGS_TAX_FREE_SATANG_PER_YEAR,
  THAWEESUP_MISSES_ALLOWED,
  THAWEESUP_MONTHS,
  statementAccountLabels,
  type EarlyClose,
  type FixedDeposit,
  type FixedTerm,
  type FundHolding,
  type FundOrder,
  type Instalment,
  type RateTable,
  type SavingsAccount,
  type StatementLine,
  type ThaweesupAccount,
} from '@klass/contract/bank'
import {
  daysBetween,
  fixedEarlyClose,
  fixedMaturity,
  instalmentMonths,
  interestFromUnits,
  simpleInterest,
  thaweesupEarlyClose,
  thaweesupInterest,
  thaweesupMaturity,
  type PaidInstalment,
  type Payout,
} from '@klass/contract/bank-rules'
import { bahtToString, percentFromBasisPoints, unitsToString } from '@klass/contract/money'
import {
  accrueSavings,
  fixedRateBp,
  fundParams,
  missedCount,
  nextCreditDate,
  paidInstalments,
  rateTableOn,
  units,
  type Books,
} from './books'
import { proceedsFor } from './fund-math'
import { navOn } from './fund-nav'
import type { AccountRow, FundRow, InstalmentRow, OrderRow, RateRow, StatementRow } from './bank.repo'

const baht = bahtToString
const rate = percentFromBasisPoints
const net = (p: Payout) => p.interest - p.tax

export function rateTableView(table: RateRow): RateTable {
  return {
    effectiveFrom: table.effectiveFrom,
    savings: rate(table.savingsBp),
    fixed: ([3, 6, 12, 24, 36] as const).map((term) => ({ term, rate: rate(fixedRateBp(table, term)) })),
    thaweesup: rate(table.thaweesupBp),
  }
}

function earlyCloseView(early: Payout, maturity: Payout, rule: string): EarlyClose {
  return {
    interest: baht(early.interest),
    tax: baht(early.tax),
    payout: baht(early.payout),
    forgone: baht(Math.max(0, net(maturity) - net(early))),
    rule,
  }
}

/** Savings valued to `today`: gross interest accrued since the last credit, and this year's tax-free room. */
export function savingsView(books: Books, today: string, creditedThisYear: number): SavingsAccount {
  const savings = books.savings
  const from = savings.accruedTo ?? savings.openedOn
  const toToday = { ...books, savings: { ...savings } }
  accrueSavings(toToday, today)
  return {
    id: savings.id,
    number: savings.number,
    balance: baht(savings.balance),
    rate: rate(rateTableOn(books.rates, today).savingsBp),
    accruedInterest: baht(interestFromUnits(toToday.savings.accrual)),
    nextCreditDate: nextCreditDate(from),
    interestThisYear: baht(creditedThisYear),
    taxFreeLeft: baht(Math.max(0, SAVINGS_TAX_FREE_SATANG_PER_YEAR - creditedThisYear)),
  }
}

export function fixedView(deposit: AccountRow, rates: readonly RateRow[], today: string): FixedDeposit {
  const principal = deposit.balance
  const term = deposit.termMonths as FixedTerm
  const maturity = fixedMaturity(principal, deposit.rateBp!, deposit.termStartOn!, term)
  const held = Math.min(Math.max(0, daysBetween(deposit.termStartOn!, today)), maturity.days)
  const early = fixedEarlyClose(principal, deposit.savingsRateBp!, deposit.termStartOn!, today)
  const table = rates.find((r) => r.id === deposit.rateTableId)
  return {
    id: deposit.id,
    number: deposit.number,
    status: deposit.status as FixedDeposit['status'],
    principal: baht(principal),
    term,
    rate: rate(deposit.rateBp!),
    rateTableDate: table?.effectiveFrom ?? deposit.termStartOn!,
    openedOn: deposit.openedOn,
    maturesOn: deposit.maturesOn!,
    atMaturity: deposit.atMaturity as FixedDeposit['atMaturity'],
    renewals: deposit.renewals,
    accruedInterest: baht(simpleInterest(principal, deposit.rateBp!, held)),
    maturity: { interest: baht(maturity.interest), tax: baht(maturity.tax), payout: baht(maturity.payout) },
    earlyClose: earlyCloseView(
      early,
      maturity,
      early.qualifies
        ? `ถอนก่อนครบกำหนด ได้ดอกเบี้ยอัตราออมทรัพย์ ${rate(deposit.savingsRateBp!)}% ต่อปี ตามจำนวนวันที่ฝาก หักภาษี 15%`
        : `ถอนก่อนครบ ${FIXED_EARLY_NO_INTEREST_MONTHS} เดือน ไม่ได้รับดอกเบี้ย ได้รับเฉพาะเงินต้น`,
    ),
  }
}

/** The 24 instalments: paid and missed from the books, the rest worked out from the dates. */
function scheduleView(
  account: AccountRow,
  instalments: readonly InstalmentRow[],
  today: string,
): Instalment[] {
  const thisMonth = today.slice(0, 7)
  return instalmentMonths(account.openedOn).map((month, index) => {
    const number = index + 1
    const known = instalments.find((i) => i.number === number)
    const dueOn = number === 1 ? account.openedOn : `${month}-05`
    const status = known ? (known.status as 'paid' | 'missed') : month <= thisMonth ? 'due' : 'coming'
    return { number, month, dueOn, status, paidOn: known?.paidOn ?? null, amount: baht(account.instalment!) }
  })
}

export function thaweesupView(
  account: AccountRow,
  instalments: readonly InstalmentRow[],
  today: string,
): ThaweesupAccount {
  const paid = paidInstalments(instalments)
  const missed = missedCount(instalments)
  const keepsTerms = missed <= THAWEESUP_MISSES_ALLOWED
  const schedule = scheduleView(account, instalments, today)
  // At maturity if every instalment still to come is paid on its due day.
  const projected: PaidInstalment[] = [
    ...paid,
    ...schedule
      .filter((i) => i.status === 'due' || i.status === 'coming')
      .map((i) => ({ amount: account.instalment!, paidOn: i.dueOn < today ? today : i.dueOn })),
  ]
  const terms = { rateBp: account.rateBp!, savingsRateBp: account.savingsRateBp!, keepsTerms }
  const maturity = thaweesupMaturity(projected, terms, account.maturesOn!)
  const early = thaweesupEarlyClose(paid, account.savingsRateBp!, today)
  const earnRate = keepsTerms ? account.rateBp! : account.savingsRateBp!
  return {
    id: account.id,
    number: account.number,
    status: account.status as ThaweesupAccount['status'],
    instalment: baht(account.instalment!),
    openedOn: account.openedOn,
    maturesOn: account.maturesOn!,
    rate: rate(earnRate),
    keepsTerms,
    balance: baht(account.balance),
    paid: paid.length,
    missed,
    accruedInterest: baht(thaweesupInterest(paid, earnRate, today)),
    schedule,
    maturity: { interest: baht(maturity.interest), tax: baht(maturity.tax), payout: baht(maturity.payout) },
    earlyClose: earlyCloseView(
      early,
      maturity,
      `ปิดก่อนครบ ${THAWEESUP_MONTHS} เดือน ได้ดอกเบี้ยอัตราออมทรัพย์ ${rate(account.savingsRateBp!)}% ต่อปี หักภาษี 15% และไม่ได้สิทธิ์ยกเว้นภาษี`,
    ),
  }
}

export function holdingView(holding: AccountRow, fund: FundRow, navDate: string): FundHolding {
  const priced = navOn(fundParams(fund), navDate)
  const nav = priced?.nav ?? fund.startNav
  const held = units(holding.units)
  const value = proceedsFor(held, nav)
  const profit = value - holding.balance
  return {
    code: fund.code,
    name: fund.name,
    riskLevel: fund.riskLevel,
    units: unitsToString(held),
    unitsPending: unitsToString(units(holding.unitsPending)),
    cost: baht(holding.balance),
    nav: unitsToString(nav),
    navDate: priced?.date ?? fund.inceptionDate,
    value: baht(value),
    profit: baht(profit),
    profitPercent: holding.balance > 0 ? ((profit / holding.balance) * 100).toFixed(2) : '0.00',
  }
}

export function orderView(order: OrderRow, fund: FundRow): FundOrder {
  return {
    id: order.id,
    side: order.side as FundOrder['side'],
    code: fund.code,
    name: fund.name,
    status: order.status as FundOrder['status'],
    amount: order.amount === null ? null : baht(order.amount),
    fee: baht(order.fee),
    units: order.units === null ? null : unitsToString(units(order.units)),
    navDate: order.navDate,
    nav: order.nav === null ? null : unitsToString(units(order.nav)),
    placedAt: order.placedAt.toISOString(),
    settlesAt: order.settlesAt.toISOString(),
  }
}

export function statementLineView(row: StatementRow): StatementLine {
  const account = row.kind as StatementLine['account']
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    account,
    accountNumber: row.fundCode ?? row.number,
    description: row.description || statementAccountLabels[account],
    amount: baht(row.amount),
  }
}
