/** ARCHITECTURE: "today" and "this month" are Asia/Bangkok (UTC+7, no daylight saving). */
export const BANGKOK_TIME_ZONE = 'Asia/Bangkok'

/** A moment as a clock on a wall in Bangkok shows it: Gregorian year, month 1–12, hour 0–23. */
export type BangkokWallClock = { year: number; month: number; day: number; hour: number; minute: number }

let partsFormat: Intl.DateTimeFormat | undefined

/**
 * Made on first use, so a page's code makes no formatter while it is evaluated. The numbers are read part
 * by part, never from the formatted text, whose shape changes with the ICU version: en-CA gives
 * "2026-11-25" with recent ICU but "11/25/2026" with ICU 72 (WebKit). The calendar, digits and hour cycle
 * are fixed so a Thai (Buddhist era), Arabic or Persian default cannot leak in.
 */
function bangkokParts(): Intl.DateTimeFormat {
  partsFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: BANGKOK_TIME_ZONE,
    calendar: 'gregory',
    numberingSystem: 'latn',
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  })
  return partsFormat
}

/** The Bangkok wall clock of an instant. */
export function bangkokWallClock(instant: Date): BangkokWallClock {
  const read: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {}
  for (const { type, value } of bangkokParts().formatToParts(instant)) {
    if (type !== 'literal') read[type] = Number(value)
  }
  return {
    year: read.year!,
    month: read.month!,
    day: read.day!,
    hour: read.hour!,
    minute: read.minute!,
  }
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
