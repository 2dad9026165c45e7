import { isoDate } from './bangkok-calendar'
import {
  FIXED_EARLY_NO_INTEREST_MONTHS,
  SAVINGS_TAX_FREE_SATANG_PER_YEAR,
  THAWEESUP_ATTEMPT_DAYS,
  THAWEESUP_MONTHS,
  WITHHOLDING_TAX_PERCENT,
} from './bank-constants'

/**
 * The practice bank's arithmetic, shared by the server (which moves the money) and the web app's calculators
 * (which show it before the member confirms). Amounts are integer satang, rates basis points (150 = 1.50 %
 * a year), dates Bangkok calendar days "YYYY-MM-DD". Interest counts actual days over a 365-day year, and
 * every result is rounded down to the satang.
 */

const DAY_MS = 86_400_000

function dayNumber(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
  return Date.UTC(y, m - 1, d) / DAY_MS
}

function fromDayNumber(n: number): string {
  const date = new Date(n * DAY_MS)
  return isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())
}

/** Days from `from` to `to` (0 on the same day; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from)
}

export function addDays(iso: string, days: number): string {
  return fromDayNumber(dayNumber(iso) + days)
}

export function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/**
 * The same day `months` months later, as banks count a term: 31 Jan + 1 month is 28 (or 29) Feb, the last
 * day of a shorter month.
 */
export function addMonthsClamped(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
  const index = y * 12 + (m - 1) + months
  const year = Math.floor(index / 12)
  const month = (index % 12) + 1
  return isoDate(year, month, Math.min(d, lastDayOfMonth(year, month)))
}

/** Satang × days × basis points: the sum interest is worked out from, kept whole until the end. */
export function interestUnits(principal: number, days: number, rateBp: number): number {
  return principal * days * rateBp
}

/** Interest on an accumulated sum of satang × days × basis points, rounded down to the satang. */
export function interestFromUnits(units: number): number {
  return Math.floor(units / (365 * 10_000))
}

/** principal × rate × days / 365, rounded down to the satang. */
export function simpleInterest(principal: number, rateBp: number, days: number): number {
  return interestFromUnits(interestUnits(principal, Math.max(0, days), rateBp))
}

/** 15 % withholding tax on interest, rounded down to the satang. */
export function withholdingTax(interest: number): number {
  return Math.floor((interest * WITHHOLDING_TAX_PERCENT) / 100)
}

export type Payout = { interest: number; tax: number; payout: number }

/** A fixed deposit kept to maturity: interest for the term's days at its rate, 15 % withheld. */
export function fixedMaturity(
  principal: number,
  rateBp: number,
  startOn: string,
  termMonths: number,
): Payout & { maturesOn: string; days: number } {
  const maturesOn = addMonthsClamped(startOn, termMonths)
  const days = daysBetween(startOn, maturesOn)
  const interest = simpleInterest(principal, rateBp, days)
  const tax = withholdingTax(interest)
  return { maturesOn, days, interest, tax, payout: principal + interest - tax }
}

/**
 * A fixed deposit closed before maturity on `closeOn`: before three months nothing; after, the savings rate
 * for the days held, 15 % withheld.
 */
export function fixedEarlyClose(
  principal: number,
  savingsRateBp: number,
  startOn: string,
  closeOn: string,
): Payout & { days: number; qualifies: boolean } {
  const days = Math.max(0, daysBetween(startOn, closeOn))
  const qualifies = closeOn >= addMonthsClamped(startOn, FIXED_EARLY_NO_INTEREST_MONTHS)
  const interest = qualifies ? simpleInterest(principal, savingsRateBp, days) : 0
  const tax = withholdingTax(interest)
  return { days, qualifies, interest, tax, payout: principal + interest - tax }
}

/**
 * Tax withheld at a savings credit. Thai rule: savings interest is exempt while the year's total stays
 * within ฿20,000; once it passes, all of the year's interest is taxed at 15 %, so the credit that crosses
 * the line withholds for the earlier credits too.
 */
export function savingsCreditTax(gross: number, earlierThisYear: { interest: number; tax: number }): number {
  const total = earlierThisYear.interest + gross
  if (total <= SAVINGS_TAX_FREE_SATANG_PER_YEAR) return 0
  return withholdingTax(total) - earlierThisYear.tax
}

/** The days of a month an unpaid Thaweesup instalment is taken, in order. */
export function instalmentAttemptDays(year: number, month: number): string[] {
  const last = lastDayOfMonth(year, month)
  return THAWEESUP_ATTEMPT_DAYS.map((day) => isoDate(year, month, day === 'last' ? last : day))
}

/** The Thaweesup instalment months: the opening month, then the next 23 ("YYYY-MM"). */
export function instalmentMonths(openedOn: string): string[] {
  return Array.from({ length: THAWEESUP_MONTHS }, (_, i) =>
    addMonthsClamped(`${openedOn.slice(0, 7)}-01`, i).slice(0, 7),
  )
}

export type PaidInstalment = { amount: number; paidOn: string }

/**
 * Thaweesup interest: each instalment earns `rateBp` from the day it was paid to `endOn`, summed before
 * rounding down to the satang.
 */
export function thaweesupInterest(paid: readonly PaidInstalment[], rateBp: number, endOn: string): number {
  const units = paid.reduce(
    (sum, p) => sum + interestUnits(p.amount, Math.max(0, daysBetween(p.paidOn, endOn)), rateBp),
    0,
  )
  return interestFromUnits(units)
}

/**
 * What a Thaweesup pays at maturity: its own rate and no tax while it keeps its terms (two missed at most);
 * after a third missed instalment, the savings rate with 15 % withheld.
 */
export function thaweesupMaturity(
  paid: readonly PaidInstalment[],
  terms: { rateBp: number; savingsRateBp: number; keepsTerms: boolean },
  maturesOn: string,
): Payout {
  const principal = paid.reduce((sum, p) => sum + p.amount, 0)
  const interest = thaweesupInterest(paid, terms.keepsTerms ? terms.rateBp : terms.savingsRateBp, maturesOn)
  const tax = terms.keepsTerms ? 0 : withholdingTax(interest)
  return { interest, tax, payout: principal + interest - tax }
}

/** A Thaweesup closed before maturity: the savings rate on each instalment, 15 % withheld. */
export function thaweesupEarlyClose(
  paid: readonly PaidInstalment[],
  savingsRateBp: number,
  closeOn: string,
): Payout {
  const principal = paid.reduce((sum, p) => sum + p.amount, 0)
  const interest = thaweesupInterest(paid, savingsRateBp, closeOn)
  const tax = withholdingTax(interest)
  return { interest, tax, payout: principal + interest - tax }
}

/** The front-end fee on a fund purchase of `amount` satang: floor(amount × fee / 10,000). */
export function frontFee(amount: number, feeBp: number): number {
  return Number((BigInt(amount) * BigInt(feeBp)) / 10_000n)
}
