import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totpCode } from '@klass/db/totp'
import { createTestApp, freshAddress, type TestApp } from '../../test/app'
import { loginAs, newMember } from '../../test/economy'
import { createAdmin } from './create-admin'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const passCode = (auth: { authorization: string }, secret: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v2/api/admin/second-factor',
    headers: auth,
    payload: { code: totpCode(secret, t.clock.now().getTime()) },
  })

describe('npm run admin -- create EMAIL', () => {
  it('creates an account whose owner sets a password by the printed link, then passes the code as admin', async () => {
    const email = `first.admin.${Date.now()}@example.com`
    const admin = await createAdmin(t.db, t.app.ctx.kyc, {
      email,
      publicUrl: 'https://klass.example',
      now: t.clock.now(),
    })
    expect(admin.created).toBe(true)
    expect(admin.address).toContain(`secret=${admin.secret}`)
    const token = new URL(admin.passwordLink!).searchParams.get('token')
    expect(token).toBeTruthy()
    const password = 'Admin-Klass-Strong-2026!'
    const reset = await t.app.inject({
      method: 'POST',
      url: '/v2/api/password/reset',
      payload: { token, password },
      remoteAddress: freshAddress(),
    })
    expect(reset.statusCode, reset.body).toBe(200)
    const auth = await loginAs(t, email, password)
    const passed = await passCode(auth, admin.secret)
    expect(passed.statusCode, passed.body).toBe(200)
    expect(passed.json().data.roles.map((role: { role: string }) => role.role)).toEqual(['admin'])
    expect(
      (await t.app.inject({ method: 'GET', url: '/v2/api/admin/staff', headers: auth })).statusCode,
    ).toBe(200)
  })

  it('makes an existing member admin with a fresh secret, keeping their account', async () => {
    const member = await newMember(t)
    const admin = await createAdmin(t.db, t.app.ctx.kyc, {
      email: member.email,
      publicUrl: 'https://klass.example',
      now: t.clock.now(),
    })
    expect(admin).toMatchObject({ id: member.id, created: false, passwordLink: null })
    expect((await passCode(member.auth, admin.secret)).statusCode).toBe(200)
  })
})
