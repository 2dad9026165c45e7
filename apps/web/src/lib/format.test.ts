import { intlWithIcu72Dates } from '@klass/contract/bangkok-calendar-testing'
import { describe, expect, it, vi } from 'vitest'
import {
  bangkokDay,
  buddhistYear,
  formatBaht,
  formatClock,
  formatCount,
  formatDate,
  formatDateTimeBar,
  formatKoin,
  formatLongDate,
  formatMonthYear,
  formatPercent,
  formatPoints,
  formatUnits,
  formatWeekdayDate,
} from './format'

describe('koin formatting (SPEC 9: two decimals)', () => {
  it.each([
    ['1250.50', '1,250.50'],
    ['0.00', '0.00'],
    ['5', '5.00'],
    ['12.5', '12.50'],
    ['1234567.89', '1,234,567.89'],
    ['-30.00', '-30.00'],
    ['999999999999.99', '999,999,999,999.99'],
  ])('shows the decimal string %s as %s', (text, shown) => {
    expect(formatKoin(text)).toBe(shown)
  })

  it('formats integer hundredths without float error', () => {
    expect(formatKoin(125050)).toBe('1,250.50')
    expect(formatKoin(1)).toBe('0.01')
    expect(formatKoin(-5)).toBe('-0.05')
    expect(formatKoin(9007199254740993n)).toBe('90,071,992,547,409.93')
  })

  it('shows a sign for history points when asked', () => {
    expect(formatKoin('50.00', { signed: true })).toBe('+50.00')
    expect(formatKoin('-12.25', { signed: true })).toBe('-12.25')
    expect(formatKoin('0.00', { signed: true })).toBe('0.00')
  })

  it('leaves text that is not an amount untouched', () => {
    expect(formatKoin('abc')).toBe('abc')
    expect(formatKoin('abc12.50')).toBe('abc12.50')
    expect(formatKoin('12.5 koin')).toBe('12.5 koin')
  })

  it('reads an amount with spaces around it', () => {
    expect(formatKoin(' 12.5 ')).toBe('12.50')
  })
})

describe('counts and dates (th-TH, Buddhist era, Bangkok time)', () => {
  it('groups counts with commas and drops decimals', () => {
    expect(formatCount(1234567)).toBe('1,234,567')
    expect(formatCount(12.9)).toBe('12')
    expect(formatPoints(25)).toBe('+25')
    expect(formatPoints(-10)).toBe('-10')
    expect(formatPoints(0)).toBe('0')
  })

  it('shows dates in the Buddhist era in Bangkok time', () => {
    expect(formatDate('2026-11-22T07:30:00Z')).toBe('22 พ.ย. 2569')
    // 20:00 UTC on 31 Dec is already 1 Jan in Bangkok.
    expect(formatDate('2026-12-31T20:00:00Z')).toBe('1 ม.ค. 2570')
  })

  it('shows nothing for a date that cannot be read', () => {
    expect(formatDate('not a date')).toBe('')
    expect(formatLongDate('')).toBe('')
    expect(formatWeekdayDate('2026-13-45')).toBe('')
    expect(formatClock(new Date(Number.NaN))).toBe('')
    expect(formatDateTimeBar('later')).toBe('')
  })

  it('joins date and time with a vertical bar for koin history', () => {
    expect(formatDateTimeBar('2026-11-22T07:30:00Z')).toBe('22 พ.ย. 2569 | 14:30')
    expect(formatDateTimeBar('not a date')).toBe('')
  })

  it('gives the Buddhist-era year for the copyright line', () => {
    expect(buddhistYear(new Date('2026-06-01T00:00:00Z'))).toBe(2569)
  })

  it("turns the Buddhist-era year at Bangkok's midnight, while UTC is still on 31 December", () => {
    expect(buddhistYear(new Date('2026-12-31T16:59:59.999Z'))).toBe(2569)
    expect(buddhistYear(new Date('2026-12-31T17:00:00.000Z'))).toBe(2570)
  })
})

describe('event dates', () => {
  it('shows the weekday, day, month and Buddhist-era year in Bangkok', () => {
    expect(formatWeekdayDate('2026-11-28T06:00:00.000Z')).toBe('วันเสาร์ที่ 28 พฤศจิกายน 2569')
  })

  it('names a calendar month in Thai with the Buddhist-era year', () => {
    expect(formatMonthYear(11, 2026)).toBe('พฤศจิกายน 2569')
    expect(formatMonthYear(1, 2027)).toBe('มกราคม 2570')
  })

  it('takes the Bangkok day of a moment, which is ahead of UTC', () => {
    expect(bangkokDay('2026-11-30T18:30:00.000Z')).toEqual({ year: 2026, month: 12, day: 1 })
    expect(formatClock('2026-11-30T18:30:00.000Z')).toBe('01:30')
  })
})

describe("Bangkok days whatever the browser's ICU", () => {
  it("reads the Bangkok day the same whatever the locale's date shape (11/25/2026 from ICU 72)", async () => {
    vi.stubGlobal('Intl', intlWithIcu72Dates())
    vi.resetModules()
    const format = await import('./format')
    expect(format.bangkokDay('2026-11-25T05:00:00.000Z')).toEqual({ year: 2026, month: 11, day: 25 })
    expect(format.bangkokDay('2026-11-30T18:30:00.000Z')).toEqual({ year: 2026, month: 12, day: 1 })
  })

  it('writes Latin digits whatever digits the browser would write Thai dates in (๒๕๖๙)', async () => {
    class ThaiDigitsDateTimeFormat extends Intl.DateTimeFormat {
      constructor(locale?: string, options?: Intl.DateTimeFormatOptions) {
        super(`${locale ?? 'th-TH'}-u-nu-thai`, options)
      }
    }
    vi.stubGlobal('Intl', Object.create(Intl, { DateTimeFormat: { value: ThaiDigitsDateTimeFormat } }))
    vi.resetModules()
    const format = await import('./format')
    expect(format.formatDate('2026-06-01T00:00:00Z')).toBe('1 มิ.ย. 2569')
    expect(format.buddhistYear(new Date('2026-06-01T00:00:00Z'))).toBe(2569)
  })
})

describe('writing Thai without Intl', () => {
  it('makes no Intl formatter, so a page never waits for the browser to load Thai locale data', async () => {
    vi.resetModules()
    const { NumberFormat, DateTimeFormat } = Intl
    const made: string[] = []
    Intl.NumberFormat = function (...args: ConstructorParameters<typeof NumberFormat>) {
      made.push('number')
      return new NumberFormat(...args)
    } as unknown as typeof NumberFormat
    Intl.DateTimeFormat = function (...args: ConstructorParameters<typeof DateTimeFormat>) {
      made.push('date')
      return new DateTimeFormat(...args)
    } as unknown as typeof DateTimeFormat
    try {
      const format = await import('./format')
      expect(format.formatCount(1234)).toBe('1,234')
      expect(format.formatKoin('1250.5')).toBe('1,250.50')
      expect(format.formatDateTimeBar('2026-11-22T07:30:00Z')).toBe('22 พ.ย. 2569 | 14:30')
      expect(format.formatWeekdayDate('2026-11-28T06:00:00.000Z')).toBe('วันเสาร์ที่ 28 พฤศจิกายน 2569')
      expect(format.formatMonthYear(11, 2026)).toBe('พฤศจิกายน 2569')
      expect(made).toEqual([])
    } finally {
      Intl.NumberFormat = NumberFormat
      Intl.DateTimeFormat = DateTimeFormat
    }
  })

  it('writes every date, time and month as the th-TH locale writes it (Buddhist era, Bangkok time)', () => {
    const thai = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('th-TH', { ...options, timeZone: 'Asia/Bangkok' })
    const short = thai({ day: 'numeric', month: 'short', year: 'numeric' })
    const long = thai({ day: 'numeric', month: 'long', year: 'numeric' })
    const clock = thai({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    const weekday = thai({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
    const month = thai({ month: 'long', year: 'numeric' })
    // Every 9 hours and 7 minutes over 2000–2040: every month, weekday, hour and many minutes come round.
    for (let t = Date.UTC(2000, 0, 1); t < Date.UTC(2040, 0, 1); t += (9 * 60 + 7) * 60_000) {
      const date = new Date(t)
      const got = [formatDate(date), formatLongDate(date), formatClock(date), formatWeekdayDate(date)]
      const wanted = [short.format(date), long.format(date), clock.format(date), weekday.format(date)]
      if (got.join('|') !== wanted.join('|')) expect(got, date.toISOString()).toEqual(wanted)
    }
    for (let year = 2000; year < 2040; year++)
      for (let m = 1; m <= 12; m++)
        expect(formatMonthYear(m, year)).toBe(month.format(new Date(Date.UTC(year, m - 1, 15, 5))))
  })

  it('groups whole numbers as the th-TH locale does', () => {
    const thai = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 0 })
    const numbers = [0, 1, 12, 999, 1000, 12345, 999999, 1000000, 2 ** 31, Number.MAX_SAFE_INTEGER]
    for (const n of [...numbers, ...numbers.map((x) => -x).filter((x) => x !== 0)])
      expect(formatCount(n)).toBe(thai.format(n))
    expect(formatKoin(123456789012345678901234567890n)).toBe(
      `${thai.format(1234567890123456789012345678n)}.90`,
    )
  })
})

describe('practice money figures (baht, fund units, percentages)', () => {
  it('shows baht with the baht sign, grouping and two decimals', () => {
    expect(formatBaht('10000.00')).toBe('฿10,000.00')
    expect(formatBaht('-3.5')).toBe('-฿3.50')
    expect(formatBaht('12.50', { signed: true })).toBe('+฿12.50')
    expect(formatBaht('0.00', { signed: true })).toBe('฿0.00')
  })

  it('shows fund units and NAV with four decimals', () => {
    expect(formatUnits('1234.5')).toBe('1,234.5000')
    expect(formatUnits('0.0001')).toBe('0.0001')
  })

  it('marks gains with a plus sign when asked', () => {
    expect(formatPercent('2.35', { signed: true })).toBe('+2.35%')
    expect(formatPercent('-1.20', { signed: true })).toBe('-1.20%')
    expect(formatPercent('0.00', { signed: true })).toBe('0.00%')
  })
})
