import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, staffSecondFactors } from '@klass/db/schema/admin'
import { sessions } from '@klass/db/schema/core'
import { totpCode, totpCodeAt, totpStep } from '@klass/db/totp'
import { createTestApp, type TestApp } from '../../../test/app'
import { newMember } from '../../../test/economy'
import { staffMember } from '../../../test/staff'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type Auth = { authorization: string }

const me = (auth: Auth) => t.app.inject({ method: 'GET', url: '/v2/api/admin/me', headers: auth })
const setup = (auth: Auth) =>
  t.app.inject({ method: 'POST', url: '/v2/api/admin/second-factor/setup', headers: auth })
const pass = (auth: Auth, code: string) =>
  t.app.inject({ method: 'POST', url: '/v2/api/admin/second-factor', headers: auth, payload: { code } })

/** A staff member who set up their app (its secret answered) and has not typed a code in this session. */
async function staffWithApp(roles: Parameters<typeof staffMember>[1] = ['support']) {
  const member = await staffMember(t, roles, { secondFactor: false })
  const response = await setup(member.auth)
  expect(response.statusCode, response.body).toBe(200)
  const { secret, address } = response.json().data as { secret: string; address: string }
  expect(address).toContain(`secret=${secret}`)
  return { ...member, secret }
}

const codeNow = (secret: string) => totpCode(secret, t.clock.now().getTime())

/** Another session of the same member, on another device. */
async function anotherSession(userId: string): Promise<Auth> {
  const [session] = await t.db
    .insert(sessions)
    .values({ userId, expiresAt: new Date(t.clock.now().getTime() + 24 * 60 * 60 * 1000) })
    .returning({ id: sessions.id })
  const token = await t.app.ctx.tokens.signAccess({ userId, sessionId: session!.id })
  return { authorization: `Bearer ${token}` }
}

describe("the back office sign-in: a member's staff roles and the authenticator's one-time code", () => {
  it('tells a member without a staff role that the back office is for staff only', async () => {
    const member = await newMember(t)
    const response = await me(member.auth)
    expect(response.statusCode).toBe(403)
    expect(response.json().error.code).toBe('STAFF_ONLY')
    expect((await setup(member.auth)).json().error.code).toBe('STAFF_ONLY')
    expect((await pass(member.auth, '123456')).json().error.code).toBe('STAFF_ONLY')
  })

  it('answers the staff roles in Thai and asks a new staff member to set up the app', async () => {
    const member = await staffMember(t, ['editor', 'campaign'], { secondFactor: false })
    const response = await me(member.auth)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data).toMatchObject({
      id: member.id,
      roles: [
        { role: 'editor', name: 'บรรณาธิการ' },
        { role: 'campaign', name: 'ผู้จัดการแคมเปญ' },
      ],
      second_factor: 'needs_setup',
    })
  })

  it('confirms a new app with its first code, opens this session, and records the set-up', async () => {
    const member = await staffWithApp()
    expect((await me(member.auth)).json().data.second_factor).toBe('needs_setup')
    const passed = await pass(member.auth, codeNow(member.secret))
    expect(passed.statusCode, passed.body).toBe(200)
    expect(passed.json().data.second_factor).toBe('passed')
    expect((await me(member.auth)).json().data.second_factor).toBe('passed')

    const [factor] = await t.db
      .select()
      .from(staffSecondFactors)
      .where(eq(staffSecondFactors.userId, member.id))
    expect(factor!.confirmedAt).not.toBeNull()
    expect(factor!.sealedSecret).not.toContain(member.secret)
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, member.id), eq(auditLog.action, 'staff.second_factor_confirm')))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      actorId: member.id,
      entity: 'staff',
      before: { second_factor: 'not_set_up' },
      after: { second_factor: 'confirmed' },
    })

    // Once confirmed, no new secret is handed out.
    const again = await setup(member.auth)
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('STAFF_SECOND_FACTOR_ALREADY_SET_UP')
  })

  it('refuses a code before the app is set up', async () => {
    const member = await staffMember(t, ['support'], { secondFactor: false })
    const response = await pass(member.auth, '123456')
    expect(response.statusCode).toBe(409)
    expect(response.json().error.code).toBe('STAFF_SECOND_FACTOR_NOT_SET_UP')
  })

  it('refuses a wrong code and a code of two steps ago, with a Thai message', async () => {
    const member = await staffWithApp()
    const step = totpStep(t.clock.now().getTime())
    const right = codeNow(member.secret)
    const wrong = right === '000000' ? '111111' : '000000'
    const refused = await pass(member.auth, wrong)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error).toMatchObject({
      code: 'STAFF_CODE_WRONG',
      message: expect.stringMatching(/รหัส/),
    })
    const stale = await pass(member.auth, totpCodeAt(member.secret, step - 2))
    expect(stale.json().error.code).toBe('STAFF_CODE_WRONG')
    expect((await me(member.auth)).json().data.second_factor).toBe('needs_setup')
  })

  it('accepts a code only once, even from another session', async () => {
    const member = await staffWithApp()
    const code = codeNow(member.secret)
    expect((await pass(member.auth, code)).statusCode).toBe(200)
    const other = await anotherSession(member.id)
    const reused = await pass(other, code)
    expect(reused.statusCode).toBe(409)
    expect(reused.json().error.code).toBe('STAFF_CODE_USED')
    // The next 30-second step's code works.
    t.clock.advance(30_000)
    expect((await pass(other, codeNow(member.secret))).statusCode).toBe(200)
  })

  it('opens only the session that typed the code', async () => {
    const member = await staffWithApp()
    const other = await anotherSession(member.id)
    expect((await pass(member.auth, codeNow(member.secret))).statusCode).toBe(200)
    expect((await me(member.auth)).json().data.second_factor).toBe('passed')
    expect((await me(other)).json().data.second_factor).toBe('needs_code')
  })

  it('makes a member wait after five wrong codes in ten minutes, even with the right one', async () => {
    const member = await staffWithApp()
    const right = codeNow(member.secret)
    const wrong = right === '000000' ? '111111' : '000000'
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await pass(member.auth, wrong)).json().error.code).toBe('STAFF_CODE_WRONG')
    const held = await pass(member.auth, right)
    expect(held.statusCode).toBe(429)
    expect(held.json().error.code).toBe('STAFF_CODE_TOO_MANY_TRIES')
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0)
    t.clock.advance(10 * 60 * 1000 + 1000)
    expect((await pass(member.auth, codeNow(member.secret))).statusCode).toBe(200)
  })

  it('refuses a code that is not six digits with the Thai reason', async () => {
    const member = await staffWithApp()
    const response = await pass(member.auth, '12a456')
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('VALIDATION_FAILED')
    expect(response.body).toContain('ตัวเลข 6 หลัก')
  })
})
