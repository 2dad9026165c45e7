import { afterEach, describe, expect, it, vi } from 'vitest'
import { applyAnalytics } from './analytics'
import { rememberedResetToken, takeResetTokenFromAddress } from './reset-link-token'

afterEach(() => window.history.replaceState(null, '', '/'))

describe('a reset link’s token in the address (issue 19)', () => {
  it('moves the token from the address into this tab’s memory, keeping the rest of the address', () => {
    window.history.replaceState(null, '', '/reset-password?token=abc123&utm_source=mail#form')
    takeResetTokenFromAddress()
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/reset-password?utm_source=mail#form',
    )
    expect(rememberedResetToken()).toBe('abc123')
  })

  it('leaves other pages’ addresses alone', () => {
    window.history.replaceState(null, '', '/line?token=line-code')
    takeResetTokenFromAddress()
    expect(window.location.search).toBe('?token=line-code')
    expect(rememberedResetToken()).toBeNull()
  })

  it('is out of the address as the entry (main.tsx) runs, before the app and its tag manager start', async () => {
    window.history.replaceState(null, '', '/reset-password?token=abc123')
    const startApp = vi.fn()
    vi.doMock('../app/start', () => ({ startApp }))
    vi.resetModules()
    await import('../main')
    expect(window.location.href).not.toContain('abc123')
    vi.doUnmock('../app/start')
  })

  it('is out of the address before the tag manager loads, whoever loads it first', () => {
    window.history.replaceState(null, '', '/reset-password?token=abc123')
    const addressWhenLoaded: string[] = []
    const append = document.head.append.bind(document.head)
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      addressWhenLoaded.push(window.location.href)
      append(...nodes)
    })
    applyAnalytics(true, { tagManagerId: 'GTM-TEST1', analyticsId: 'G-TEST1' })
    expect(addressWhenLoaded).toHaveLength(2)
    for (const address of addressWhenLoaded) expect(address).not.toContain('abc123')
    expect(rememberedResetToken()).toBe('abc123')
  })
})
