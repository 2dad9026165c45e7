import type { FastifyInstance } from 'fastify'

/**
 * Every 5xx the test apps answer, kept for the check after each test (fail-on-server-error.ts): the
 * request logger is silent in tests, so without it a server error under load could pass unnoticed.
 */
const answered: string[] = []
/** Refusals whose code the call's definition does not list. */
const undeclared: string[] = []

function errorCodeOf(payload: string): string | null {
  try {
    const code = (JSON.parse(payload) as { error?: { code?: unknown } }).error?.code
    return typeof code === 'string' ? code : null
  } catch {
    return null
  }
}

export function watchServerErrors(app: FastifyInstance): void {
  const errors = new WeakMap<object, string>()
  app.addHook('onError', async (request, _reply, error) => {
    errors.set(request, error.stack ?? error.message)
  })
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 500) return
    answered.push(`${request.method} ${request.url} → ${reply.statusCode}\n${errors.get(request) ?? ''}`)
  })
  // A refusal must be one the call's contract definition declares: the web client and the OpenAPI document
  // know only those.
  app.addHook('onSend', async (request, reply, payload) => {
    const call = request.routeOptions.config.call
    if (!call || reply.statusCode < 400 || typeof payload !== 'string') return payload
    const code = errorCodeOf(payload)
    if (code && !call.answers.some((declared) => declared === code)) {
      undeclared.push(
        `${request.method} ${request.url} → ${reply.statusCode} ${code}, not declared by ${call.name}`,
      )
    }
    return payload
  })
}

/** The server errors answered since the last call. */
export function takeServerErrors(): string[] {
  return answered.splice(0)
}

/** The undeclared refusals answered since the last call. */
export function takeUndeclaredErrors(): string[] {
  return undeclared.splice(0)
}
