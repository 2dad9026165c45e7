import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '@klass/db/schema/core'
import { createTestApp, freshAddress, registerMember, type TestApp } from '../../../test/app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

type Member = Awaited<ReturnType<typeof registerMember>>
type Device = { access_token: string; refresh_token: string; auth: { authorization: string } }

/** Another device of the member: a login with its own browser. */
async function signInAgain(member: Member, userAgent = ANDROID_CHROME): Promise<Device> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: member.email, password: member.password },
    headers: { 'user-agent': userAgent },
    remoteAddress: freshAddress(),
  })
  expect(response.statusCode).toBe(200)
  const body = response.json<{ access_token: string; refresh_token: string }>()
  return { ...body, auth: { authorization: `Bearer ${body.access_token}` } }
}

const changePassword = (auth: { authorization: string }, current_password: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v2/api/password/change',
    headers: auth,
    payload: { current_password, password },
  })

const profileStatus = async (auth: { authorization: string }) =>
  (await t.app.inject({ method: 'GET', url: '/v2/api/user/get', headers: auth })).statusCode

const loginStatus = async (email: string, password: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      remoteAddress: freshAddress(),
    })
  ).statusCode

const refreshStatus = async (refreshToken: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/oauth/access_token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
    })
  ).statusCode

const devices = async (auth: { authorization: string }) => {
  const response = await t.app.inject({ method: 'GET', url: '/v2/api/auth/sessions', headers: auth })
  expect(response.statusCode).toBe(200)
  return response.json<{
    data: { id: string; device: string; created_at: string; last_used_at: string; current: boolean }[]
  }>().data
}

const NEW_PASSWORD = 'Mango-Kite-Harbour-71'

describe('changing the password (issue 19)', () => {
  it('needs the right current password: a wrong one is refused with PASSWORD_INCORRECT and changes nothing', async () => {
    const member = await registerMember(t.app)
    const other = await signInAgain(member)
    const response = await changePassword(member.auth, 'Not-My-Password-1', NEW_PASSWORD)
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toEqual({ code: 'PASSWORD_INCORRECT', message: 'รหัสผ่านปัจจุบันไม่ถูกต้อง' })
    expect(await loginStatus(member.email, member.password)).toBe(200)
    expect(await profileStatus(other.auth)).toBe(200)
  })

  it('signs every other device out and keeps this one signed in', async () => {
    const member = await registerMember(t.app)
    const phone = await signInAgain(member, ANDROID_CHROME)
    const tablet = await signInAgain(member, IPHONE_SAFARI)
    const response = await changePassword(member.auth, member.password, NEW_PASSWORD)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ data: { ok: true } })

    expect(await profileStatus(member.auth)).toBe(200)
    expect(await refreshStatus(member.refreshToken)).toBe(200)
    for (const device of [phone, tablet]) {
      expect(await profileStatus(device.auth)).toBe(401)
      expect(await refreshStatus(device.refresh_token)).toBe(401)
    }
  })

  it('lets the new password log in and no longer the old one', async () => {
    const member = await registerMember(t.app)
    expect((await changePassword(member.auth, member.password, NEW_PASSWORD)).statusCode).toBe(200)
    expect(await loginStatus(member.email, member.password)).toBe(401)
    expect(await loginStatus(member.email, NEW_PASSWORD)).toBe(200)
  })

  it.each([
    ['a short', 'Kite-7', 'PASSWORD_TOO_SHORT'],
    ['a common', 'chinchilla', 'PASSWORD_TOO_COMMON'],
    ['an easily guessed', 'Rainbow2019', 'PASSWORD_TOO_WEAK'],
  ])('refuses %s new password (%s) with %s and keeps the old one', async (_kind, password, code) => {
    const member = await registerMember(t.app)
    const other = await signInAgain(member)
    const response = await changePassword(member.auth, member.password, password)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe(code)
    expect(await loginStatus(member.email, member.password)).toBe(200)
    expect(await profileStatus(other.auth)).toBe(200)
  })

  it('slows down wrong current passwords with 429 PASSWORD_CHANGE_THROTTLED, and the right one clears them', async () => {
    const member = await registerMember(t.app)
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await changePassword(member.auth, `Wrong-Guess-${attempt}`, NEW_PASSWORD)).statusCode).toBe(400)
    }
    const held = await changePassword(member.auth, member.password, NEW_PASSWORD)
    expect(held.statusCode).toBe(429)
    expect(held.json().error.code).toBe('PASSWORD_CHANGE_THROTTLED')
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0)

    t.clock.advance(31_000)
    expect((await changePassword(member.auth, member.password, NEW_PASSWORD)).statusCode).toBe(200)
    // Forgiven: the next mistake goes at once again.
    expect((await changePassword(member.auth, 'Wrong-Guess-6', 'Another-Kite-Harbour-72')).statusCode).toBe(
      400,
    )
  })

  it('refuses a member who has no password (joined with LINE or Facebook) with PASSWORD_NOT_SET', async () => {
    const member = await registerMember(t.app)
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.email, member.email))
    const response = await changePassword(member.auth, 'anything-at-all', NEW_PASSWORD)
    expect(response.statusCode).toBe(409)
    expect(response.json().error.code).toBe('PASSWORD_NOT_SET')
  })

  it('answers 401 to a visitor without a token', async () => {
    const response = await changePassword({ authorization: '' }, 'x', NEW_PASSWORD)
    expect(response.statusCode).toBe(401)
  })
})

describe('signed-in devices (issue 19)', () => {
  it("lists only the member's live sessions, the last used first, with the device and the current one marked", async () => {
    const member = await registerMember(t.app)
    const phone = await signInAgain(member, ANDROID_CHROME)
    const ended = await signInAgain(member, IPHONE_SAFARI)
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: ended.auth })
    await registerMember(t.app) // someone else's session
    const iphone = await signInAgain(member, IPHONE_SAFARI)

    const list = await devices(phone.auth)
    expect(list.map((d) => [d.device, d.current])).toEqual([
      ['Safari บน iPhone', false],
      ['Chrome บน Android', true],
      ['อุปกรณ์ที่ไม่รู้จัก', false],
    ])
    expect(list[0]?.id).not.toBe(list[1]?.id)
    for (const device of list) {
      expect(Date.parse(device.last_used_at)).toBeGreaterThanOrEqual(Date.parse(device.created_at))
    }
    expect((await devices(iphone.auth)).filter((d) => d.current)).toHaveLength(1)
  })

  it('puts a device that came back (renewed its sign-in) first', async () => {
    const member = await registerMember(t.app)
    await signInAgain(member, ANDROID_CHROME)
    expect((await devices(member.auth))[0]?.device).toBe('Chrome บน Android')
    expect(await refreshStatus(member.refreshToken)).toBe(200)
    expect((await devices(member.auth))[0]?.current).toBe(true)
  })

  it('signs another device out: its tokens are refused at once and it leaves the list', async () => {
    const member = await registerMember(t.app)
    const phone = await signInAgain(member)
    const phoneId = (await devices(member.auth)).find((d) => !d.current)!.id
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/v2/api/auth/sessions/${phoneId}`,
      headers: member.auth,
    })
    expect(response.statusCode).toBe(200)
    expect(await profileStatus(phone.auth)).toBe(401)
    expect(await refreshStatus(phone.refresh_token)).toBe(401)
    expect(await profileStatus(member.auth)).toBe(200)
    expect((await devices(member.auth)).map((d) => d.id)).not.toContain(phoneId)
  })

  it("cannot sign out another member's session: 404 SESSION_NOT_FOUND, and that session lives on", async () => {
    const member = await registerMember(t.app)
    const stranger = await registerMember(t.app)
    const strangerSession = (await devices(stranger.auth))[0]!.id
    for (const id of [strangerSession, '00000000-0000-4000-8000-000000000000']) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/v2/api/auth/sessions/${id}`,
        headers: member.auth,
      })
      expect(response.statusCode).toBe(404)
      expect(response.json().error.code).toBe('SESSION_NOT_FOUND')
    }
    expect(await profileStatus(stranger.auth)).toBe(200)
    const malformed = await t.app.inject({
      method: 'DELETE',
      url: '/v2/api/auth/sessions/not-a-session',
      headers: member.auth,
    })
    expect(malformed.statusCode).toBe(400)
  })

  it('signs out of every other device but this one', async () => {
    const member = await registerMember(t.app)
    const phone = await signInAgain(member, ANDROID_CHROME)
    const tablet = await signInAgain(member, IPHONE_SAFARI)
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/api/auth/sessions/endOthers',
      headers: member.auth,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ data: { ended: 2 } })
    expect(await profileStatus(member.auth)).toBe(200)
    expect(await profileStatus(phone.auth)).toBe(401)
    expect(await profileStatus(tablet.auth)).toBe(401)
    expect((await devices(member.auth)).map((d) => d.current)).toEqual([true])
  })
})
