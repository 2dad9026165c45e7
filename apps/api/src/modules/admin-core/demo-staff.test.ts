import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoStaff } from '@klass/db/demo/staff'
import { totpCode } from '@klass/db/totp'
import { createTestApp, type TestApp } from '../../../test/app'
import { loginAs } from '../../../test/economy'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ demo: true })
})
afterAll(() => t.close())

describe('the demo staff', () => {
  it('each sign in with the demo password and a code from the published secret, and hold their role', async () => {
    for (const staff of demoStaff) {
      const auth = await loginAs(t, staff.email)
      const before = await t.app.inject({ method: 'GET', url: '/v2/api/admin/me', headers: auth })
      expect(before.json().data).toMatchObject({
        second_factor: 'needs_code',
        roles: [{ role: staff.role }],
      })
      const passed = await t.app.inject({
        method: 'POST',
        url: '/v2/api/admin/second-factor',
        headers: auth,
        payload: { code: totpCode(staff.totpSecret, t.clock.now().getTime()) },
      })
      expect(passed.statusCode, `${staff.email}: ${passed.body}`).toBe(200)
      expect(passed.json().data.second_factor).toBe('passed')
    }
  })
})
