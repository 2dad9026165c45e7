import { describe, expect, it } from 'vitest'
import { latestBirthDate } from './birth-date'

describe('the latest birth date the register form allows', () => {
  it("is ten years before Bangkok's today, which starts at 17:00 UTC", () => {
    expect(latestBirthDate(10, new Date('2026-11-25T16:59:59Z'))).toBe('2016-11-25')
    // Already the 26th in Bangkok while UTC is still on the 25th.
    expect(latestBirthDate(10, new Date('2026-11-25T17:00:00Z'))).toBe('2016-11-26')
  })

  it("turns with Bangkok's new year while UTC is still on 31 December", () => {
    expect(latestBirthDate(10, new Date('2026-12-31T17:30:00Z'))).toBe('2017-01-01')
  })

  it('gives 28 February for a 29 February ten years after a year without one', () => {
    expect(latestBirthDate(10, new Date('2028-02-29T05:00:00Z'))).toBe('2018-02-28')
    expect(latestBirthDate(8, new Date('2028-02-29T05:00:00Z'))).toBe('2020-02-29')
  })
})
