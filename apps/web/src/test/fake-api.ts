import { callFor } from '@klass/contract/calls'
import type { CallDefinition } from '@klass/contract/call'
import { errorEnvelope } from '@klass/contract/envelope'
import { errorCatalogue, isErrorCode } from '@klass/contract/errors'

/**
 * A fake API server for tests: a fetch function that answers from handlers keyed by the contract call's
 * name ("store.buy") and records every request it receives (method, path, query, headers, body). Only the
 * network is faked, never the client. Every reply is checked against the call's definition: a success must
 * match its reply schema and a refusal must be the error envelope with a code the call declares, so a fake
 * cannot answer what the server never would. A reply that breaks the contract fails the test.
 */
export type RecordedRequest = {
  method: string
  path: string
  query: URLSearchParams
  headers: Record<string, string>
  body: unknown
}

export type FakeReply = {
  status?: number
  body?: unknown
  headers?: Record<string, string>
  /** An answer from a proxy or gateway in front of the server, not from it: not checked against the contract. */
  proxy?: boolean
}
export type Handler = (
  request: RecordedRequest,
  count: number,
) => FakeReply | Promise<FakeReply> | 'network-error' | 'hang'

export function json(status: number, body: unknown): FakeReply {
  return { status, body }
}

/** Replies the fakes served that their call's definition does not allow; the test setup fails on them. */
const contractBreaches: string[] = []

export function takeContractBreaches(): string[] {
  return contractBreaches.splice(0)
}

function breachOf(call: CallDefinition, status: number, body: unknown): string | null {
  if (status >= 400) {
    const parsed = errorEnvelope.safeParse(body)
    if (!parsed.success) return `${call.name} answered ${status} without the error envelope`
    const { code } = parsed.data.error
    if (!call.answers.some((declared) => declared === code)) return `${call.name} does not declare ${code}`
    if (isErrorCode(code) && errorCatalogue[code].status !== status)
      return `${call.name} answers ${code} with ${errorCatalogue[code].status}, not ${status}`
    return null
  }
  if (!call.reply) return status === 204 ? null : `${call.name} answers 204, not ${status}`
  const parsed = call.reply.safeParse(body)
  if (parsed.success) return null
  const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')
  return `${call.name} reply does not match its schema: ${issues}`
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
    const call = callFor(request.method, request.path)
    const key = call?.name ?? `${request.method} ${request.path}`
    const count = (counts.get(key) ?? 0) + 1
    counts.set(key, count)
    const handler = handlers[key]
    if (call && handlers[`${request.method} ${request.path}`])
      contractBreaches.push(`key the fake's handler by the call's name, ${call.name}`)
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
    const breach = call && !reply.proxy ? breachOf(call, status, reply.body ?? null) : null
    if (breach) contractBreaches.push(breach)
    return new Response(status === 204 ? null : JSON.stringify(reply.body ?? null), {
      status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    })
  }

  return {
    fetch,
    requests,
    calls: (key: string) =>
      requests.filter((r) => callFor(r.method, r.path)?.name === key || `${r.method} ${r.path}` === key),
  }
}
