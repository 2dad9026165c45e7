import { describe, expect, it } from 'vitest'
import { requestOffsetClock, withClockOffset } from './clock'

const DAY_MS = 24 * 60 * 60 * 1000

describe('the test server’s request clock', () => {
  it('stays in the present for a request that does not ask to move it', () => {
    expect(Math.abs(requestOffsetClock.now().getTime() - Date.now())).toBeLessThan(1000)
  })

  it('moves forward for the rest of a request that asks, across awaits, and for that request only', async () => {
    const seen: number[] = []
    await new Promise<void>((done) => {
      withClockOffset(40, () => {
        void (async () => {
          await new Promise((r) => setTimeout(r, 5))
          seen.push(requestOffsetClock.now().getTime() - Date.now())
          done()
        })()
      })
    })
    expect(seen[0]).toBeGreaterThan(40 * DAY_MS - 1000)
    expect(seen[0]).toBeLessThan(40 * DAY_MS + 1000)
    expect(Math.abs(requestOffsetClock.now().getTime() - Date.now())).toBeLessThan(1000)
  })
})
