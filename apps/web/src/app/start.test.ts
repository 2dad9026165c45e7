import { config } from 'zod'
import { describe, expect, it, vi } from 'vitest'

describe('the app under its Content-Security-Policy (no eval)', () => {
  it("never evaluates code, not even zod's probe, when the app starts and a page's schemas are built and used", async () => {
    // A fresh page: nothing has configured zod yet (the test setup does it as the app does).
    config({ jitless: false })
    vi.resetModules()
    const evaluate = vi.spyOn(globalThis, 'Function')
    try {
      await import('./start')
      // What route modules load after start-up: a form's schema and the calls' declarations.
      const { shippingAddress } = await import('@klass/contract/shipping')
      const { loginBody } = await import('@klass/contract/auth')
      await import('@klass/contract/user')
      await import('@klass/contract/events')
      const login = { email: 'ploy@example.com', password: 'secret' }
      expect(loginBody.parse(login)).toEqual(login)
      expect(
        shippingAddress.safeParse({
          recipient: 'พลอย ใจดี',
          phone: '081-234-5678',
          address: '99 ถนนสุขุมวิท',
          subdistrict: 'คลองเตย',
          district: 'คลองเตย',
          province: 'กรุงเทพมหานคร',
          postcode: '10110',
        }).success,
      ).toBe(true)
      expect(evaluate).not.toHaveBeenCalled()
    } finally {
      config({ jitless: true })
    }
  })
})
