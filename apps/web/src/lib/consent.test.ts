import { describe, expect, it } from 'vitest'
import { applyAnalytics } from './analytics'
import { analyticsAllowed, CONSENT_KEY, CONSENT_MAX_AGE_MS, readConsent, saveConsent } from './consent'

const now = Date.parse('2026-11-22T00:00:00Z')
const ids = { tagManagerId: 'GTM-TEST1', analyticsId: 'G-TEST1' }
const analyticsScripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script[data-klass-analytics]')].map((s) => s.src)

describe('cookie consent storage (SPEC 3/9)', () => {
  it('stores the choice under isAnalytic as switch2 and switch3', () => {
    saveConsent({ switch2: true, switch3: false }, now)
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY)!)).toEqual({
      switch2: true,
      switch3: false,
      savedAt: now,
    })
    expect(readConsent(now)).toEqual({ switch2: true, switch3: false, savedAt: now })
  })

  it('remembers the choice for a year, then asks again', () => {
    saveConsent({ switch2: true, switch3: true }, now)
    expect(readConsent(now + CONSENT_MAX_AGE_MS - 1)).not.toBeNull()
    expect(readConsent(now + CONSENT_MAX_AGE_MS)).toBeNull()
  })

  it('treats a missing or malformed record as no choice', () => {
    expect(readConsent(now)).toBeNull()
    localStorage.setItem(CONSENT_KEY, 'true')
    expect(readConsent(now)).toBeNull()
    localStorage.setItem(CONSENT_KEY, JSON.stringify({ switch2: 'yes', switch3: true, savedAt: now }))
    expect(readConsent(now)).toBeNull()
  })

  it('allows analytics only when both flags are true', () => {
    expect(analyticsAllowed({ switch2: true, switch3: true })).toBe(true)
    expect(analyticsAllowed({ switch2: true, switch3: false })).toBe(false)
    expect(analyticsAllowed({ switch2: false, switch3: true })).toBe(false)
    expect(analyticsAllowed(null)).toBe(false)
  })
})

describe('tag manager and analytics loading', () => {
  it('loads the configured scripts only with consent', () => {
    expect(applyAnalytics(true, ids)).toBe(true)
    expect(analyticsScripts()).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-TEST1',
      'https://www.googletagmanager.com/gtag/js?id=G-TEST1',
    ])
  })

  it('loads nothing when nothing is configured, even with consent', () => {
    expect(applyAnalytics(true, { tagManagerId: null, analyticsId: null })).toBe(false)
    expect(analyticsScripts()).toEqual([])
  })

  it('removes the scripts and their cookies when consent is withdrawn', () => {
    applyAnalytics(true, ids)
    document.cookie = '_ga=GA1.1.123; Path=/'
    document.cookie = '_gid=GA1.1.456; Path=/'
    document.cookie = 'keep=me; Path=/'
    expect(applyAnalytics(false, ids)).toBe(false)
    expect(analyticsScripts()).toEqual([])
    expect(document.cookie).not.toMatch(/_ga|_gid/)
    expect(document.cookie).toMatch(/keep=me/)
  })
})
