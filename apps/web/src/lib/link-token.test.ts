import { afterEach, describe, expect, it, vi } from 'vitest'
import { applyAnalytics } from './analytics'
import { rememberedLinkToken, takeLinkTokenFromAddress } from './link-token'

afterEach(() => window.history.replaceState(null, '', '/'))

describe('an e-mailed link’s token in the address (issue 19)', () => {
  it('moves the token from the address into this tab’s memory, keeping the rest of the address', () => {
    window.history.replaceState(null, '', '/reset-password?token=abc123&utm_source=mail#form')
    takeLinkTokenFromAddress()
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/reset-password?utm_source=mail#form',
    )
    expect(rememberedLinkToken('resetPassword')).toBe('abc123')
  })

  it('moves an e-mail confirmation link’s token out of the address too, kept apart from a reset token', () => {
    window.history.replaceState(null, '', '/confirm-email?token=confirm456')
    takeLinkTokenFromAddress()
    expect(window.location.pathname + window.location.search).toBe('/confirm-email')
    expect(rememberedLinkToken('confirmEmail')).toBe('confirm456')
    expect(rememberedLinkToken('resetPassword')).not.toBe('confirm456')
  })

  it('leaves other pages’ addresses alone', () => {
    window.history.replaceState(null, '', '/line?token=line-code')
    takeLinkTokenFromAddress()
    expect(window.location.search).toBe('?token=line-code')
    expect(rememberedLinkToken('resetPassword')).toBeNull()
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
    expect(rememberedLinkToken('resetPassword')).toBe('abc123')
  })
})
