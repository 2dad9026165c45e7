import { BANGKOK_TIME_ZONE, bangkokIsoDate } from '@klass/contract/bangkok-calendar'

/** The Bangkok calendar day of an instant, as YYYY-MM-DD. */
export function bangkokDate(instant: Date): string {
  return bangkokIsoDate(instant)
}

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000
/** One day in milliseconds (Bangkok has no daylight saving, so every day is this long). */
export const DAY_MS = 24 * 60 * 60 * 1000

/** A Bangkok calendar month: year (AD) and month 1–12. */
export type CalendarMonth = { year: number; month: number }

/** The Bangkok calendar month an instant falls in. */
export function bangkokMonth(instant: Date): CalendarMonth {
  const local = new Date(instant.getTime() + BANGKOK_OFFSET_MS)
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1 }
}

/** The month `count` months after (or before) `from`. */
export function addMonths(from: CalendarMonth, count: number): CalendarMonth {
  const index = from.year * 12 + (from.month - 1) + count
  return { year: Math.floor(index / 12), month: (index % 12) + 1 }
}

/** Months from `a` to `b` (0 when the same month; negative when `b` is earlier). */
export function monthsBetween(a: CalendarMonth, b: CalendarMonth): number {
  return b.year * 12 + b.month - (a.year * 12 + a.month)
}

/** The first instant of a Bangkok calendar month. */
export function bangkokMonthStart({ year, month }: CalendarMonth): Date {
  return new Date(Date.UTC(year, month - 1, 1) - BANGKOK_OFFSET_MS)
}

/** Midnight in Bangkok of the day an instant falls in, moved by `days`. */
export function bangkokDayStart(instant: Date, days = 0): Date {
  const local = instant.getTime() + BANGKOK_OFFSET_MS
  return new Date(Math.floor(local / DAY_MS) * DAY_MS - BANGKOK_OFFSET_MS + days * DAY_MS)
}

/** "YYYY-MM" of a calendar month. */
export function monthKey({ year, month }: CalendarMonth): string {
  return `${year}-${String(month).padStart(2, '0')}`
}

const thaiDateTimeFormat = new Intl.DateTimeFormat('th-TH', {
  timeZone: BANGKOK_TIME_ZONE,
  dateStyle: 'long',
  timeStyle: 'short',
})
const thaiMonthFormat = new Intl.DateTimeFormat('th-TH', {
  timeZone: BANGKOK_TIME_ZONE,
  month: 'long',
  year: 'numeric',
})

/** ARCHITECTURE: dates for people in the Thai locale, Buddhist era: "25 พฤศจิกายน 2569 เวลา 12:00 น.". */
export function thaiDateTime(instant: Date): string {
  return `${thaiDateTimeFormat.format(instant)} น.`
}

/** "พฤศจิกายน 2569". */
export function thaiMonthLabel(month: CalendarMonth): string {
  return thaiMonthFormat.format(new Date(bangkokMonthStart(month).getTime() + DAY_MS))
}

/** The instant a Bangkok wall clock shows `hour:minute:second` on the calendar day `date` (YYYY-MM-DD). */
export function bangkokInstant(date: string, hour = 0, minute = 0, second = 0): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d, hour, minute, second) - BANGKOK_OFFSET_MS)
}
