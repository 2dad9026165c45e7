import { afterEach, describe, expect, it, vi } from 'vitest'
import { intlWithIcu72Dates } from './bangkok-calendar-testing'

/** The calendar module as a page or the server loads it, with the Intl of the moment. */
const freshCalendar = () => {
  vi.resetModules()
  return import('./bangkok-calendar')
}

/** Intl whose date formatters are all made in `locale`, whatever locale the code asks for. */
function intlIn(locale: string): typeof Intl {
  class LocalisedDateTimeFormat extends Intl.DateTimeFormat {
    constructor(_asked?: string | string[], options?: Intl.DateTimeFormatOptions) {
      super(locale, options)
    }
  }
  return Object.create(Intl, { DateTimeFormat: { value: LocalisedDateTimeFormat } }) as typeof Intl
}

const moments = [
  ['the last millisecond of a Bangkok day', '2026-11-25T16:59:59.999Z', [2026, 11, 25, 23, 59], '2026-11-25'],
  ['Bangkok midnight (17:00 UTC), hour 0', '2026-11-25T17:00:00.000Z', [2026, 11, 26, 0, 0], '2026-11-26'],
  ['new year in Bangkok (31 Dec 17:00 UTC)', '2026-12-31T17:00:00.000Z', [2027, 1, 1, 0, 0], '2027-01-01'],
  ['29 February of a leap year', '2028-02-28T17:00:00.000Z', [2028, 2, 29, 0, 0], '2028-02-29'],
  ['the day after 29 February', '2028-02-29T17:00:00.000Z', [2028, 3, 1, 0, 0], '2028-03-01'],
  ['an afternoon', '2026-06-05T08:07:00.000Z', [2026, 6, 5, 15, 7], '2026-06-05'],
] as const

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the Bangkok calendar (UTC+7)', () => {
  it.each(moments)(
    'reads the wall clock at %s',
    async (_name, instant, [year, month, day, hour, minute], iso) => {
      const { bangkokIsoDate, bangkokWallClock } = await freshCalendar()
      expect(bangkokWallClock(new Date(instant))).toEqual({ year, month, day, hour, minute })
      expect(bangkokIsoDate(new Date(instant))).toBe(iso)
    },
  )

  it.each([
    'en-US',
    'th-TH',
    'ar-EG',
    'fa-IR',
    'ja-JP',
    'en-CA',
    // A reader's own preferences: Buddhist era in Thai digits, Arabic digits, a 1–24 clock.
    'th-TH-u-ca-buddhist-nu-thai',
    'ar-EG-u-nu-arab',
    'en-US-u-hc-h24',
  ])('reads the same Gregorian parts in Latin digits when the formatter speaks %s', async (locale) => {
    vi.stubGlobal('Intl', intlIn(locale))
    const { bangkokIsoDate, bangkokWallClock } = await freshCalendar()
    for (const [, instant, [year, month, day, hour, minute], iso] of moments) {
      expect(bangkokWallClock(new Date(instant))).toEqual({ year, month, day, hour, minute })
      expect(bangkokIsoDate(new Date(instant))).toBe(iso)
    }
  })

  it("reads the Bangkok day the same whatever the locale's date shape (11/25/2026 from ICU 72)", async () => {
    vi.stubGlobal('Intl', intlWithIcu72Dates())
    const { bangkokIsoDate, bangkokWallClock } = await freshCalendar()
    expect(bangkokIsoDate(new Date('2026-11-25T05:00:00Z'))).toBe('2026-11-25')
    expect(bangkokWallClock(new Date('2026-11-25T05:00:00Z'))).toMatchObject({
      year: 2026,
      month: 11,
      day: 25,
    })
  })

  it('writes a year of fewer than four digits with leading zeros', async () => {
    const { bangkokIsoDate, isoDate } = await freshCalendar()
    expect(isoDate(999, 6, 1)).toBe('0999-06-01')
    expect(bangkokIsoDate(new Date('0999-06-01T05:00:00Z'))).toBe('0999-06-01')
  })

  it('needs no Intl formatter, so no locale or time-zone data is loaded for it', async () => {
    class RefusedDateTimeFormat extends Intl.DateTimeFormat {
      constructor() {
        super()
        throw new Error('the Bangkok calendar made an Intl formatter')
      }
    }
    vi.stubGlobal('Intl', Object.create(Intl, { DateTimeFormat: { value: RefusedDateTimeFormat } }))
    const { bangkokIsoDate, bangkokWallClock, bangkokWeekday } = await freshCalendar()
    expect(bangkokIsoDate(new Date('2026-11-25T17:00:00Z'))).toBe('2026-11-26')
    expect(bangkokWallClock(new Date('2026-11-26T05:00:00Z'))).toMatchObject({ hour: 12, minute: 0 })
    expect(bangkokWeekday(new Date('2026-11-28T16:59:59Z'))).toBe(6)
    expect(bangkokWeekday(new Date('2026-11-28T17:00:00Z'))).toBe(0)
  })

  it('agrees with the time-zone database at every hour of 1990–2040', async () => {
    const { bangkokWallClock, bangkokWeekday } = await freshCalendar()
    const zone = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Bangkok',
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
    const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
    // Every 7 hours and 13 minutes: each hour of the day and minute offsets come round over the years.
    for (let t = Date.UTC(1990, 0, 1); t < Date.UTC(2040, 0, 1); t += (7 * 60 + 13) * 60_000) {
      const instant = new Date(t)
      const parts = Object.fromEntries(zone.formatToParts(instant).map((p) => [p.type, p.value]))
      const expected = {
        year: Number(parts.year),
        month: Number(parts.month),
        day: Number(parts.day),
        hour: Number(parts.hour),
        minute: Number(parts.minute),
      }
      const wall = bangkokWallClock(instant)
      if (JSON.stringify(wall) !== JSON.stringify(expected))
        expect(wall, instant.toISOString()).toEqual(expected)
      if (weekdays[bangkokWeekday(instant)] !== parts.weekday)
        expect(weekdays[bangkokWeekday(instant)], instant.toISOString()).toBe(parts.weekday)
    }
  })
})
