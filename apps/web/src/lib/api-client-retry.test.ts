import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, clientErrors, createApiClient, type SessionStore } from './api-client'

/**
 * SPEC 8 checked on the wire: a real HTTP server on loopback sees what the client actually sends. The web
 * tests run in jsdom, whose environment leaves Node's own fetch in place (no CORS, no jsdom networking), so
 * `globalThis.fetch` here is the same fetch a browser-like caller gets from Node.
 */
type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: string }
type Handler = (request: IncomingMessage, response: ServerResponse, index: number) => void

let close: (() => Promise<void>) | null = null
afterEach(async () => {
  await close?.()
  close = null
})

async function loopbackServer(handle: Handler) {
  const seen: Seen[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const index = seen.length
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      })
      handle(request, response, index)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  const { port } = server.address() as AddressInfo
  return { base: `http://127.0.0.1:${port}`, seen }
}

/** A session whose token another tab (here: the server's handler) can replace between two attempts. */
function sessionWithToken(initial: string) {
  const state = { token: initial }
  const store: SessionStore = {
    getToken: () => state.token,
    hasRefreshToken: () => true,
    saveTokens: (tokens) => {
      state.token = tokens.access_token
    },
    clearSession: () => {
      state.token = ''
    },
  }
  return { state, store }
}

const answer = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

describe('SPEC 8: a failed write is sent once more with the same Idempotency-Key', () => {
  it('resends a write whose connection dropped, with the same key and the token re-read from the store', async () => {
    const { state, store } = sessionWithToken('token-before')
    const { base, seen } = await loopbackServer((request, response, index) => {
      if (index === 0) {
        state.token = 'token-after' // another tab refreshed while the first attempt was on the wire
        request.socket.destroy()
        return
      }
      answer(response, 200, { data: { koin: '45.00' } })
    })
    const client = createApiClient({ fetch: globalThis.fetch, baseUrl: base, session: store })

    await expect(client.post('/v2/api/store/buy', { json: { id: 'item-1' } })).resolves.toEqual({
      data: { koin: '45.00' },
    })
    expect(seen).toHaveLength(2)
    const [first, second] = seen
    expect(first!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)
    expect(second!.headers['idempotency-key']).toBe(first!.headers['idempotency-key'])
    expect(first!.headers.authorization).toBe('Bearer token-before')
    expect(second!.headers.authorization).toBe('Bearer token-after')
    expect(second).toMatchObject({ method: 'POST', url: '/v2/api/store/buy', body: '{"id":"item-1"}' })
  })

  it('resends a write answered with a 5xx, with the same key and the token re-read from the store', async () => {
    const { state, store } = sessionWithToken('token-before')
    const { base, seen } = await loopbackServer((_request, response, index) => {
      if (index === 0) {
        state.token = 'token-after'
        answer(response, 503, { error: { code: 'INTERNAL_ERROR', message: 'ระบบขัดข้อง' } })
        return
      }
      answer(response, 200, { data: { ok: true } })
    })
    const client = createApiClient({ fetch: globalThis.fetch, baseUrl: base, session: store })

    await expect(client.post('/v2/api/event/join', { query: { id: 'e1' } })).resolves.toEqual({
      data: { ok: true },
    })
    expect(seen).toHaveLength(2)
    expect(seen[1]!.headers['idempotency-key']).toBe(seen[0]!.headers['idempotency-key'])
    expect(seen[0]!.headers['idempotency-key']).toBeTruthy()
    expect(seen[1]!.headers.authorization).toBe('Bearer token-after')
    expect(seen[1]!.url).toBe('/v2/api/event/join?id=e1')
  })

  it('sends a failing write twice at most and hands the second failure to the caller', async () => {
    const { store } = sessionWithToken('token')
    const { base, seen } = await loopbackServer((request) => request.socket.destroy())
    const client = createApiClient({ fetch: globalThis.fetch, baseUrl: base, session: store })

    const error = await client.post('/v2/api/store/buy', { json: { id: 'item-1' } }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' })
    expect(seen).toHaveLength(2)
    expect(seen[1]!.headers['idempotency-key']).toBe(seen[0]!.headers['idempotency-key'])
  })
})

/** A server that never answers: the call stays on the wire until the caller or the client gives up. */
const neverAnswer: Handler = () => {}

describe('SPEC 7: what the client sends', () => {
  it('sends a read as GET without an Idempotency-Key, asking for JSON, with no query mark when there is no query', async () => {
    const { store } = sessionWithToken('token')
    const { base, seen } = await loopbackServer((_request, response) => answer(response, 200, { data: [] }))
    const client = createApiClient({ fetch: globalThis.fetch, baseUrl: base, session: store })

    await expect(client.get('/v2/api/home')).resolves.toEqual({ data: [] })
    await expect(client.request('/v2/api/home')).resolves.toEqual({ data: [] })
    expect(seen).toHaveLength(2)
    for (const read of seen) {
      expect(read).toMatchObject({ method: 'GET', url: '/v2/api/home', body: '' })
      expect(read.headers.accept).toBe('application/json')
      expect(read.headers.authorization).toBe('Bearer token')
      expect(read.headers['idempotency-key']).toBeUndefined()
    }
  })

  it('leaves query values that are null or undefined out and writes numbers and booleans as text', async () => {
    const { base, seen } = await loopbackServer((_request, response) => answer(response, 200, { items: [] }))
    const client = createApiClient({
      fetch: globalThis.fetch,
      baseUrl: base,
      session: sessionWithToken('').store,
    })

    await client.get('/v2/api/store', {
      auth: false,
      query: { type: null, sort: undefined, page: 2, mine: false, q: 'ออม เงิน' },
    })
    expect(seen[0]!.url).toBe(
      '/v2/api/store?page=2&mine=false&q=%E0%B8%AD%E0%B8%AD%E0%B8%A1+%E0%B9%80%E0%B8%87%E0%B8%B4%E0%B8%99',
    )
  })

  it('sends a form url-encoded and a JSON body with its content type, each as a POST with an Idempotency-Key', async () => {
    const { base, seen } = await loopbackServer((_request, response) => answer(response, 200, { data: 1 }))
    const client = createApiClient({
      fetch: globalThis.fetch,
      baseUrl: base,
      session: sessionWithToken('t').store,
    })

    await client.request('/api/login', { form: { email: 'a@b.co', password: 'x y' } })
    await client.request('/v2/api/user/update', { json: { display_name: 'ออม' } })
    const [form, json] = seen
    expect(form).toMatchObject({ method: 'POST', body: 'email=a%40b.co&password=x+y' })
    expect(form!.headers['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8')
    expect(json).toMatchObject({ method: 'POST', body: '{"display_name":"ออม"}' })
    expect(json!.headers['content-type']).toBe('application/json')
    for (const write of [form!, json!]) expect(write.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)
    expect(form!.headers['idempotency-key']).not.toBe(json!.headers['idempotency-key'])
  })

  it('sends a multipart body as a POST with the boundary the browser chose', async () => {
    const { base, seen } = await loopbackServer((_request, response) => answer(response, 200, { data: 1 }))
    const client = createApiClient({
      fetch: globalThis.fetch,
      baseUrl: base,
      session: sessionWithToken('t').store,
    })
    const body = new FormData()
    body.append('caption', 'รูปของฉัน')

    await client.request('/v2/api/user/updateImage', { multipart: body })
    expect(seen[0]!.method).toBe('POST')
    expect(seen[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    expect(seen[0]!.body).toContain('รูปของฉัน')
  })

  it('renews the session on the wire: one POST of grant_type=refresh_token with the cookie, then the call again', async () => {
    const { state, store } = sessionWithToken('expired')
    const { base, seen } = await loopbackServer((request, response) => {
      if (request.url === '/oauth/access_token') {
        answer(response, 200, { access_token: 'fresh', token_type: 'Bearer', expires_in: 900 })
        return
      }
      if (request.headers.authorization === 'Bearer fresh') answer(response, 200, { data: { ok: true } })
      else answer(response, 401, { error: { code: 'TOKEN_EXPIRED', message: 'เซสชันหมดอายุ' } })
    })
    const client = createApiClient({ fetch: globalThis.fetch, baseUrl: base, session: store })

    await expect(client.get('/v2/api/user/get')).resolves.toEqual({ data: { ok: true } })
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /v2/api/user/get',
      'POST /oauth/access_token',
      'GET /v2/api/user/get',
    ])
    expect(seen[1]).toMatchObject({ body: 'grant_type=refresh_token' })
    expect(seen[1]!.headers.accept).toBe('application/json')
    expect(seen[1]!.headers['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8')
    expect(state.token).toBe('fresh')
  })
})

describe('SPEC 8: a session that cannot be renewed', () => {
  it('ends the session with SESSION_EXPIRED even when nobody asked to hear about it', async () => {
    const { state, store } = sessionWithToken('expired')
    const { base, seen } = await loopbackServer((request, response) =>
      request.url === '/oauth/access_token'
        ? answer(response, 401, { error: { code: 'REFRESH_TOKEN_INVALID', message: 'เซสชันหมดอายุ' } })
        : answer(response, 401, { error: { code: 'TOKEN_EXPIRED', message: 'เซสชันหมดอายุ' } }),
    )
    const client = createApiClient({ fetch: globalThis.fetch, baseUrl: base, session: store })

    const error = await client.get('/v2/api/user/get').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 401,
      code: 'SESSION_EXPIRED',
      message: clientErrors.SESSION_EXPIRED,
    })
    expect(state.token).toBe('')
    expect(seen.map((s) => s.url)).toEqual(['/v2/api/user/get', '/oauth/access_token'])
  })
})

describe('SPEC 8: how the client reads answers', () => {
  const clientFor = (base: string) =>
    createApiClient({ fetch: globalThis.fetch, baseUrl: base, session: sessionWithToken('token').store })

  it('answers nothing for 204 No Content', async () => {
    const { base } = await loopbackServer((_request, response) => {
      response.writeHead(204)
      response.end()
    })
    await expect(
      clientFor(base).request('/v2/api/post/bookmark', { method: 'DELETE' }),
    ).resolves.toBeUndefined()
  })

  it('hands the caller the error details the page shows (pieces left, fields to fix)', async () => {
    const { base } = await loopbackServer((_request, response) =>
      answer(response, 409, {
        error: { code: 'STORE_STOCK_SHORT', message: 'ของรางวัลชิ้นนี้เหลือไม่พอ', details: { remaining: 2 } },
      }),
    )
    const error = await clientFor(base)
      .post('/v2/api/store/buy', { json: { id: 'item-1', quantity: 3 } })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 409,
      code: 'STORE_STOCK_SHORT',
      message: 'ของรางวัลชิ้นนี้เหลือไม่พอ',
      details: { remaining: 2 },
    })
  })

  it.each([
    ['an empty message', ''],
    ['a message that is not text', { th: 'ทำรายการบ่อยเกินไป' }],
  ])('shows the general Thai message for a refusal that carries its code with %s', async (_, message) => {
    const { base } = await loopbackServer((_request, response) =>
      answer(response, 429, { error: { code: 'RATE_LIMITED', message } }),
    )
    await expect(clientFor(base).get('/v2/api/home')).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: clientErrors.UNKNOWN,
    })
  })

  it.each([
    ['a proxy error page', 'text/html', '<html><body>502 Bad Gateway</body></html>'],
    ['an envelope whose code is not text', 'application/json', '{"error":{"code":502,"message":"x"}}'],
    ['an empty body', 'application/json', ''],
  ])('names %s by its status, with the general Thai message', async (_, type, body) => {
    const { base } = await loopbackServer((_request, response) => {
      response.writeHead(502, { 'content-type': type })
      response.end(body)
    })
    await expect(clientFor(base).get('/v2/api/home')).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: clientErrors.UNKNOWN,
      details: undefined,
    })
  })

  it('hands a success whose body is not JSON to the caller as BAD_RESPONSE with its status', async () => {
    const { base } = await loopbackServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' })
      response.end('<html>maintenance</html>')
    })
    const error = await clientFor(base)
      .get('/v2/api/home')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 200, code: 'BAD_RESPONSE', message: clientErrors.BAD_RESPONSE })
  })

  it("hands the caller's own cancellation back as it is and never resends the cancelled write", async () => {
    const { base, seen } = await loopbackServer(neverAnswer)
    const cancel = new AbortController()
    const pending = clientFor(base)
      .post('/v2/api/store/buy', { json: { id: 'item-1' }, signal: cancel.signal })
      .catch((e: unknown) => e)
    await vi.waitFor(() => expect(seen).toHaveLength(1))
    cancel.abort()
    const error = await pending
    expect(error).not.toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ name: 'AbortError' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(seen).toHaveLength(1)
  })
})
