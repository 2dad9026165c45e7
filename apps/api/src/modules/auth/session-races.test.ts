import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REFRESH_COOKIE } from '@klass/contract/auth'
import { refreshTokens, sessions } from '@klass/db/schema/core'
import { expectEveryAnswer } from '../../../test/answers'
import { createTestApp, freshAddress, registerMember, type TestApp } from '../../../test/app'
import { awaitEmailTo, RESET_MAIL, resetTokenIn } from '../../../test/outbox'
import { REFRESH_REUSE_GRACE_SECONDS } from './auth.service'
import { hashOpaqueToken } from './tokens'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** The web app's refresh: the form names the grant, the token rides in the HttpOnly cookie. */
const refreshByCookie = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/access_token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    cookies: { [REFRESH_COOKIE]: token },
    payload: 'grant_type=refresh_token',
  })
const refreshByForm = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/access_token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: token }).toString(),
  })
const me = (accessToken: string) =>
  t.app.inject({
    method: 'GET',
    url: '/v2/api/user/get',
    headers: { authorization: `Bearer ${accessToken}` },
  })
const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: freshAddress(),
  })

async function sessionOf(refreshToken: string) {
  const [row] = await t.db
    .select({ revokedAt: sessions.revokedAt, revokedReason: sessions.revokedReason })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, hashOpaqueToken(refreshToken)))
  return row!
}

describe('two tabs refreshing one refresh token at once (decision 014)', () => {
  it('rotates once when two tabs refresh the same token at once, and keeps both tabs signed in', async () => {
    const member = await registerMember(t.app)
    const responses = await Promise.all([1, 2].map(() => refreshByCookie(member.refreshToken)))

    expectEveryAnswer(responses, { '200': 2 })
    const [first, second] = responses.map((r) => r.json<{ access_token: string; refresh_token: string }>())
    expect(second!.refresh_token).toBe(first!.refresh_token)
    expect(first!.refresh_token).not.toBe(member.refreshToken)
    for (const response of responses) {
      expect(String(response.headers['set-cookie'])).toContain(`${REFRESH_COOKIE}=${first!.refresh_token};`)
    }
    for (const pair of [first!, second!]) expect((await me(pair.access_token)).statusCode).toBe(200)
    expect(await sessionOf(member.refreshToken)).toEqual({ revokedAt: null, revokedReason: null })
    // The one successor goes on rotating normally.
    const next = await refreshByCookie(first!.refresh_token)
    expect(next.statusCode).toBe(200)
    expect(next.json().refresh_token).not.toBe(first!.refresh_token)
  })

  it('answers ten tabs refreshing at once with one new pair and a single rotation', async () => {
    const member = await registerMember(t.app)
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => refreshByCookie(member.refreshToken)),
    )

    expectEveryAnswer(responses, { '200': 10 })
    const successors = new Set(responses.map((r) => r.json().refresh_token as string))
    expect(successors.size).toBe(1)
    const [sessionRow] = await t.db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(member.refreshToken)))
    const family = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.sessionId, sessionRow!.sessionId))
    expect(family).toHaveLength(2)
    expect(await sessionOf(member.refreshToken)).toEqual({ revokedAt: null, revokedReason: null })
  })

  it('still revokes the whole family when the old token comes back after the grace window', async () => {
    const member = await registerMember(t.app)
    const rotated = (await refreshByForm(member.refreshToken)).json()
    t.clock.advance((REFRESH_REUSE_GRACE_SECONDS + 1) * 1000)

    const stolen = await refreshByForm(member.refreshToken)
    expect(stolen.statusCode).toBe(401)
    expect(stolen.json().error.code).toBe('REFRESH_TOKEN_INVALID')
    expect((await sessionOf(member.refreshToken)).revokedReason).toBe('REFRESH_TOKEN_REUSED')
    expect((await refreshByForm(rotated.refresh_token)).statusCode).toBe(401)
    expect((await me(rotated.access_token)).statusCode).toBe(401)
  })

  it('refuses an old token whose successor was already rotated, without signing the member out', async () => {
    const member = await registerMember(t.app)
    const once = (await refreshByCookie(member.refreshToken)).json()
    const twice = (await refreshByCookie(once.refresh_token)).json()

    const late = await refreshByCookie(member.refreshToken)
    expect(late.statusCode).toBe(401)
    expect(late.json().error.code).toBe('REFRESH_TOKEN_INVALID')
    // The cookie now holds the newest token, which another tab was given: the refusal leaves it alone.
    expect(late.headers['set-cookie']).toBeUndefined()
    expect(await sessionOf(member.refreshToken)).toEqual({ revokedAt: null, revokedReason: null })
    expect((await me(twice.access_token)).statusCode).toBe(200)
    expect((await refreshByCookie(twice.refresh_token)).statusCode).toBe(200)
  })
})

describe('a password-reset link used twice at once', () => {
  it('sets exactly one of two new passwords sent with one link at the same moment', async () => {
    const member = await registerMember(t.app)
    const forget = await t.app.inject({
      method: 'POST',
      url: '/v2/api/password/forget',
      payload: { email: member.email },
      remoteAddress: freshAddress(),
    })
    expect(forget.statusCode).toBe(200)
    const token = resetTokenIn((await awaitEmailTo(t.db, member.email, RESET_MAIL)).text)
    const passwords = ['Winning-Pass-Alpha-27', 'Winning-Pass-Bravo-28']
    const responses = await Promise.all(
      passwords.map((password) =>
        t.app.inject({
          method: 'POST',
          url: '/v2/api/password/reset',
          payload: { token, password },
          remoteAddress: freshAddress(),
        }),
      ),
    )

    expectEveryAnswer(responses, { '200': 1, '400 RESET_TOKEN_INVALID': 1 })
    const winner = passwords[responses.findIndex((r) => r.statusCode === 200)]!
    const loser = passwords.find((p) => p !== winner)!
    expect((await login(member.email, winner)).statusCode).toBe(200)
    expect((await login(member.email, loser)).statusCode).toBe(401)
    expect((await login(member.email, member.password)).statusCode).toBe(401)
  })
})

describe('logout by cookie', () => {
  it('stops the refresh token working after a logout sent with only the refresh cookie', async () => {
    const member = await registerMember(t.app)
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      cookies: { [REFRESH_COOKIE]: member.refreshToken },
    })
    expect(logout.statusCode).toBe(200)

    for (const response of [
      await refreshByCookie(member.refreshToken),
      await refreshByForm(member.refreshToken),
    ]) {
      expect(response.statusCode).toBe(401)
      expect(response.json().error.code).toBe('REFRESH_TOKEN_INVALID')
    }
    expect((await me(member.accessToken)).statusCode).toBe(401)
  })

  it('does not let the token rotated just before a logout come back within the grace window', async () => {
    const member = await registerMember(t.app)
    const rotated = (await refreshByCookie(member.refreshToken)).json()
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      cookies: { [REFRESH_COOKIE]: rotated.refresh_token },
    })
    expect(logout.statusCode).toBe(200)

    expect((await refreshByCookie(member.refreshToken)).statusCode).toBe(401)
    expect((await refreshByCookie(rotated.refresh_token)).statusCode).toBe(401)
  })
})
