import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_KEY,
  chunkErrorAction,
  isChunkLoadError,
  recoverFromChunkError,
  reloadAfterChunkError,
  reloadWhenOnline,
} from './chunk-reload'

afterEach(() => {
  localStorage.removeItem(CHUNK_RELOAD_KEY)
  vi.restoreAllMocks()
})

describe('reloading after a failed chunk load (SPEC 8: at most once per 60 s)', () => {
  it('recognises the browsers’ chunk-load errors', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js')),
    ).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
  })

  it('reloads once, not again within 60 s, and again after', () => {
    const reload = vi.fn()
    const start = 1_000_000
    expect(reloadAfterChunkError(start, reload)).toBe(true)
    expect(reloadAfterChunkError(start + CHUNK_RELOAD_GUARD_MS - 1, reload)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(reloadAfterChunkError(start + CHUNK_RELOAD_GUARD_MS, reload)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })
})

describe('a chunk that fails to load while offline (decision 037)', () => {
  const now = 5_000_000

  it('waits for the connection when offline, whether or not the page reloaded lately', () => {
    expect(chunkErrorAction(false, now, 0)).toBe('wait-for-connection')
    expect(chunkErrorAction(false, now, now - 1)).toBe('wait-for-connection')
  })

  it('reloads for a new release when online, unless it did within 60 s', () => {
    expect(chunkErrorAction(true, now, 0)).toBe('reload')
    expect(chunkErrorAction(true, now, Number.NaN)).toBe('reload')
    expect(chunkErrorAction(true, now, now - CHUNK_RELOAD_GUARD_MS + 1)).toBe('show-error')
    expect(chunkErrorAction(true, now, now - CHUNK_RELOAD_GUARD_MS)).toBe('reload')
  })

  it('loads the page again once the connection is back, once, and not after it stopped waiting', () => {
    const target = new EventTarget() as unknown as Window
    const reload = vi.fn()
    reloadWhenOnline(target, reload)
    target.dispatchEvent(new Event('offline'))
    expect(reload).not.toHaveBeenCalled()
    target.dispatchEvent(new Event('online'))
    target.dispatchEvent(new Event('online'))
    expect(reload).toHaveBeenCalledTimes(1)

    const stopped = vi.fn()
    reloadWhenOnline(target, stopped)()
    target.dispatchEvent(new Event('online'))
    expect(stopped).not.toHaveBeenCalled()
  })

  it('neither reloads nor spends the 60 s guard while offline, so the new-release reload still works after', () => {
    const added = vi.spyOn(window, 'addEventListener')
    expect(recoverFromChunkError(false)).toBe('wait-for-connection')
    expect(added).toHaveBeenCalledWith('online', expect.any(Function), { once: true })
    expect(localStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull()
    const reload = vi.fn()
    expect(reloadAfterChunkError(Date.now(), reload)).toBe(true)
    expect(reload).toHaveBeenCalledOnce()
  })
})
