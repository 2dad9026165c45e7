import { describe, expect, it } from 'vitest'
import { bangkokIsoDate } from '@klass/contract/bangkok-calendar'
import {
  businessDayOnOrBefore,
  isBusinessDay,
  latestNavDate,
  navDayWindow,
  navPublishedAt,
  nextBusinessDay,
  orderNavDate,
} from './calendar'

/** A moment given as Bangkok wall-clock time (UTC+7). */
const bangkok = (date: string, time: string) => new Date(`${date}T${time}:00+07:00`)

describe('Thai business days', () => {
  it('counts Monday to Friday as business days and weekends as closed', () => {
    expect(isBusinessDay('2026-06-17')).toBe(true) // Wednesday
    expect(isBusinessDay('2026-06-19')).toBe(true) // Friday
    expect(isBusinessDay('2026-06-20')).toBe(false) // Saturday
    expect(isBusinessDay('2026-06-21')).toBe(false) // Sunday
  })

  it('closes on the fixed-date Thai bank holidays that fall on a weekday', () => {
    expect(isBusinessDay('2027-01-01')).toBe(false) // New Year's Day, Friday
    expect(isBusinessDay('2027-04-06')).toBe(false) // Chakri Day, Tuesday
    expect(isBusinessDay('2027-04-13')).toBe(false) // Songkran, Tuesday
    expect(isBusinessDay('2027-04-15')).toBe(false) // Songkran, Thursday
    expect(isBusinessDay('2026-05-01')).toBe(false) // Labour Day, Friday
    expect(isBusinessDay('2026-05-04')).toBe(false) // Coronation Day, Monday
    expect(isBusinessDay('2026-06-03')).toBe(false) // Queen's Birthday, Wednesday
    expect(isBusinessDay('2026-10-13')).toBe(false) // King Bhumibol Memorial Day, Tuesday
  })

  it('gives a Saturday holiday its substitution day on the Monday after', () => {
    // Father's Day, 5 Dec 2026, is a Saturday.
    expect(isBusinessDay('2026-12-05')).toBe(false)
    expect(isBusinessDay('2026-12-07')).toBe(false)
    expect(isBusinessDay('2026-12-08')).toBe(true)
    expect(nextBusinessDay('2026-12-04')).toBe('2026-12-08')
  })

  it('puts Songkran substitution days after the whole Songkran block', () => {
    // 2024: 13 Apr Saturday, 14 Apr Sunday, 15 Apr Monday — substitutions Tuesday 16 and Wednesday 17.
    expect(isBusinessDay('2024-04-15')).toBe(false)
    expect(isBusinessDay('2024-04-16')).toBe(false)
    expect(isBusinessDay('2024-04-17')).toBe(false)
    expect(isBusinessDay('2024-04-18')).toBe(true)
    expect(nextBusinessDay('2024-04-12')).toBe('2024-04-18')
  })

  it('never gives two weekend holidays the same substitution day, even across the new year', () => {
    // 31 Dec 2022 Saturday and 1 Jan 2023 Sunday: substitutions Monday 2 and Tuesday 3 Jan 2023.
    expect(isBusinessDay('2023-01-02')).toBe(false)
    expect(isBusinessDay('2023-01-03')).toBe(false)
    expect(nextBusinessDay('2022-12-30')).toBe('2023-01-04')
  })

  it('finds the next business day strictly after a day, and the last one on or before it', () => {
    expect(nextBusinessDay('2026-06-17')).toBe('2026-06-18')
    expect(nextBusinessDay('2026-06-19')).toBe('2026-06-22')
    expect(businessDayOnOrBefore('2026-06-17')).toBe('2026-06-17')
    expect(businessDayOnOrBefore('2026-06-21')).toBe('2026-06-19')
    // Songkran 2027 (Tuesday to Thursday) looks back past the block to Monday 12 Apr.
    expect(businessDayOnOrBefore('2027-04-15')).toBe('2027-04-12')
  })
})

describe('the NAV date of a fund order (SPEC 7 Bank: 15:30 cut-off)', () => {
  it('gives an order on a Wednesday at 15:29 Bangkok time that day’s NAV', () => {
    expect(orderNavDate(bangkok('2026-06-17', '15:29'))).toBe('2026-06-17')
  })

  it('gives an order on a Wednesday at 15:30 the Thursday’s NAV', () => {
    expect(orderNavDate(bangkok('2026-06-17', '15:30'))).toBe('2026-06-18')
  })

  it('reads the cut-off on the Bangkok clock, not UTC', () => {
    // 08:29 UTC is 15:29 in Bangkok; 23:00 UTC on Tuesday is already Wednesday 06:00 in Bangkok.
    expect(orderNavDate(new Date('2026-06-17T08:29:00Z'))).toBe('2026-06-17')
    expect(orderNavDate(new Date('2026-06-16T23:00:00Z'))).toBe('2026-06-17')
  })

  it('gives an order on a Friday at 16:00 the Monday’s NAV', () => {
    expect(orderNavDate(bangkok('2026-06-19', '16:00'))).toBe('2026-06-22')
  })

  it('gives an order on a Saturday morning the Monday’s NAV', () => {
    expect(orderNavDate(bangkok('2026-06-20', '09:00'))).toBe('2026-06-22')
  })

  it('gives an order on the evening before Songkran the first day after it', () => {
    // Monday 12 Apr 2027 at 19:00: Songkran closes Tuesday 13 to Thursday 15, so Friday 16 Apr 2027.
    expect(orderNavDate(bangkok('2027-04-12', '19:00'))).toBe('2027-04-16')
  })

  it('gives an order placed on a substitution day the next business day’s NAV', () => {
    // Monday 7 Dec 2026 is the substitution day for Father's Day (Saturday 5 Dec).
    expect(orderNavDate(bangkok('2026-12-07', '10:00'))).toBe('2026-12-08')
  })
})

describe('NAV publication (SPEC 7 Bank: 18:00 Bangkok time)', () => {
  it('publishes a day’s NAV at 18:00 Bangkok time, 11:00 UTC', () => {
    expect(navPublishedAt('2026-06-17').toISOString()).toBe('2026-06-17T11:00:00.000Z')
  })

  it('shows the previous business day’s NAV until 18:00 and the day’s own from 18:00', () => {
    expect(latestNavDate(bangkok('2026-06-17', '17:59'))).toBe('2026-06-16')
    expect(latestNavDate(bangkok('2026-06-17', '18:00'))).toBe('2026-06-17')
  })

  it('shows Friday’s NAV through the weekend and until Monday 18:00', () => {
    expect(latestNavDate(bangkok('2026-06-20', '12:00'))).toBe('2026-06-19')
    expect(latestNavDate(bangkok('2026-06-22', '17:00'))).toBe('2026-06-19')
  })

  it('shows the last NAV before a holiday during the holiday', () => {
    expect(latestNavDate(bangkok('2027-04-14', '20:00'))).toBe('2027-04-12')
  })
})

describe('how long the Bangkok day and the latest NAV stay the same', () => {
  it('runs from the last Bangkok midnight or 18:00 to the next', () => {
    expect(navDayWindow(bangkok('2026-06-17', '10:00'))).toEqual({
      from: bangkok('2026-06-17', '00:00').getTime(),
      until: bangkok('2026-06-17', '18:00').getTime(),
    })
    expect(navDayWindow(bangkok('2026-06-17', '18:00'))).toEqual({
      from: bangkok('2026-06-17', '18:00').getTime(),
      until: bangkok('2026-06-18', '00:00').getTime(),
    })
  })

  it('holds one Bangkok day and one latest NAV date throughout, over weekends and holidays', () => {
    // Every 7 minutes from Thursday 9 April to Monday 20 April 2026 (Chakri Day is past, Songkran is inside).
    const start = bangkok('2026-04-09', '00:00').getTime()
    for (let at = start; at < start + 12 * 24 * 60 * 60 * 1000; at += 7 * 60 * 1000) {
      const now = new Date(at)
      const { from, until } = navDayWindow(now)
      expect(from <= at && at < until).toBe(true)
      for (const edge of [new Date(from), new Date(until - 1)]) {
        expect(bangkokIsoDate(edge)).toBe(bangkokIsoDate(now))
        expect(latestNavDate(edge)).toBe(latestNavDate(now))
      }
    }
  })
})
