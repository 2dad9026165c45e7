import { createHash } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { idempotencyRecords } from '@klass/db/schema/core'
import { DomainError } from '../lib/domain-error'

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: { scope: string; key: string } | null
  }
}

/** The URL a repeat must match, without the query fields the route lets a retry leave out. */
function fingerprintUrl(url: string, ignored: string[] | undefined): string {
  if (!ignored?.length) return url
  const [path, query = ''] = url.split('?', 2) as [string, string?]
  const params = new URLSearchParams(query)
  for (const name of ignored) params.delete(name)
  const rest = params.toString()
  return rest ? `${path}?${rest}` : path
}

/**
 * ARCHITECTURE: every write accepts an `Idempotency-Key`. The first answer is stored; a repeat with the same
 * key returns it unchanged, and the same key with a different request is refused. Failures (5xx) are not
 * stored, so a retry after one runs again.
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance) => {
    const { db } = app.ctx
    app.decorateRequest('idempotency', null)

    app.addHook('preHandler', async (request, reply) => {
      const key = request.headers['idempotency-key']
      if (typeof key !== 'string' || !WRITE_METHODS.has(request.method)) return
      if (request.routeOptions.config.idempotency === false) return
      if (!KEY_PATTERN.test(key)) {
        throw new DomainError('VALIDATION_FAILED', {
          fields: [
            {
              field: 'headers.idempotency-key',
              message: 'ต้องเป็นตัวอักษรภาษาอังกฤษ ตัวเลข หรือ _ . : - ยาว 8–200 ตัว',
            },
          ],
        })
      }
      const scope = request.user ? `user:${request.user.id}` : `address:${request.ip}`
      const fingerprint = createHash('sha256')
        .update(
          `${request.method} ${fingerprintUrl(request.url, request.routeOptions.config.idempotencyIgnoredQuery)}\n`,
        )
        .update(
          request.isMultipart()
            ? `multipart ${request.headers['content-length'] ?? ''}`
            : JSON.stringify(request.body ?? null),
        )
        .digest('hex')
      const inserted = await db
        .insert(idempotencyRecords)
        .values({ scope, key, requestHash: fingerprint })
        .onConflictDoNothing()
        .returning({ key: idempotencyRecords.key })
      if (inserted.length > 0) {
        request.idempotency = { scope, key }
        return
      }
      const [existing] = await db
        .select()
        .from(idempotencyRecords)
        .where(and(eq(idempotencyRecords.scope, scope), eq(idempotencyRecords.key, key)))
      if (!existing) throw new DomainError('IDEMPOTENCY_IN_PROGRESS')
      if (existing.requestHash !== fingerprint) throw new DomainError('IDEMPOTENCY_KEY_REUSED')
      if (existing.statusCode === null) throw new DomainError('IDEMPOTENCY_IN_PROGRESS')
      reply.header('Idempotent-Replayed', 'true')
      return reply
        .status(existing.statusCode)
        .type('application/json; charset=utf-8')
        .send(existing.responseBody)
    })

    app.addHook('onSend', async (request, reply, payload) => {
      const record = request.idempotency
      if (!record) return payload
      request.idempotency = null
      const where = and(eq(idempotencyRecords.scope, record.scope), eq(idempotencyRecords.key, record.key))
      if (reply.statusCode >= 500 || typeof payload !== 'string') {
        await db.delete(idempotencyRecords).where(where)
        return payload
      }
      let body: unknown = null
      try {
        body = JSON.parse(payload)
      } catch {
        body = null
      }
      await db
        .update(idempotencyRecords)
        .set({ statusCode: reply.statusCode, responseBody: body, completedAt: sql`now()` })
        .where(where)
      return payload
    })
  },
  { name: 'klass-idempotency' },
)
