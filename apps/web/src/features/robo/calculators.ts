import { bangkokIsoDate } from '@klass/contract/bangkok-calendar'
import { addMonthsClamped } from '@klass/contract/bank-rules'
import { bahtFromString, fixedFromString, readBahtInput, unitsFromString } from '@klass/contract/money-text'
import { DCA_DAY_MAX, DCA_DAY_MIN, GOAL_YEARS_MAX, GOAL_YEARS_MIN } from '@klass/contract/robo-constants'

/**
 * The figures the robo pages show before anything is sent, in integer satang: typed amounts read the way the
 * server reads them, a purchase split by the plan's weights, ages, and the DCA days to come.
 */

export type Read<T> = { value: T } | { problem: string }

export function satangOf(baht: string): number {
  return bahtFromString(baht) ?? 0
}

/**
 * A typed amount ("1500", "1,500.50") in satang, or the Thai reason it is not one. With `zero`, an empty field
 * or a zero is 0 (no starting amount, no monthly amount), as the contract's `bahtOrZero` reads it.
 */
export function readBaht(text: string, { zero = false }: { zero?: boolean } = {}): Read<number> {
  const trimmed = text.replaceAll(',', '').trim()
  if (zero && (trimmed === '' || /^0+(\.0{1,2})?$/.test(trimmed))) return { value: 0 }
  if (trimmed === '') return { problem: 'กรุณากรอกจำนวนเงิน' }
  return readBahtInput(trimmed)
}

/** The years to a goal: a whole number from GOAL_YEARS_MIN to GOAL_YEARS_MAX. */
export function readYears(text: string): Read<number> {
  const trimmed = text.trim()
  if (trimmed === '') return { problem: 'กรุณากรอกจำนวนปี' }
  if (!/^\d+$/.test(trimmed)) return { problem: 'จำนวนปีต้องเป็นจำนวนเต็ม' }
  const years = Number(trimmed)
  if (years < GOAL_YEARS_MIN) return { problem: `ระยะเวลาอย่างน้อย ${GOAL_YEARS_MIN} ปี` }
  if (years > GOAL_YEARS_MAX) return { problem: `ระยะเวลาไม่เกิน ${GOAL_YEARS_MAX} ปี` }
  return { value: years }
}

/** The DCA day of the month, 1–28 (every month has it). */
export function readDcaDay(text: string): Read<number> {
  const day = Number(text)
  if (!Number.isInteger(day) || day < DCA_DAY_MIN || day > DCA_DAY_MAX)
    return { problem: `วันที่ลงทุนต้องเป็นวันที่ ${DCA_DAY_MIN} ถึง ${DCA_DAY_MAX} ของเดือน` }
  return { value: day }
}

export const valueOf = <T>(read: Read<T>): T | null => ('value' in read ? read.value : null)
export const problemOf = <T>(read: Read<T>): string | null => ('problem' in read ? read.problem : null)

/**
 * What `units` of a fund fetch at `nav` (both with four decimals), in satang rounded down, as the bank pays a
 * sale: units × NAV in ten-thousandths each, over 1,000,000.
 */
export function proceedsOf(units: string, nav: string): number {
  return Number((BigInt(unitsFromString(units) ?? 0) * BigInt(unitsFromString(nav) ?? 0)) / 1_000_000n)
}

export type FundShare = { code: string; name: string; amount: number }

/**
 * A purchase split across the plan's funds by weight (percent with two decimals), each share rounded down to
 * the satang and the satang left over given to the largest share, so the shares add up to the amount.
 */
export function splitByWeight(
  amount: number,
  funds: readonly { code: string; name: string; weight: string }[],
): FundShare[] {
  const basisPoints = funds.map((fund) => fixedFromString(fund.weight, 2) ?? 0)
  const total = basisPoints.reduce((sum, bp) => sum + bp, 0)
  if (total <= 0) return []
  const shares = funds.map((fund, i) => ({
    code: fund.code,
    name: fund.name,
    amount: Math.floor((amount * (basisPoints[i] ?? 0)) / total),
  }))
  const left = amount - shares.reduce((sum, share) => sum + share.amount, 0)
  const largest = shares.reduce(
    (best, share, i) => (share.amount > (shares[best]?.amount ?? 0) ? i : best),
    0,
  )
  if (shares[largest]) shares[largest].amount += left
  return shares
}

/** The Bangkok calendar day today, "2026-11-25". */
export function todayInBangkok(now: Date = new Date()): string {
  return bangkokIsoDate(now)
}

/** Whole years of age on `today` of someone born on `birthDate` (both "yyyy-mm-dd"). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number]
  const birthdayPassed = tm > bm || (tm === bm && td >= bd)
  return ty - by - (birthdayPassed ? 0 : 1)
}

/**
 * The next `count` DCA days on `day` of the month after `today`: a day that is today starts next month, as the
 * server schedules the first purchase (the dates it answers once saved are the same).
 */
export function nextDcaDates(day: number, today: string, count = 3): string[] {
  const thisMonth = `${today.slice(0, 8)}${String(day).padStart(2, '0')}`
  const first = thisMonth > today ? thisMonth : addMonthsClamped(thisMonth, 1)
  return Array.from({ length: count }, (_, i) => addMonthsClamped(first, i))
}
