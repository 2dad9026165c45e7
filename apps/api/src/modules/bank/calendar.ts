import { FUND_CUTOFF, NAV_PUBLISH } from '@klass/contract/bank'
import { addDays } from '@klass/contract/bank-rules'
import { bangkokIsoDate, bangkokWallClock } from '@klass/contract/bangkok-calendar'
import { bangkokDayStart, DAY_MS } from '../../lib/time'

/**
 * Thai bank business days for the practice funds (SPEC 7 Bank: orders, NAV dates, settlement).
 *
 * A business day is Monday to Friday and not a Thai bank holiday. Only the holidays with a fixed date are
 * known here: New Year's Day (1 Jan), Chakri Day (6 Apr), Songkran (13–15 Apr), Labour Day (1 May),
 * Coronation Day (4 May), Queen Suthida's Birthday (3 Jun), King Vajiralongkorn's Birthday (28 Jul),
 * Mother's Day (12 Aug), King Bhumibol Memorial Day (13 Oct), Chulalongkorn Day (23 Oct), Father's Day
 * (5 Dec), Constitution Day (10 Dec) and New Year's Eve (31 Dec). A holiday on a Saturday or Sunday gives a
 * substitution day on the next weekday that is not itself a holiday, so Songkran's substitution days come
 * after the whole block. The lunar holidays (Makha Bucha, Visakha Bucha, Asarnha Bucha, Khao Phansa) move
 * from year to year with the Buddhist lunar calendar and are not included, nor are one-off holidays the
 * government announces: on those days the practice funds still trade.
 */

const FIXED_HOLIDAYS: ReadonlySet<string> = new Set([
  '01-01',
  '04-06',
  '04-13',
  '04-14',
  '04-15',
  '05-01',
  '05-04',
  '06-03',
  '07-28',
  '08-12',
  '10-13',
  '10-23',
  '12-05',
  '12-10',
  '12-31',
])

function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay()
}

function isWeekend(date: string): boolean {
  const day = weekday(date)
  return day === 0 || day === 6
}

function isFixedHoliday(date: string): boolean {
  return FIXED_HOLIDAYS.has(date.slice(5))
}

/**
 * The fixed holidays of `year` with their substitution days, in date order. `taken` holds substitution days
 * already given (by the previous December's holidays) so that two weekend holidays never share one.
 * Returns every holiday falling in `year` and the substitution days that spill into the next year.
 */
function holidaysOf(year: number, taken: ReadonlySet<string>): { inYear: Set<string>; spill: Set<string> } {
  const inYear = new Set(taken)
  const spill = new Set<string>()
  const prefix = String(year).padStart(4, '0')
  const given = new Set(taken)
  for (const monthDay of [...FIXED_HOLIDAYS].sort()) {
    const date = `${prefix}-${monthDay}`
    inYear.add(date)
    if (!isWeekend(date)) continue
    let substitute = addDays(date, 1)
    while (isWeekend(substitute) || isFixedHoliday(substitute) || given.has(substitute)) {
      substitute = addDays(substitute, 1)
    }
    given.add(substitute)
    if (substitute.startsWith(prefix)) inYear.add(substitute)
    else spill.add(substitute)
  }
  return { inYear, spill }
}

const holidayCache = new Map<number, ReadonlySet<string>>()

/** Every holiday and substitution day falling in `year`. */
function holidaysIn(year: number): ReadonlySet<string> {
  let days = holidayCache.get(year)
  if (!days) {
    // Only the previous year's late-December holidays can spill into this year, and nothing spills into them.
    const carried = holidaysOf(year - 1, new Set()).spill
    days = holidaysOf(year, carried).inYear
    holidayCache.set(year, days)
  }
  return days
}

/** Monday to Friday and not a (fixed-date) Thai bank holiday or its substitution day. */
export function isBusinessDay(date: string): boolean {
  return !isWeekend(date) && !holidaysIn(Number(date.slice(0, 4))).has(date)
}

// Remembered because NAV histories walk the same business days for every fund.
const nextCache = new Map<string, string>()

/** The first business day strictly after `date`. */
export function nextBusinessDay(date: string): string {
  let next = nextCache.get(date)
  if (next === undefined) {
    next = addDays(date, 1)
    while (!isBusinessDay(next)) next = addDays(next, 1)
    nextCache.set(date, next)
  }
  return next
}

/** `date` itself when it is a business day, otherwise the last business day before it. */
export function businessDayOnOrBefore(date: string): string {
  let day = date
  while (!isBusinessDay(day)) day = addDays(day, -1)
  return day
}

/** `date` itself when it is a business day, otherwise the first business day after it. */
export function businessDayOnOrAfter(date: string): string {
  return isBusinessDay(date) ? date : nextBusinessDay(date)
}

/**
 * The day whose NAV an order takes: the Bangkok day it is placed when that is a business day and the
 * Bangkok time is before the 15:30 cut-off, otherwise the next business day.
 */
export function orderNavDate(placedAt: Date): string {
  const today = bangkokIsoDate(placedAt)
  const { hour, minute } = bangkokWallClock(placedAt)
  const beforeCutoff = hour < FUND_CUTOFF.hour || (hour === FUND_CUTOFF.hour && minute < FUND_CUTOFF.minute)
  return isBusinessDay(today) && beforeCutoff ? today : nextBusinessDay(today)
}

/** Bangkok is UTC+7 all year. */
const BANGKOK_OFFSET_HOURS = 7

/** When the NAV of `navDate` is published: 18:00 Bangkok time that day. */
export function navPublishedAt(navDate: string): Date {
  const [year, month, day] = navDate.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day, NAV_PUBLISH.hour - BANGKOK_OFFSET_HOURS, NAV_PUBLISH.minute))
}

/**
 * The stretch of time around `now` (milliseconds since the epoch, `until` excluded) in which neither the Bangkok
 * day nor `latestNavDate` changes: from the last Bangkok midnight or NAV publication to the next one.
 */
export function navDayWindow(now: Date): { from: number; until: number } {
  const midnight = bangkokDayStart(now).getTime()
  const published = midnight + (NAV_PUBLISH.hour * 60 + NAV_PUBLISH.minute) * 60_000
  return now.getTime() < published
    ? { from: midnight, until: published }
    : { from: published, until: midnight + DAY_MS }
}

/** The latest business day whose NAV has been published at `now`. */
export function latestNavDate(now: Date): string {
  const day = businessDayOnOrBefore(bangkokIsoDate(now))
  return navPublishedAt(day).getTime() <= now.getTime() ? day : businessDayOnOrBefore(addDays(day, -1))
}
