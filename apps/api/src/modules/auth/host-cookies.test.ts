import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, freshAddress, registerMember, type TestApp } from '../../../test/app'

let https: TestApp
let http: TestApp
beforeAll(async () => {
  ;[https, http] = await Promise.all([
    createTestApp({
      config: {
        publicUrl: 'https://klass.example',
        secureCookies: true,
        lineLogin: {
          channelId: '1234567890',
          channelSecret: 'line-channel-secret-for-tests',
          authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize',
          apiUrl: 'https://api.line.me',
        },
      },
    }),
    createTestApp(),
  ])
})
afterAll(() => Promise.all([https.close(), http.close()]))

/** Each Set-Cookie line of an answer. */
const setCookies = (headers: Record<string, unknown>): string[] => {
  const value = headers['set-cookie']
  return Array.isArray(value) ? value.map(String) : value === undefined ? [] : [String(value)]
}
const cookieNamed = (lines: string[], name: string) => lines.find((line) => line.startsWith(`${name}=`))

const refreshWithCookie = (t: TestApp, cookies: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/access_token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    cookies,
    payload: 'grant_type=refresh_token',
    remoteAddress: freshAddress(),
  })

describe('the refresh cookie on an HTTPS site (issue 19)', () => {
  it('is __Host-auth.refresh_token: HttpOnly, Secure, Path=/ and no Domain', async () => {
    const member = await registerMember(https.app)
    const response = await refreshWithCookie(https, { '__Host-auth.refresh_token': member.refreshToken })
    expect(response.statusCode, response.body).toBe(200)
    const cookie = cookieNamed(setCookies(response.headers), '__Host-auth.refresh_token')
    expect(cookie).toContain(`__Host-auth.refresh_token=${response.json().refresh_token};`)
    expect(cookie).toMatch(/; Secure/)
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; Path=\/(;|$)/)
    expect(cookie).not.toMatch(/Domain=/i)
    // Nothing else to clear: the browser holds no cookie of the earlier name.
    expect(cookieNamed(setCookies(response.headers), 'auth.refresh_token')).toBeUndefined()
  })

  it('still refreshes a member signed in before the prefix, moving the token to the new name and clearing the old', async () => {
    const member = await registerMember(https.app)
    const response = await refreshWithCookie(https, { 'auth.refresh_token': member.refreshToken })
    expect(response.statusCode, response.body).toBe(200)
    const lines = setCookies(response.headers)
    expect(cookieNamed(lines, '__Host-auth.refresh_token')).toContain(response.json().refresh_token)
    const cleared = cookieNamed(lines, 'auth.refresh_token')
    expect(cleared).toMatch(/^auth\.refresh_token=;/)
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/)
    // With the new cookie alone, the member stays signed in.
    const next = await refreshWithCookie(https, {
      '__Host-auth.refresh_token': response.json().refresh_token,
    })
    expect(next.statusCode, next.body).toBe(200)
  })

  it('ends both names at logout', async () => {
    const member = await registerMember(https.app)
    const response = await https.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: member.auth,
      cookies: { '__Host-auth.refresh_token': member.refreshToken, 'auth.refresh_token': 'earlier' },
    })
    const lines = setCookies(response.headers)
    expect(cookieNamed(lines, '__Host-auth.refresh_token')).toMatch(/^__Host-auth\.refresh_token=;.*Secure/)
    expect(cookieNamed(lines, 'auth.refresh_token')).toMatch(/^auth\.refresh_token=;/)
  })

  it('binds a LINE Login to the browser with __Host-auth.line_flow, Secure and Path=/', async () => {
    const response = await https.app.inject({
      method: 'POST',
      url: '/v2/api/line/authorize',
      payload: { purpose: 'login' },
      remoteAddress: freshAddress(),
    })
    expect(response.statusCode, response.body).toBe(200)
    const cookie = cookieNamed(setCookies(response.headers), '__Host-auth.line_flow')
    expect(cookie).toMatch(/; Secure/)
    expect(cookie).toMatch(/; Path=\/(;|$)/)
    expect(cookie).not.toMatch(/Domain=/i)
  })
})

describe('the refresh cookie on a plain-HTTP site', () => {
  it('keeps the unprefixed name, which a browser refuses to store with __Host- over HTTP', async () => {
    const member = await registerMember(http.app)
    const response = await refreshWithCookie(http, { 'auth.refresh_token': member.refreshToken })
    expect(response.statusCode, response.body).toBe(200)
    const lines = setCookies(response.headers)
    expect(cookieNamed(lines, 'auth.refresh_token')).toContain(response.json().refresh_token)
    expect(lines.join('\n')).not.toContain('__Host-')
  })
})
