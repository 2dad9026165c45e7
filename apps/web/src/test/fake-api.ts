/**
 * A fake API server for tests: a fetch function that answers from handlers keyed "METHOD /path" and records
 * every request it receives (method, path, query, headers, body). Only the network is faked, never the client.
 */
export type RecordedRequest = {
  method: string
  path: string
  query: URLSearchParams
  headers: Record<string, string>
  body: unknown
}

export type FakeReply = { status?: number; body?: unknown; headers?: Record<string, string> }
export type Handler = (
  request: RecordedRequest,
  count: number,
) => FakeReply | Promise<FakeReply> | 'network-error' | 'hang'

export function json(status: number, body: unknown): FakeReply {
  return { status, body }
}

export function createFakeApi(handlers: Record<string, Handler>) {
  const requests: RecordedRequest[] = []
  const counts = new Map<string, number>()

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://klass.test')
    const headers: Record<string, string> = {}
    new Headers(init.headers).forEach((value, name) => {
      headers[name.toLowerCase()] = value
    })
    let body: unknown = init.body ?? null
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body)
      } catch {
        // keep the text
      }
    } else if (body instanceof URLSearchParams) {
      body = Object.fromEntries(body)
    }
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers,
      body,
    }
    requests.push(request)
    const key = `${request.method} ${request.path}`
    const count = (counts.get(key) ?? 0) + 1
    counts.set(key, count)
    const handler = handlers[key]
    if (!handler)
      return new Response(JSON.stringify({ error: { code: 'ROUTE_NOT_FOUND', message: 'ไม่พบบริการที่เรียก' } }), {
        status: 404,
      })
    const reply = await handler(request, count)
    if (reply === 'network-error') throw new TypeError('Failed to fetch')
    if (reply === 'hang') {
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        )
      })
    }
    const status = reply.status ?? 200
    return new Response(status === 204 ? null : JSON.stringify(reply.body ?? null), {
      status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    })
  }

  return { fetch, requests, calls: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key) }
}
