import { intlWithIcu72Dates } from '@klass/contract/bangkok-calendar-testing'
import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the Bangkok day on the server', () => {
  it("reads the Bangkok day the same whatever the locale's date shape (11/25/2026 from ICU 72)", async () => {
    vi.stubGlobal('Intl', intlWithIcu72Dates())
    vi.resetModules()
    const { bangkokDate } = await import('./time')
    expect(bangkokDate(new Date('2026-11-25T05:00:00.000Z'))).toBe('2026-11-25')
    expect(bangkokDate(new Date('2026-11-30T17:00:00.000Z'))).toBe('2026-12-01')
  })
})
