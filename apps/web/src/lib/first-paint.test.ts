import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterFirstPaint, SERVED_PICTURE_WAIT_MS } from './first-paint'

afterEach(() => {
  vi.useRealTimers()
})

describe('afterFirstPaint', () => {
  it("waits for a served article's cover to decode, then for a frame", async () => {
    document.body.innerHTML = '<main><img fetchpriority="high" src="/uploads/a.svg" alt=""></main>'
    let decoded: () => void = () => {}
    const image = document.querySelector('img')!
    image.decode = () => new Promise<void>((resolve) => (decoded = resolve))
    let done = false
    const waiting = afterFirstPaint().then(() => (done = true))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(done).toBe(false)
    decoded()
    await waiting
    expect(done).toBe(true)
  })

  it('never waits longer than the limit for a picture that does not decode', async () => {
    vi.useFakeTimers()
    document.body.innerHTML = '<main><img fetchpriority="high" src="/uploads/a.svg" alt=""></main>'
    document.querySelector('img')!.decode = () => new Promise<void>(() => {})
    let done = false
    void afterFirstPaint().then(() => (done = true))
    await vi.advanceTimersByTimeAsync(SERVED_PICTURE_WAIT_MS + 100)
    expect(done).toBe(true)
  })
})
