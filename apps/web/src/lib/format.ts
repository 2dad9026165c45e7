import { bangkokWallClock, bangkokWeekday } from '@klass/contract/bangkok-calendar'

/**
 * Numbers and dates as Thai readers expect them (th-TH, Buddhist era, Asia/Bangkok).
 * SPEC 9: koins with two decimals; counts as comma-grouped integers. Koins arrive as decimal strings
 * ("1250.50") and are formatted without ever becoming a float.
 */
const shortMonths = [
  'ม.ค.',
  'ก.พ.',
  'มี.ค.',
  'เม.ย.',
  'พ.ค.',
  'มิ.ย.',
  'ก.ค.',
  'ส.ค.',
  'ก.ย.',
  'ต.ค.',
  'พ.ย.',
  'ธ.ค.',
]
/** The Thai months' names, January first (also the birth-date field's choices). */
export const thaiMonthNames = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
] as const
const weekdays = ['วันอาทิตย์', 'วันจันทร์', 'วันอังคาร', 'วันพุธ', 'วันพฤหัสบดี', 'วันศุกร์', 'วันเสาร์']
/** The Buddhist era counts 543 years more than the Gregorian. */
const BUDDHIST_ERA = 543

/**
 * Written here instead of by `Intl` (whose th-TH output these match, format.test.ts): a page's first Thai
 * `Intl` formatter loads the browser's locale data, tens of milliseconds of a phone's main thread while the
 * page starts, and Thai dates and grouped numbers are simple enough to write.
 */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/** A whole number with comma groups: -1234567 → "-1,234,567". */
function integer(value: number | bigint): string {
  const text = String(value)
  return text.startsWith('-') ? `-${grouped(text.slice(1))}` : grouped(text)
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** "22 พ.ย. 2569" or, long, "22 พฤศจิกายน 2569": the Bangkok day of a moment in the Buddhist era. */
function thaiDate(date: Date, months: readonly string[]): string {
  const { year, month, day } = bangkokWallClock(date)
  return `${day} ${months[month - 1]} ${year + BUDDHIST_ERA}`
}

/** "14:30": the Bangkok time of a moment on a 24-hour clock. */
function thaiClock(date: Date): string {
  const { hour, minute } = bangkokWallClock(date)
  return `${twoDigits(hour)}:${twoDigits(minute)}`
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
  return `${sign}${integer(whole)}.${cents}`
}

/** Counts: 12345 → "12,345". */
export function formatCount(value: number): string {
  return integer(Math.trunc(value))
}

/** Signed whole points (skill points): +25 / -10. */
export function formatPoints(value: number): string {
  return `${value > 0 ? '+' : ''}${integer(Math.trunc(value))}`
}

function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value
  return Number.isNaN(date.getTime()) ? null : date
}

/** "22 พ.ย. 2569" (Buddhist era). */
export function formatDate(value: string | Date): string {
  const date = toDate(value)
  return date ? thaiDate(date, shortMonths) : ''
}

/** "22 พฤศจิกายน 2569". */
export function formatLongDate(value: string | Date): string {
  const date = toDate(value)
  return date ? thaiDate(date, thaiMonthNames) : ''
}

/** SPEC 2: koin history shows date and time joined by a vertical bar: "22 พ.ย. 2569 | 14:30". */
export function formatDateTimeBar(value: string | Date): string {
  const date = toDate(value)
  return date ? `${thaiDate(date, shortMonths)} | ${thaiClock(date)}` : ''
}

/** The Buddhist-era year (the Gregorian year + 543) as a number, for the copyright line. */
export function buddhistYear(date: Date = new Date()): number {
  return bangkokWallClock(date).year + BUDDHIST_ERA
}

/** "วันเสาร์ที่ 28 พฤศจิกายน 2569" (Buddhist era). */
export function formatWeekdayDate(value: string | Date): string {
  const date = toDate(value)
  return date ? `${weekdays[bangkokWeekday(date)]}ที่ ${thaiDate(date, thaiMonthNames)}` : ''
}

/** "14:30" in Bangkok time. */
export function formatClock(value: string | Date): string {
  const date = toDate(value)
  return date ? thaiClock(date) : ''
}

/** "พฤศจิกายน 2569" for a calendar month (month 1–12, year AD). */
export function formatMonthYear(month: number, year: number): string {
  return `${thaiMonthNames[month - 1]} ${year + BUDDHIST_ERA}`
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
