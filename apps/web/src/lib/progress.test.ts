import { describe, expect, it, vi } from 'vitest'
import { createProgress } from './progress'

describe('the loading bar (SPEC 9: throttle 200 ms, 5000 ms, hidden 500 ms after finishing)', () => {
  it('never appears for a change that loads within 200 ms', () => {
    vi.useFakeTimers()
    const bar = createProgress()
    bar.start()
    vi.advanceTimersByTime(199)
    bar.finish()
    vi.advanceTimersByTime(1000)
    expect(bar.get()).toEqual({ visible: false, percent: 0, failed: false })
  })

  it('appears after 200 ms, creeps forward over 5 s without reaching the end, then completes and hides 500 ms later', () => {
    vi.useFakeTimers()
    const bar = createProgress()
    bar.start()
    vi.advanceTimersByTime(200)
    expect(bar.get()).toMatchObject({ visible: true, percent: 0 })
    vi.advanceTimersByTime(2500)
    expect(bar.get().percent).toBe(50)
    vi.advanceTimersByTime(10_000)
    expect(bar.get().percent).toBe(95)
    bar.finish()
    expect(bar.get()).toEqual({ visible: true, percent: 100, failed: false })
    vi.advanceTimersByTime(499)
    expect(bar.get().visible).toBe(true)
    vi.advanceTimersByTime(1)
    expect(bar.get().visible).toBe(false)
  })

  it('shows the failed style on error, then hides', () => {
    vi.useFakeTimers()
    const bar = createProgress()
    const seen: boolean[] = []
    bar.subscribe(() => seen.push(bar.get().failed))
    bar.start()
    vi.advanceTimersByTime(50)
    bar.fail()
    expect(bar.get()).toEqual({ visible: true, percent: 100, failed: true })
    vi.advanceTimersByTime(500)
    expect(bar.get().visible).toBe(false)
    expect(seen).toContain(true)
  })

  it('ignores a second start while running and a finish when idle', () => {
    vi.useFakeTimers()
    const bar = createProgress()
    bar.finish()
    bar.start()
    vi.advanceTimersByTime(150)
    bar.start()
    vi.advanceTimersByTime(50)
    expect(bar.get().visible).toBe(true)
  })
})
