import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  afterFirstPaint,
  preloadDeferredModules,
  SERVED_PICTURE_WAIT_MS,
  paintedBeforeCode,
} from './first-paint'

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

describe('paintedBeforeCode', () => {
  it("tells a page painted before its code (an article, the visitor's home), whose code the server lists for after the first paint, from others", () => {
    document.head.innerHTML = '<meta name="klass-deferred-modules" content="/assets/app-1.js" />'
    expect(paintedBeforeCode()).toBe(true)
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/app-1.js" />'
    expect(paintedBeforeCode()).toBe(false)
  })
})

describe('preloadDeferredModules', () => {
  it("starts fetching every file the server listed for after the first paint, and only the app's own, one per task", async () => {
    document.head.innerHTML =
      '<meta name="klass-deferred-modules" content="/assets/react-1.js /assets/app-1.js https://evil.example/x.js" />'
    const preloaded = preloadDeferredModules()
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(1)
    await preloaded
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')]
    expect(links.map((link) => new URL(link.href).pathname)).toEqual([
      '/assets/react-1.js',
      '/assets/app-1.js',
    ])
    expect(links.every((link) => link.crossOrigin === '')).toBe(true)
  })

  it('does nothing on a page without a list', async () => {
    document.head.innerHTML = ''
    await preloadDeferredModules()
    expect(document.head.querySelector('link')).toBeNull()
  })
})
