import { afterEach, describe, expect, it } from 'vitest'
import { cspNonce, thirdPartyScript } from './csp-nonce'

afterEach(() => {
  document.head.replaceChildren()
})

describe('the page nonce for scripts the app adds (decision 026)', () => {
  it("gives a third party's script the nonce of the scripts the server wrote", () => {
    const served = document.createElement('script')
    served.type = 'application/json'
    served.setAttribute('nonce', 'bm9uY2Utb2YtdGhpcy1wYWdl')
    document.head.append(served)
    const script = thirdPartyScript('https://www.googletagmanager.com/gtm.js?id=GTM-TEST')
    expect(script.getAttribute('nonce')).toBe('bm9uY2Utb2YtdGhpcy1wYWdl')
    expect(script.async).toBe(true)
    expect(script.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST')
  })

  it('adds no nonce on a page served without one (the development server)', () => {
    expect(cspNonce()).toBe('')
    expect(thirdPartyScript('https://www.google.com/recaptcha/api.js').hasAttribute('nonce')).toBe(false)
  })
})
