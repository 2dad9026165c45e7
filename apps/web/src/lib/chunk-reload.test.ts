import { describe, expect, it, vi } from 'vitest'
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadAfterChunkError } from './chunk-reload'

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
