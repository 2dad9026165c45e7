import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SignJWT } from 'jose'

/**
 * Facebook and LINE as the product sees them over HTTP, on loopback: LINE Login (authorize page, token
 * endpoint with PKCE and one-time codes, HS256 ID tokens), the LINE Messaging API's push with retry keys,
 * and Facebook's Graph API (debug_token, /me with appsecret_proof) and a JavaScript SDK for the browser.
 * The API tests start one in-process; the browser journeys run it beside the server (fake-providers-server.ts).
 */
export const fakeProviderSettings = {
  lineChannelId: '1650000001',
  lineChannelSecret: 'line-channel-secret-for-tests-0001',
  messagingAccessToken: 'line-messaging-token-for-tests-0001',
  messagingChannelSecret: 'line-messaging-secret-for-tests-01',
  officialAccountId: '@klass',
  facebookAppId: '700000000000001',
  facebookAppSecret: 'facebook-app-secret-for-tests-0001',
  graphVersion: 'v23.0',
} as const

/** The environment that points the product's adapters at a fake listening at `origin`. */
export function fakeProviderEnv(origin: string): Record<string, string> {
  const settings = fakeProviderSettings
  return {
    LINE_LOGIN_CHANNEL_ID: settings.lineChannelId,
    LINE_LOGIN_CHANNEL_SECRET: settings.lineChannelSecret,
    LINE_AUTHORIZE_URL: `${origin}/oauth2/v2.1/authorize`,
    LINE_API_URL: origin,
    LINE_MESSAGING_ACCESS_TOKEN: settings.messagingAccessToken,
    LINE_MESSAGING_CHANNEL_SECRET: settings.messagingChannelSecret,
    LINE_OFFICIAL_ACCOUNT_ID: settings.officialAccountId,
    FACEBOOK_APP_ID: settings.facebookAppId,
    FACEBOOK_APP_SECRET: settings.facebookAppSecret,
    FACEBOOK_GRAPH_URL: origin,
    FACEBOOK_GRAPH_VERSION: settings.graphVersion,
    FACEBOOK_SDK_URL: `${origin}/sdk.js`,
  }
}

export type FakePerson = { id: string; name: string; email?: string; picture?: string }

type LineCode = {
  person: FakePerson
  clientId: string
  redirectUri: string
  codeChallenge: string
  nonce: string
  used: boolean
}
type FacebookToken = { person: FakePerson; appId: string; expiresAt: number; valid: boolean }
export type PushedMessage = { to: string; text: string; retryKey: string }

/** Ways to make the next ID token wrong, as a broken or hostile provider might. */
export type IdTokenTamper = { audience?: string; nonce?: string; expiresInSeconds?: number; secret?: string }

export async function startFakeProviders(options: { port?: number; host?: string } = {}) {
  const settings = fakeProviderSettings
  const lineCodes = new Map<string, LineCode>()
  const facebookTokens = new Map<string, FacebookToken>()
  const acceptedRetryKeys = new Set<string>()
  const pushed: PushedMessage[] = []
  const state = {
    /** The next ID token is signed or filled wrongly. */
    tamper: null as IdTokenTamper | null,
    /** The next pushes are accepted by LINE, but the answer is a 500 (as when a gateway fails after delivery). */
    pushAcceptedThenFails: 0,
    /** The next pushes fail with a 500 before LINE accepts them. */
    pushFails: 0,
    /** The token endpoint answers 503. */
    lineDown: false,
    /** The providers' own clock: the test's clock when it moves time, so their tokens are fresh then. */
    now: () => new Date(),
  }
  const nowSeconds = () => Math.floor(state.now().getTime() / 1000)

  function personFromQuery(query: URLSearchParams): FakePerson {
    const id = query.get('person_id') || `U${randomBytes(16).toString('hex')}`
    return {
      id,
      name: query.get('person_name') || 'น้องไลน์',
      email: query.get('person_email') || undefined,
    }
  }

  /** What the product's server would get back from LINE for this person: a code for `redirect_uri`. */
  function issueLineCode(person: FakePerson, authorize: URLSearchParams): string {
    const code = randomBytes(12).toString('base64url')
    lineCodes.set(code, {
      person,
      clientId: authorize.get('client_id') ?? '',
      redirectUri: authorize.get('redirect_uri') ?? '',
      codeChallenge: authorize.get('code_challenge') ?? '',
      nonce: authorize.get('nonce') ?? '',
      used: false,
    })
    return code
  }

  async function idTokenFor(entry: LineCode): Promise<string> {
    const tamper = state.tamper
    state.tamper = null
    const now = nowSeconds()
    return new SignJWT({
      nonce: tamper?.nonce ?? entry.nonce,
      name: entry.person.name,
      ...(entry.person.picture ? { picture: entry.person.picture } : {}),
      ...(entry.person.email ? { email: entry.person.email } : {}),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('https://access.line.me')
      .setSubject(entry.person.id)
      .setAudience(tamper?.audience ?? entry.clientId)
      .setIssuedAt(now)
      .setExpirationTime(now + (tamper?.expiresInSeconds ?? 3600))
      .sign(new TextEncoder().encode(tamper?.secret ?? settings.lineChannelSecret))
  }

  function issueFacebookToken(
    person: FakePerson,
    options: { appId?: string; expiresInSeconds?: number } = {},
  ): string {
    const token = `EAA${randomBytes(24).toString('base64url')}`
    facebookTokens.set(token, {
      person,
      appId: options.appId ?? settings.facebookAppId,
      expiresAt: nowSeconds() + (options.expiresInSeconds ?? 3600),
      valid: true,
    })
    return token
  }

  const send = (response: ServerResponse, status: number, body: unknown, type = 'application/json') => {
    response.writeHead(status, {
      'content-type': type,
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'content-type',
    })
    response.end(typeof body === 'string' ? body : JSON.stringify(body))
  }

  async function readBody(request: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks).toString('utf8')
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake')
    const route = `${request.method} ${url.pathname}`

    // ---- LINE Login ----
    if (route === 'GET /oauth2/v2.1/authorize') {
      // The consent screen: the journey says who is signing in, then LINE sends them back with a code.
      const hidden = [...url.searchParams]
        .map(([k, v]) => `<input type="hidden" name="${k}" value="${v.replace(/"/g, '&quot;')}">`)
        .join('')
      return send(
        response,
        200,
        `<!doctype html><html lang="th"><meta name="viewport" content="width=device-width"><title>LINE Login (ทดสอบ)</title>
<form method="post" action="/oauth2/v2.1/authorize">${hidden}
<label>LINE user id <input name="person_id"></label>
<label>ชื่อใน LINE <input name="person_name" value="น้องไลน์"></label>
<label>อีเมล <input name="person_email"></label>
<button type="submit" name="decision" value="allow">อนุญาต</button>
<button type="submit" name="decision" value="cancel">ยกเลิก</button></form></html>`,
        'text/html; charset=utf-8',
      )
    }
    if (route === 'POST /oauth2/v2.1/authorize') {
      const form = new URLSearchParams(await readBody(request))
      const back = new URL(form.get('redirect_uri') ?? '')
      if (form.get('decision') === 'cancel') {
        back.searchParams.set('error', 'access_denied')
        back.searchParams.set('error_description', 'The user has denied the request')
      } else {
        back.searchParams.set('code', issueLineCode(personFromQuery(form), form))
      }
      back.searchParams.set('state', form.get('state') ?? '')
      response.writeHead(302, { location: back.toString() })
      return response.end()
    }
    if (route === 'POST /oauth2/v2.1/token') {
      if (state.lineDown) return send(response, 503, { error: 'server_error' })
      const form = new URLSearchParams(await readBody(request))
      const entry = lineCodes.get(form.get('code') ?? '')
      const verifier = form.get('code_verifier') ?? ''
      const challenge = createHash('sha256').update(verifier).digest('base64url')
      const invalid =
        !entry ||
        entry.used ||
        form.get('grant_type') !== 'authorization_code' ||
        form.get('client_id') !== settings.lineChannelId ||
        form.get('client_secret') !== settings.lineChannelSecret ||
        form.get('redirect_uri') !== entry.redirectUri ||
        challenge !== entry.codeChallenge
      if (entry) entry.used = true
      if (invalid) return send(response, 400, { error: 'invalid_grant', error_description: 'invalid code' })
      return send(response, 200, {
        access_token: randomBytes(16).toString('hex'),
        token_type: 'Bearer',
        expires_in: 2592000,
        scope: 'openid profile email',
        id_token: await idTokenFor(entry),
      })
    }

    // ---- LINE Messaging API ----
    if (route === 'POST /v2/bot/message/push') {
      if (request.headers.authorization !== `Bearer ${settings.messagingAccessToken}`) {
        return send(response, 401, { message: 'Authentication failed' })
      }
      const retryKey = String(request.headers['x-line-retry-key'] ?? '')
      const body = JSON.parse(await readBody(request)) as { to: string; messages: { text: string }[] }
      if (state.pushFails > 0) {
        state.pushFails -= 1
        return send(response, 500, { message: 'Internal server error' })
      }
      if (retryKey && acceptedRetryKeys.has(retryKey)) {
        return send(response, 409, { message: 'The retry key is already accepted' })
      }
      if (retryKey) acceptedRetryKeys.add(retryKey)
      for (const message of body.messages) pushed.push({ to: body.to, text: message.text, retryKey })
      if (state.pushAcceptedThenFails > 0) {
        state.pushAcceptedThenFails -= 1
        return send(response, 500, { message: 'Internal server error' })
      }
      return send(response, 200, { sentMessages: [{ id: randomUUID() }] })
    }

    // ---- Facebook ----
    const graph = `/${settings.graphVersion}`
    if (route === `GET ${graph}/debug_token`) {
      if (
        url.searchParams.get('access_token') !== `${settings.facebookAppId}|${settings.facebookAppSecret}`
      ) {
        return send(response, 400, { error: { message: 'Invalid OAuth access token', code: 190 } })
      }
      const entry = facebookTokens.get(url.searchParams.get('input_token') ?? '')
      if (!entry) {
        return send(response, 200, {
          data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' } },
        })
      }
      const now = nowSeconds()
      return send(response, 200, {
        data: {
          app_id: entry.appId,
          type: 'USER',
          is_valid: entry.valid && entry.expiresAt > now,
          expires_at: entry.expiresAt,
          user_id: entry.person.id,
          scopes: ['public_profile', 'email'],
        },
      })
    }
    if (route === `GET ${graph}/me`) {
      const token = url.searchParams.get('access_token') ?? ''
      const entry = facebookTokens.get(token)
      const proof = createHmac('sha256', settings.facebookAppSecret).update(token).digest('hex')
      if (!entry || url.searchParams.get('appsecret_proof') !== proof) {
        return send(response, 400, { error: { message: 'Invalid appsecret_proof', code: 100 } })
      }
      return send(response, 200, {
        id: entry.person.id,
        name: entry.person.name,
        ...(entry.person.email ? { email: entry.person.email } : {}),
        picture: { data: { url: entry.person.picture ?? 'https://example.invalid/p.jpg' } },
      })
    }
    // The browser's login: the fake SDK asks here for a token for the person the journey chose.
    if (route === 'POST /__fake/facebook/login') {
      const person = JSON.parse((await readBody(request)) || '{}') as Partial<FakePerson>
      const token = issueFacebookToken({
        id: person.id || String(10 ** 15 + Math.floor(Math.random() * 10 ** 14)),
        name: person.name || 'น้องเฟซบุ๊ก',
        email: person.email,
      })
      return send(response, 200, { accessToken: token })
    }
    if (route === 'GET /sdk.js') {
      return send(response, 200, fakeFacebookSdk(`http://${request.headers.host}`), 'text/javascript')
    }
    if (route === 'GET /health') return send(response, 200, { ok: true })
    return send(response, 404, { error: 'not found' })
  }

  const server: Server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-origin': '*',
        // Whatever the page asks to send (a journey's browser adds its own headers to every request).
        'access-control-allow-headers': request.headers['access-control-request-headers'] ?? 'content-type',
        'access-control-allow-methods': 'GET, POST',
      })
      return void response.end()
    }
    handle(request, response).catch((error: unknown) => {
      send(response, 500, { error: String(error) })
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`

  return {
    origin,
    state,
    pushed,
    /** The environment that points the product at this fake. */
    env: fakeProviderEnv(origin),
    /** LINE's answer to an authorization URL the product made, as if `person` pressed allow. */
    lineCodeFor(authorizeUrl: string, person: FakePerson): string {
      return issueLineCode(person, new URL(authorizeUrl).searchParams)
    },
    issueFacebookToken,
    /** Signs a LINE webhook body as LINE does. */
    signWebhook(body: string): string {
      return createHmac('sha256', settings.messagingChannelSecret).update(body).digest('base64')
    },
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
export type FakeProviders = Awaited<ReturnType<typeof startFakeProviders>>

/**
 * A stand-in for Facebook's JavaScript SDK: FB.init, FB.login and FB.getLoginStatus. Login gets a token from
 * the fake for the person in `window.__fakeFacebookPerson` (set by a journey), or a new person.
 */
function fakeFacebookSdk(origin: string): string {
  return `(function () {
  var appId = null
  var FB = {
    init: function (options) { appId = options.appId },
    getLoginStatus: function (callback) { callback({ status: 'unknown' }) },
    login: function (callback) {
      if (window.__fakeFacebookCancel) { callback({ status: 'unknown', authResponse: null }); return }
      fetch(${JSON.stringify(origin)} + '/__fake/facebook/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(window.__fakeFacebookPerson || {}),
      })
        .then(function (r) { return r.json() })
        .then(function (answer) {
          callback({ status: 'connected', authResponse: { accessToken: answer.accessToken, userID: '', expiresIn: 3600 } })
        })
    },
  }
  window.FB = FB
  if (typeof window.fbAsyncInit === 'function') window.fbAsyncInit()
})()
`
}
