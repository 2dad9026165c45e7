import { expect } from 'vitest'
import { loadConfig, type Config } from '../src/config'
import { createTestApp, freshAddress, type TestApp } from './app'
import { startFakeProviders, type FakePerson, type FakeProviders } from './fake-providers'
import { multipart } from './images'

/** The configuration that points the product's Facebook and LINE adapters at a fake on loopback. */
export function providerConfig(fake: FakeProviders): Partial<Config> {
  const { facebook, lineLogin, lineMessaging } = loadConfig(fake.env)
  return { facebook, lineLogin, lineMessaging }
}

export function linePerson(name = 'น้องไลน์', email?: string): FakePerson {
  return { id: `U${Math.random().toString(16).slice(2).padEnd(32, '0')}`, name, email }
}

/** Starts a LINE Login as the browser does: the authorize URL and the cookie that binds it to this browser. */
export async function startLine(
  t: TestApp,
  purpose: 'login' | 'link',
  options: { authorization?: string; remoteAddress?: string } = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/v2/api/line/authorize',
    payload: { purpose },
    headers: options.authorization ? { authorization: options.authorization } : {},
    remoteAddress: options.remoteAddress ?? freshAddress(),
  })
  expect(response.statusCode, response.body).toBe(200)
  const url = response.json<{ data: { url: string } }>().data.url
  const cookie = response.cookies.find((c) => c.name === 'auth.line_flow')
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
  return { url, state: new URL(url).searchParams.get('state')!, binding: cookie!.value }
}

/** LINE sends the person back to /line with a code; the page hands it to POST /api/login/line. */
export async function finishLineLogin(
  t: TestApp,
  flow: { state: string; binding: string },
  code: string,
  remoteAddress = freshAddress(),
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/login/line?token=${encodeURIComponent(code)}`,
    payload: { state: flow.state },
    cookies: { 'auth.line_flow': flow.binding },
    remoteAddress,
  })
}

export const registration = {
  display_name: 'น้องไลน์ใจดี',
  birth_date: '2009-03-02',
  accept_terms: 'true',
  // Issue 19: under 20, a guardian's address.
  guardian_email: 'guardian.of.line.member@example.com',
}

export async function registerWithLine(t: TestApp, ticket: string, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/v2/api/register/line',
    ...multipart({ signup_ticket: ticket, ...registration, ...fields }),
    remoteAddress: freshAddress(),
  })
}

export async function registerWithFacebook(t: TestApp, token: string, fields: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/v2/api/register/facebook',
    ...multipart({ facebook_token: token, ...fields }),
    remoteAddress: freshAddress(),
  })
}

/** A new member who joined with LINE only (no password), and their access header. */
export async function lineMember(t: TestApp, fake: FakeProviders, person = linePerson(), email?: string) {
  const flow = await startLine(t, 'login')
  const ticket = (await finishLineLogin(t, flow, fake.lineCodeFor(flow.url, person))).json<{
    data: { signup_ticket: string }
  }>().data.signup_ticket
  const response = await registerWithLine(t, ticket, {
    email: email ?? `${person.id.toLowerCase()}@line.example.com`,
  })
  expect(response.statusCode, response.body).toBe(201)
  const { access_token } = response.json<{ access_token: string }>()
  return { person, auth: { authorization: `Bearer ${access_token}` } }
}

/** Links `person`'s LINE to a signed-in member through /line/link, as the page does. */
export async function linkLine(
  t: TestApp,
  fake: FakeProviders,
  auth: { authorization: string },
  person: FakePerson,
) {
  const flow = await startLine(t, 'link', { authorization: auth.authorization })
  const response = await t.app.inject({
    method: 'POST',
    url: '/v2/api/line/link',
    headers: auth,
    payload: { code: fake.lineCodeFor(flow.url, person), state: flow.state },
    cookies: { 'auth.line_flow': flow.binding },
  })
  expect(response.statusCode, response.body).toBe(200)
}

/** A test app whose Facebook and LINE are a fake of its own on loopback, on the app's clock. */
export async function createProviderTestApp(): Promise<{
  t: TestApp
  fake: FakeProviders
  close: () => Promise<void>
}> {
  const fake = await startFakeProviders()
  const t = await createTestApp({ config: providerConfig(fake) })
  fake.state.now = () => t.clock.now()
  return {
    t,
    fake,
    async close() {
      await t.close()
      await fake.close()
    },
  }
}
