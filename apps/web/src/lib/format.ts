import { BANGKOK_TIME_ZONE, bangkokWallClock } from '@klass/contract/bangkok-calendar'

/**
 * Numbers and dates as Thai readers expect them (th-TH, Buddhist era, Asia/Bangkok).
 * SPEC 9: koins with two decimals; counts as comma-grouped integers. Koins arrive as decimal strings
 * ("1250.50") and are formatted without ever becoming a float.
 */
const LOCALE = 'th-TH'

/**
 * A formatter made when it is first used: the browser loads its Thai locale data then (about 20 ms the
 * first time on a phone), not while the app's code is evaluated.
 */
function formatter<T>(make: () => T): () => T {
  let made: T | undefined
  return () => (made ??= make())
}

/** A Bangkok-time date formatter, made on first use. */
const bangkokDates = (options: Intl.DateTimeFormatOptions) =>
  formatter(() => new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: BANGKOK_TIME_ZONE }))

const integer = formatter(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 }))
const shortDate = bangkokDates({ day: 'numeric', month: 'short', year: 'numeric' })
const longDate = bangkokDates({ day: 'numeric', month: 'long', year: 'numeric' })
const clock = bangkokDates({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })

/**
 * Makes the formatters most pages use, so the locale data loads in a task of the app's start-up chosen
 * for it (app/start.tsx) instead of inside the first render.
 */
export function prepareFormats(): void {
  integer()
  shortDate()
  longDate()
}

const KOIN_TEXT = /^(-)?(\d+)(?:\.(\d{1,2}))?$/

/** "1250.5" → "1,250.50"; hundredths (integer) are accepted too: 125050 → "1,250.50". */
export function formatKoin(value: string | number | bigint, options: { signed?: boolean } = {}): string {
  let negative: boolean
  let whole: bigint
  let cents: string
  if (typeof value === 'string') {
    const match = KOIN_TEXT.exec(value.trim())
    if (!match) return value
    negative = match[1] === '-'
    whole = BigInt(match[2] ?? '0')
    cents = (match[3] ?? '').padEnd(2, '0')
  } else {
    const hundredths = BigInt(value)
    negative = hundredths < 0n
    const abs = negative ? -hundredths : hundredths
    whole = abs / 100n
    cents = (abs % 100n).toString().padStart(2, '0')
  }
  const isZero = whole === 0n && cents === '00'
  const sign = negative && !isZero ? '-' : options.signed && !isZero ? '+' : ''
  return `${sign}${integer().format(whole)}.${cents}`
}

/** Counts: 12345 → "12,345". */
export function formatCount(value: number): string {
  return integer().format(Math.trunc(value))
}

/** Signed whole points (skill points): +25 / -10. */
export function formatPoints(value: number): string {
  return `${value > 0 ? '+' : ''}${integer().format(Math.trunc(value))}`
}

function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value
  return Number.isNaN(date.getTime()) ? null : date
}

/** "22 พ.ย. 2569" (Buddhist era). */
export function formatDate(value: string | Date): string {
  const date = toDate(value)
  return date ? shortDate().format(date) : ''
}

/** "22 พฤศจิกายน 2569". */
export function formatLongDate(value: string | Date): string {
  const date = toDate(value)
  return date ? longDate().format(date) : ''
}

/** SPEC 2: koin history shows date and time joined by a vertical bar: "22 พ.ย. 2569 | 14:30". */
export function formatDateTimeBar(value: string | Date): string {
  const date = toDate(value)
  return date ? `${shortDate().format(date)} | ${clock().format(date)}` : ''
}

/** The Buddhist-era year (the Gregorian year + 543) as a number, for the copyright line. */
export function buddhistYear(date: Date = new Date()): number {
  return bangkokWallClock(date).year + 543
}

const weekdayDate = bangkokDates({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
const monthYear = bangkokDates({ month: 'long', year: 'numeric' })

/** "วันเสาร์ที่ 28 พฤศจิกายน 2569" (Buddhist era). */
export function formatWeekdayDate(value: string | Date): string {
  const date = toDate(value)
  return date ? weekdayDate().format(date) : ''
}

/** "14:30" in Bangkok time. */
export function formatClock(value: string | Date): string {
  const date = toDate(value)
  return date ? clock().format(date) : ''
}

/** "พฤศจิกายน 2569" for a calendar month (month 1–12, year AD). */
export function formatMonthYear(month: number, year: number): string {
  return monthYear().format(new Date(Date.UTC(year, month - 1, 15, 5)))
}

/** The Bangkok calendar day of a moment: { year, month (1–12), day }. */
export function bangkokDay(value: string | Date = new Date()): { year: number; month: number; day: number } {
  const { year, month, day } = bangkokWallClock(toDate(value) ?? new Date(0))
  return { year, month, day }
}

/** Practice baht with two decimals and grouping: "10000.00" → "฿10,000.00"; signed: "+฿12.50" / "-฿3.00". */
export function formatBaht(value: string | number, options: { signed?: boolean } = {}): string {
  const text = formatKoin(value, options)
  const sign = text.startsWith('-') || text.startsWith('+') ? text[0] : ''
  return `${sign}฿${sign ? text.slice(1) : text}`
}

const UNITS_TEXT = /^(-)?(\d+)(?:\.(\d{1,4}))?$/

/** Fund units or NAV with four decimals and grouping: "1234.5" → "1,234.5000". */
export function formatUnits(value: string): string {
  const match = UNITS_TEXT.exec(value.trim())
  if (!match) return value
  const whole = formatKoin(`${match[2]}.00`).slice(0, -3)
  return `${match[1] ?? ''}${whole}.${(match[3] ?? '').padEnd(4, '0')}`
}

/** A percentage string from the API: "1.50" → "1.50%"; signed shows "+" on gains. */
export function formatPercent(value: string, options: { signed?: boolean } = {}): string {
  const positive = !value.startsWith('-') && Number(value) !== 0
  return `${options.signed && positive ? '+' : ''}${value}%`
}
