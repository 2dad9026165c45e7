/** ARCHITECTURE: "today" and "this month" are Asia/Bangkok (UTC+7, no daylight saving). */
export const BANGKOK_TIME_ZONE = 'Asia/Bangkok'

/** A moment as a clock on a wall in Bangkok shows it: Gregorian year, month 1–12, hour 0–23. */
export type BangkokWallClock = { year: number; month: number; day: number; hour: number; minute: number }

/** Bangkok's offset from UTC: seven hours all year (Thailand keeps no daylight saving time). */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000

/**
 * The Bangkok wall clock of an instant, by arithmetic: no Intl formatter, so neither a phone nor the server
 * loads time-zone or locale data for it (a page's first Thai or time-zone formatter cost tens of
 * milliseconds on a phone), and no locale, calendar or ICU version can change the numbers. Bangkok has kept
 * UTC+7 since 1 April 1920; the instants this product handles are all later.
 */
export function bangkokWallClock(instant: Date): BangkokWallClock {
  const wall = new Date(instant.getTime() + BANGKOK_OFFSET_MS)
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  }
}

/** The Bangkok day of the week of an instant: 0 Sunday … 6 Saturday. */
export function bangkokWeekday(instant: Date): number {
  return new Date(instant.getTime() + BANGKOK_OFFSET_MS).getUTCDay()
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** A calendar day as YYYY-MM-DD (month 1–12). */
export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)}`
}

/** The Bangkok calendar day of an instant, as YYYY-MM-DD. */
export function bangkokIsoDate(instant: Date): string {
  const { year, month, day } = bangkokWallClock(instant)
  return isoDate(year, month, day)
}
