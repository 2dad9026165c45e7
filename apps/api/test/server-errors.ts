import type { FastifyInstance } from 'fastify'

/**
 * Every 5xx the test apps answer, kept for the check after each test (fail-on-server-error.ts): the
 * request logger is silent in tests, so without it a server error under load could pass unnoticed.
 */
const answered: string[] = []

export function watchServerErrors(app: FastifyInstance): void {
  const errors = new WeakMap<object, string>()
  app.addHook('onError', async (request, _reply, error) => {
    errors.set(request, error.stack ?? error.message)
  })
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 500) return
    answered.push(`${request.method} ${request.url} → ${reply.statusCode}\n${errors.get(request) ?? ''}`)
  })
}

/** The server errors answered since the last call. */
export function takeServerErrors(): string[] {
  return answered.splice(0)
}
