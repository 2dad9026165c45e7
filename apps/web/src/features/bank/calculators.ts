import { bangkokIsoDate } from '@klass/contract/bangkok-calendar'
import {
  FIXED_MIN_SATANG,
  THAWEESUP_CAP_SATANG,
  THAWEESUP_MAX_INSTALMENT_SATANG,
  THAWEESUP_MIN_INSTALMENT_SATANG,
  THAWEESUP_MONTHS,
} from '@klass/contract/bank-constants'
import {
  addMonthsClamped,
  fixedMaturity,
  thaweesupMaturity,
  type PaidInstalment,
} from '@klass/contract/bank-rules'
import { bahtFromString, bahtToString, fixedFromString, readBahtInput } from '@klass/contract/money-text'
import { formatBaht } from '../../lib/format'

/**
 * The figures the saving page shows before the member confirms, worked out with the same rules the server
 * moves the money by (@klass/contract/bank-rules). Amounts are satang, rates basis points.
 */

/** The Bangkok day the bank's figures are valued at ("2026-11-25"), from the accounts' `asOf`. */
export function bankDay(asOf: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(asOf) ? asOf : bangkokIsoDate(new Date(asOf))
}

/** "1.40" (percent a year) → 140 basis points. */
export function basisPointsOf(rate: string): number {
  return fixedFromString(rate, 2) ?? 0
}

export function satangOf(baht: string): number {
  return bahtFromString(baht) ?? 0
}

/** A typed amount read into satang, or the Thai reason it cannot be one. */
export function readAmount(text: string): { satang: number } | { problem: string } {
  const read = readBahtInput(text)
  return 'problem' in read ? read : { satang: read.value }
}

/** Why a fixed deposit of `text` cannot be opened from a savings balance of `balance` satang; null when it can. */
export function fixedAmountProblem(text: string, balance: number): string | null {
  if (!text.trim()) return 'กรุณากรอกจำนวนเงินที่จะฝาก'
  const amount = readAmount(text)
  if ('problem' in amount) return amount.problem
  if (amount.satang < FIXED_MIN_SATANG) return `เงินฝากประจำขั้นต่ำ ${formatBaht(bahtToString(FIXED_MIN_SATANG))}`
  if (amount.satang > balance)
    return `เงินฝึกหัดในบัญชีออมทรัพย์มี ${formatBaht(bahtToString(balance))} ไม่พอสำหรับยอดนี้`
  return null
}

/** Why a Thaweesup instalment of `text` cannot be chosen (the first is taken from savings now); null when it can. */
export function thaweesupInstalmentProblem(text: string, balance: number): string | null {
  if (!text.trim()) return 'กรุณากรอกจำนวนเงินฝากต่อเดือน'
  const amount = readAmount(text)
  if ('problem' in amount) return amount.problem
  if (
    amount.satang < THAWEESUP_MIN_INSTALMENT_SATANG ||
    amount.satang > THAWEESUP_MAX_INSTALMENT_SATANG ||
    amount.satang * THAWEESUP_MONTHS > THAWEESUP_CAP_SATANG
  )
    return `เงินฝากต่อเดือนต้องอยู่ระหว่าง ${formatBaht(bahtToString(THAWEESUP_MIN_INSTALMENT_SATANG))} ถึง ${formatBaht(bahtToString(THAWEESUP_MAX_INSTALMENT_SATANG))}`
  if (amount.satang > balance)
    return `งวดแรกตัดจากบัญชีออมทรัพย์ทันที แต่เงินฝึกหัดในบัญชีมี ${formatBaht(bahtToString(balance))} ไม่พอ`
  return null
}

export type Projection = {
  startOn: string
  maturesOn: string
  days: number
  principal: number
  interest: number
  tax: number
  payout: number
}

/** A fixed deposit opened today and kept to maturity: interest × days / 365, 15 % withheld. */
export function projectFixed(principal: number, rate: string, today: string, term: number): Projection {
  const result = fixedMaturity(principal, basisPointsOf(rate), today, term)
  return { startOn: today, principal, ...result }
}

/**
 * A Thaweesup opened today with every instalment paid: the first today, then on the 5th of each next month
 * (SPEC 7 Bank: instalments are taken on the 5th), tax-free at maturity.
 */
export function projectThaweesup(
  instalment: number,
  rates: { thaweesup: string; savings: string },
  today: string,
): Omit<Projection, 'days'> & { instalments: number } {
  const firstOfMonth = `${today.slice(0, 7)}-05`
  const paid: PaidInstalment[] = Array.from({ length: THAWEESUP_MONTHS }, (_, i) => ({
    amount: instalment,
    paidOn: i === 0 ? today : addMonthsClamped(firstOfMonth, i),
  }))
  const maturesOn = addMonthsClamped(today, THAWEESUP_MONTHS)
  const result = thaweesupMaturity(
    paid,
    { rateBp: basisPointsOf(rates.thaweesup), savingsRateBp: basisPointsOf(rates.savings), keepsTerms: true },
    maturesOn,
  )
  return {
    startOn: today,
    maturesOn,
    principal: instalment * THAWEESUP_MONTHS,
    instalments: THAWEESUP_MONTHS,
    ...result,
  }
}
