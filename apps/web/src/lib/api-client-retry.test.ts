import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError, createApiClient, type SessionStore } from './api-client'

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
