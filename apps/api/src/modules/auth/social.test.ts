import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '@klass/db/schema/core'
import { userIdentities } from '@klass/db/schema/identities'
import { createTestApp, freshAddress, registerMember, uniqueEmail, type TestApp } from '../../../test/app'
import type { FakeProviders } from '../../../test/fake-providers'
import {
  createProviderTestApp,
  finishLineLogin,
  lineMember,
  linePerson,
  registerWithFacebook,
  registerWithLine,
  registration,
  startLine,
} from '../../../test/providers'
import { awaitEmailTo } from '../../../test/outbox'
import { takeServerErrors } from '../../../test/server-errors'
import { withoutSecrets } from '../../lib/secret-query'

let fake: FakeProviders
let t: TestApp
let close: () => Promise<void>
beforeAll(async () => {
  ;({ t, fake, close } = await createProviderTestApp())
})
afterAll(() => close())

const MINUTE = 60_000

async function identityRows(subject: string) {
  return t.db.select().from(userIdentities).where(eq(userIdentities.subject, subject))
}

describe('LINE Login', () => {
  it('sends the browser to LINE with state, nonce, PKCE and our channel, back to /line', async () => {
    const flow = await startLine(t, 'login')
    const url = new URL(flow.url)
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.origin}/oauth2/v2.1/authorize`)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: '1650000001',
      redirect_uri: `${t.config.publicUrl}/line`,
      scope: 'openid profile email',
      code_challenge_method: 'S256',
    })
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{40,}$/)
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    // The verifier stays on the server: nothing in the URL or the cookie is the verifier.
    expect(flow.url).not.toContain(flow.binding)
  })

  it('gives a newcomer a ticket with their LINE profile, registers them with consent, then signs them in', async () => {
    const person = linePerson('มะลิ ใจดี', 'mali.line@example.com')
    const flow = await startLine(t, 'login')
    const first = await finishLineLogin(t, flow, fake.lineCodeFor(flow.url, person))
    expect(first.statusCode, first.body).toBe(200)
    const signup = first.json<{ data: { signup_ticket: string; profile: unknown } }>().data
    expect(signup.profile).toEqual({
      provider: 'line',
      display_name: 'มะลิ ใจดี',
      email: 'mali.line@example.com',
      picture_url: null,
    })
    expect(await identityRows(person.id)).toEqual([])

    const registered = await registerWithLine(t, signup.signup_ticket, { email: 'mali.line@example.com' })
    expect(registered.statusCode, registered.body).toBe(201)
    expect(registered.json()).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String) })
    const [member] = await t.db.select().from(users).where(eq(users.email, 'mali.line@example.com'))
    expect(member).toMatchObject({ passwordHash: null, koin: 50_00, displayName: registration.display_name })
    expect(member!.termsAcceptedAt).toBeInstanceOf(Date)
    expect(await identityRows(person.id)).toMatchObject([{ userId: member!.id, provider: 'line' }])

    const again = await startLine(t, 'login')
    const login = await finishLineLogin(t, again, fake.lineCodeFor(again.url, person))
    expect(login.statusCode).toBe(200)
    expect(login.json()).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String) })
    const me = await t.app.inject({
      method: 'GET',
      url: '/v2/api/user/get',
      headers: { authorization: `Bearer ${login.json<{ access_token: string }>().access_token}` },
    })
    expect(me.json()).toMatchObject({ data: { display_name: registration.display_name } })
  })

  it('refuses a state it never issued, and a callback finished in another browser', async () => {
    const flow = await startLine(t, 'login')
    const code = fake.lineCodeFor(flow.url, linePerson())
    const forged = await finishLineLogin(t, { ...flow, state: 'x'.repeat(43) }, code)
    expect(forged.statusCode).toBe(400)
    expect(forged.json()).toMatchObject({ error: { code: 'SIGN_IN_FLOW_INVALID' } })

    const other = await startLine(t, 'login')
    const elsewhere = await finishLineLogin(
      t,
      { state: other.state, binding: flow.binding },
      fake.lineCodeFor(other.url, linePerson()),
    )
    expect(elsewhere.json()).toMatchObject({ error: { code: 'SIGN_IN_FLOW_INVALID' } })
  })

  it('refuses a replayed code: the flow is spent, and LINE will not exchange a code twice', async () => {
    const person = linePerson()
    const flow = await startLine(t, 'login')
    const code = fake.lineCodeFor(flow.url, person)
    expect((await finishLineLogin(t, flow, code)).statusCode).toBe(200)
    const replay = await finishLineLogin(t, flow, code)
    expect(replay.statusCode).toBe(400)
    expect(replay.json()).toMatchObject({ error: { code: 'SIGN_IN_FLOW_INVALID' } })

    const fresh = await startLine(t, 'login')
    const reused = await finishLineLogin(t, fresh, code)
    expect(reused.json()).toMatchObject({ error: { code: 'LINE_SIGN_IN_FAILED' } })
  })

  it.each([
    ['issued for another channel', { audience: '1659999999' }],
    ['with another nonce', { nonce: 'n'.repeat(43) }],
    ['already expired', { expiresInSeconds: -60 }],
    ['signed with another secret', { secret: 'someone-elses-secret-000000000' }],
  ])('refuses an ID token %s', async (_case, tamper) => {
    const person = linePerson()
    const flow = await startLine(t, 'login')
    const code = fake.lineCodeFor(flow.url, person)
    fake.state.tamper = tamper
    const response = await finishLineLogin(t, flow, code)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: { code: 'LINE_SIGN_IN_FAILED' } })
    expect(await identityRows(person.id)).toEqual([])
  })

  it('refuses a callback more than ten minutes after the start', async () => {
    const flow = await startLine(t, 'login')
    const code = fake.lineCodeFor(flow.url, linePerson())
    t.clock.advance(11 * MINUTE)
    const response = await finishLineLogin(t, flow, code)
    expect(response.json()).toMatchObject({ error: { code: 'SIGN_IN_FLOW_INVALID' } })
  })

  it('says LINE cannot be reached when its token endpoint is down', async () => {
    const flow = await startLine(t, 'login')
    const code = fake.lineCodeFor(flow.url, linePerson())
    fake.state.lineDown = true
    try {
      const response = await finishLineLogin(t, flow, code)
      expect(response.statusCode).toBe(502)
      expect(response.json()).toMatchObject({ error: { code: 'SIGN_IN_PROVIDER_UNAVAILABLE' } })
      // The one 5xx expected here: LINE's trouble, reported as such.
      expect(takeServerErrors()).toEqual([expect.stringMatching(/^POST \/api\/login\/line\?token=.* → 502/)])
    } finally {
      fake.state.lineDown = false
    }
  })

  it('refuses a registration ticket that is forged or older than thirty minutes', async () => {
    const flow = await startLine(t, 'login')
    const ticket = (await finishLineLogin(t, flow, fake.lineCodeFor(flow.url, linePerson()))).json<{
      data: { signup_ticket: string }
    }>().data.signup_ticket
    const forged = await registerWithLine(t, `${ticket.slice(0, -4)}AAAA`, { email: uniqueEmail() })
    expect(forged.json()).toMatchObject({ error: { code: 'SIGNUP_TICKET_INVALID' } })
    t.clock.advance(31 * MINUTE)
    const late = await registerWithLine(t, ticket, { email: uniqueEmail() })
    expect(late.statusCode).toBe(400)
    expect(late.json()).toMatchObject({ error: { code: 'SIGNUP_TICKET_INVALID' } })
  })

  it('asks for the same consent, age and guardian as an e-mail registration, and mails the guardian', async () => {
    const flow = await startLine(t, 'login')
    const ticket = (await finishLineLogin(t, flow, fake.lineCodeFor(flow.url, linePerson()))).json<{
      data: { signup_ticket: string }
    }>().data.signup_ticket
    const noConsent = await registerWithLine(t, ticket, { email: uniqueEmail(), accept_terms: 'false' })
    expect(noConsent.json()).toMatchObject({ error: { code: 'TERMS_NOT_ACCEPTED' } })
    const young = await registerWithLine(t, ticket, { email: uniqueEmail(), birth_date: '2020-01-01' })
    expect(young.json()).toMatchObject({ error: { code: 'TOO_YOUNG' } })
    const noGuardian = await registerWithLine(t, ticket, { email: uniqueEmail(), guardian_email: '' })
    expect(noGuardian.statusCode).toBe(400)
    expect(noGuardian.json()).toMatchObject({
      error: { code: 'GUARDIAN_EMAIL_REQUIRED', details: { fields: [{ field: 'guardian_email' }] } },
    })
    const guardianEmail = uniqueEmail('parent')
    const joined = await registerWithLine(t, ticket, { email: uniqueEmail(), guardian_email: guardianEmail })
    expect(joined.statusCode, joined.body).toBe(201)
    expect((await awaitEmailTo(t.db, guardianEmail)).text).toContain('/guardian-consent?token=')
  })

  it('never merges into the member who owns the e-mail: they log in and link LINE themselves', async () => {
    const owner = await registerMember(t.app)
    const person = linePerson('เจ้าของอีเมล', owner.email)
    const flow = await startLine(t, 'login')
    const ticket = (await finishLineLogin(t, flow, fake.lineCodeFor(flow.url, person))).json<{
      data: { signup_ticket: string }
    }>().data.signup_ticket
    const collision = await registerWithLine(t, ticket, { email: owner.email })
    expect(collision.statusCode).toBe(409)
    expect(collision.json()).toMatchObject({ error: { code: 'EMAIL_HAS_ACCOUNT' } })
    expect(await identityRows(person.id)).toEqual([])

    const link = await startLine(t, 'link', { authorization: owner.auth.authorization })
    expect(new URL(link.url).searchParams.get('redirect_uri')).toBe(`${t.config.publicUrl}/line/link`)
    expect(new URL(link.url).searchParams.get('bot_prompt')).toBe('aggressive')
    const linked = await t.app.inject({
      method: 'POST',
      url: '/v2/api/line/link',
      headers: owner.auth,
      payload: { code: fake.lineCodeFor(link.url, person), state: link.state },
      cookies: { 'auth.line_flow': link.binding },
    })
    expect(linked.statusCode, linked.body).toBe(200)
    expect(linked.json()).toEqual({ data: { display_name: 'เจ้าของอีเมล' } })

    const back = await startLine(t, 'login')
    const login = await finishLineLogin(t, back, fake.lineCodeFor(back.url, person))
    expect(login.json()).toMatchObject({ access_token: expect.any(String) })
  })

  it('keeps a LINE account to one member: linking one that is taken is refused', async () => {
    const { person } = await lineMember(t, fake)
    const other = await registerMember(t.app)
    const link = await startLine(t, 'link', { authorization: other.auth.authorization })
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/api/line/link',
      headers: other.auth,
      payload: { code: fake.lineCodeFor(link.url, person), state: link.state },
      cookies: { 'auth.line_flow': link.binding },
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({ error: { code: 'IDENTITY_TAKEN' } })
  })

  it('links only for the member who started the link, and only when signed in', async () => {
    const starter = await registerMember(t.app)
    const intruder = await registerMember(t.app)
    const link = await startLine(t, 'link', { authorization: starter.auth.authorization })
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/api/line/link',
      headers: intruder.auth,
      payload: { code: fake.lineCodeFor(link.url, linePerson()), state: link.state },
      cookies: { 'auth.line_flow': link.binding },
    })
    expect(response.json()).toMatchObject({ error: { code: 'SIGN_IN_FLOW_INVALID' } })
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/v2/api/line/authorize',
      payload: { purpose: 'link' },
      remoteAddress: freshAddress(),
    })
    expect(anonymous.statusCode).toBe(401)
  })

  it('keeps the code out of the request log', () => {
    expect(withoutSecrets('/api/login/line?token=abc123&x=1')).toBe('/api/login/line?token=[hidden]&x=1')
    expect(withoutSecrets('/line?code=abc&state=def')).toBe('/line?code=[hidden]&state=[hidden]')
  })
})

describe('Facebook', () => {
  const person = () => ({
    id: String(10 ** 15 + Math.floor(Math.random() * 10 ** 14)),
    name: 'ฟ้าใส เฟซบุ๊ก',
    email: uniqueEmail('fb'),
  })

  it('answers the profile of a token of our app, registers the person, then logs them in', async () => {
    const someone = person()
    const token = fake.issueFacebookToken(someone)
    const detail = await t.app.inject({
      method: 'GET',
      url: '/v2/api/register/facebookDetail',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(detail.statusCode, detail.body).toBe(200)
    expect(detail.json()).toEqual({
      data: {
        registered: false,
        profile: {
          provider: 'facebook',
          display_name: 'ฟ้าใส เฟซบุ๊ก',
          email: someone.email,
          picture_url: 'https://example.invalid/p.jpg',
        },
      },
    })
    const created = await registerWithFacebook(t, token, { ...registration, email: someone.email })
    expect(created.statusCode, created.body).toBe(201)
    expect(await identityRows(someone.id)).toHaveLength(1)

    const known = await t.app.inject({
      method: 'GET',
      url: '/v2/api/register/facebookDetail',
      headers: { authorization: `Bearer ${fake.issueFacebookToken(someone)}` },
    })
    expect(known.json()).toMatchObject({ data: { registered: true } })
    const login = await registerWithFacebook(t, fake.issueFacebookToken(someone))
    expect(login.statusCode).toBe(200)
    expect(login.json()).toMatchObject({ access_token: expect.any(String) })
    expect(await identityRows(someone.id)).toHaveLength(1)
  })

  it.each([
    ['issued to another app', { appId: '799999999999999' }],
    ['expired', { expiresInSeconds: -10 }],
  ])('refuses a token %s and creates nothing', async (_case, options) => {
    const someone = person()
    const token = fake.issueFacebookToken(someone, options)
    const detail = await t.app.inject({
      method: 'GET',
      url: '/v2/api/register/facebookDetail',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(detail.statusCode).toBe(400)
    expect(detail.json()).toMatchObject({ error: { code: 'FACEBOOK_TOKEN_INVALID' } })
    const register = await registerWithFacebook(t, token, { ...registration, email: someone.email })
    expect(register.json()).toMatchObject({ error: { code: 'FACEBOOK_TOKEN_INVALID' } })
    expect(await t.db.select().from(users).where(eq(users.email, someone.email))).toEqual([])
  })

  it('refuses a token Facebook never issued, and a missing one', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/v2/api/register/facebookDetail',
      headers: { authorization: 'Bearer EAAnot-a-real-token' },
    })
    expect(unknown.json()).toMatchObject({ error: { code: 'FACEBOOK_TOKEN_INVALID' } })
    const missing = await t.app.inject({ method: 'GET', url: '/v2/api/register/facebookDetail' })
    expect(missing.json()).toMatchObject({ error: { code: 'FACEBOOK_TOKEN_INVALID' } })
  })

  it('asks a newcomer for the registration fields, naming each one missing', async () => {
    const someone = person()
    const response = await registerWithFacebook(t, fake.issueFacebookToken(someone))
    expect(response.statusCode).toBe(400)
    const fields = response
      .json<{ error: { details: { fields: { field: string }[] } } }>()
      .error.details.fields.map((f) => f.field)
    expect(fields).toEqual(expect.arrayContaining(['email', 'display_name', 'birth_date']))
  })

  it('refuses an e-mail that belongs to a member', async () => {
    const owner = await registerMember(t.app)
    const someone = { ...person(), email: owner.email }
    const response = await registerWithFacebook(t, fake.issueFacebookToken(someone), {
      ...registration,
      email: owner.email,
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({ error: { code: 'EMAIL_HAS_ACCOUNT' } })
    expect(await identityRows(someone.id)).toEqual([])
  })
})

describe('sign-in methods on the profile', () => {
  async function methods(auth: { authorization: string }) {
    const response = await t.app.inject({ method: 'GET', url: '/v2/api/user/identities', headers: auth })
    expect(response.statusCode).toBe(200)
    return response.json<{ data: { password: boolean; identities: { provider: string }[] } }>().data
  }
  const unlink = (auth: { authorization: string }, provider: string) =>
    t.app.inject({ method: 'DELETE', url: `/v2/api/user/identities/${provider}`, headers: auth })

  it('lists the linked methods and refuses to unlink the last one', async () => {
    const { auth } = await lineMember(t, fake)
    expect(await methods(auth)).toMatchObject({ password: false, identities: [{ provider: 'line' }] })
    const refused = await unlink(auth, 'line')
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ error: { code: 'LAST_SIGN_IN_METHOD' } })
    expect((await unlink(auth, 'facebook')).json()).toMatchObject({ error: { code: 'IDENTITY_NOT_LINKED' } })

    const linked = await t.app.inject({
      method: 'POST',
      url: '/v2/api/user/identities/facebook',
      headers: auth,
      payload: { access_token: fake.issueFacebookToken({ id: '100000000000777', name: 'คนเดิม' }) },
    })
    expect(linked.statusCode, linked.body).toBe(200)
    expect(linked.json()).toMatchObject({
      data: { identities: [{ provider: 'line' }, { provider: 'facebook', display_name: 'คนเดิม' }] },
    })
    const unlinked = await unlink(auth, 'line')
    expect(unlinked.statusCode).toBe(200)
    expect(unlinked.json()).toMatchObject({ data: { identities: [{ provider: 'facebook' }] } })
  })

  it('lets a member with a password unlink their only provider', async () => {
    const member = await registerMember(t.app)
    await t.app.inject({
      method: 'POST',
      url: '/v2/api/user/identities/facebook',
      headers: member.auth,
      payload: { access_token: fake.issueFacebookToken({ id: '100000000000888', name: 'มีรหัส' }) },
    })
    const response = await unlink(member.auth, 'facebook')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ data: { password: true, identities: [] } })
  })

  it('leaves one method when both providers are unlinked at once', async () => {
    const { auth } = await lineMember(t, fake)
    await t.app.inject({
      method: 'POST',
      url: '/v2/api/user/identities/facebook',
      headers: auth,
      payload: { access_token: fake.issueFacebookToken({ id: '100000000000999', name: 'สองทาง' }) },
    })
    const answers = await Promise.all([unlink(auth, 'line'), unlink(auth, 'facebook')])
    const outcomes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().error.code)).sort()
    expect(outcomes).toEqual(['LAST_SIGN_IN_METHOD', 'ok'])
    expect((await methods(auth)).identities).toHaveLength(1)
  })

  it('refuses to link a Facebook person who belongs to another member', async () => {
    const someone = { id: '100000000000555', name: 'มีเจ้าของ', email: uniqueEmail('fb') }
    await registerWithFacebook(t, fake.issueFacebookToken(someone), { ...registration, email: someone.email })
    const member = await registerMember(t.app)
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/api/user/identities/facebook',
      headers: member.auth,
      payload: { access_token: fake.issueFacebookToken(someone) },
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({ error: { code: 'IDENTITY_TAKEN' } })
  })
})

describe('without Facebook or LINE configured', () => {
  let plain: TestApp
  beforeAll(async () => {
    plain = await createTestApp()
  })
  afterAll(() => plain.close())

  it('shows no provider and refuses their calls', async () => {
    const providers = await plain.app.inject({ method: 'GET', url: '/v2/api/auth/providers' })
    expect(providers.json()).toEqual({ data: { facebook: null, line: false, line_official_account: null } })
    const start = await plain.app.inject({
      method: 'POST',
      url: '/v2/api/line/authorize',
      payload: { purpose: 'login' },
    })
    expect(start.statusCode).toBe(404)
    expect(start.json()).toMatchObject({ error: { code: 'SIGN_IN_PROVIDER_OFF' } })
    const detail = await plain.app.inject({
      method: 'GET',
      url: '/v2/api/register/facebookDetail',
      headers: { authorization: 'Bearer EAAsomething' },
    })
    expect(detail.json()).toMatchObject({ error: { code: 'SIGN_IN_PROVIDER_OFF' } })
  })

  it('answers the configured providers without a secret', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v2/api/auth/providers' })
    expect(response.json()).toEqual({
      data: {
        facebook: { app_id: '700000000000001', sdk_url: `${fake.origin}/sdk.js`, graph_version: 'v23.0' },
        line: true,
        line_official_account: { basic_id: '@klass', add_friend_url: 'https://line.me/R/ti/p/%40klass' },
      },
    })
    expect(response.body).not.toContain('secret')
  })
})
