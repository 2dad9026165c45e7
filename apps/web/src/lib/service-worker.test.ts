import { describe, expect, it, vi } from 'vitest'
import { registerServiceWorker } from './service-worker'

/** A window whose page is still loading or has loaded, with a service worker container. */
function fakeWindow(readyState: DocumentReadyState, register = vi.fn(() => Promise.resolve())) {
  const events = new EventTarget()
  const win = {
    navigator: { serviceWorker: { register } },
    document: { readyState },
    setTimeout: (run: () => void) => run(),
    addEventListener: events.addEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
  }
  return {
    win: win as unknown as Window,
    register,
    fire: (type: string) => events.dispatchEvent(new Event(type)),
  }
}

describe('registering the service worker (decision 037)', () => {
  it('waits for the page to load, then registers /sw.js for the whole site, checked past the HTTP cache', () => {
    const { win, register, fire } = fakeWindow('interactive')
    registerServiceWorker(win)
    expect(register).not.toHaveBeenCalled()
    fire('load')
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js', { scope: '/', updateViaCache: 'none' })
  })

  it('registers at once when the page has already loaded', () => {
    const { win, register } = fakeWindow('complete')
    registerServiceWorker(win)
    expect(register).toHaveBeenCalledOnce()
  })

  it('does nothing in a browser without service workers, and a refused registration breaks nothing', async () => {
    const bare = { navigator: {}, document: { readyState: 'complete' } } as unknown as Window
    expect(() => registerServiceWorker(bare)).not.toThrow()
    const refused = vi.fn(() => Promise.reject(new Error('SecurityError')))
    const { win } = fakeWindow('complete', refused)
    registerServiceWorker(win)
    await expect(refused.mock.results[0]!.value).rejects.toThrow()
  })
})
