import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { DomainError } from '../lib/domain-error'
import { runWithClaim, type Claim } from '../lib/idempotency-claim'
import {
  completeClaim,
  createProcessLock,
  deleteExpiredRecords,
  findLiveRecord,
  LONGEST_REQUEST_MS,
  processIsAlive,
  writeRecord,
  type IdempotencyRecord,
  type KeptAnswer,
} from '../lib/idempotency-records'

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** A larger answer is not kept whole: its repeat is told the work was done (IDEMPOTENCY_ANSWER_LOST). */
export const KEPT_ANSWER_BYTES = 64 * 1024

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: Claim | null
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
 * What a repeat is answered from its key's record: the kept answer, or a refusal — another request under the key,
 * the first still running (its process holds its lock), or the work done and its answer lost or not kept.
 */
async function answerFromRecord(
  record: IdempotencyRecord,
  requestHash: string,
  now: Date,
  processAlive: (owner: number) => Promise<boolean>,
): Promise<KeptAnswer> {
  if (record.requestHash !== requestHash) throw new DomainError('IDEMPOTENCY_KEY_REUSED')
  if (record.statusCode !== null) return { statusCode: record.statusCode, responseBody: record.responseBody }
  const running =
    record.completedAt === null &&
    record.owner !== null &&
    now.getTime() - record.createdAt.getTime() < LONGEST_REQUEST_MS &&
    (await processAlive(record.owner))
  throw new DomainError(running ? 'IDEMPOTENCY_IN_PROGRESS' : 'IDEMPOTENCY_ANSWER_LOST')
}

/** The answer as kept for a repeat; null when it is not kept (a 5xx, not JSON, or over KEPT_ANSWER_BYTES). */
function keptAnswer(statusCode: number, payload: unknown): KeptAnswer | null {
  if (statusCode >= 500) return null
  if (payload === undefined || payload === null || payload === '') return { statusCode, responseBody: null }
  if (typeof payload !== 'string' || Buffer.byteLength(payload) > KEPT_ANSWER_BYTES) return null
  try {
    return { statusCode, responseBody: JSON.parse(payload) as unknown }
  } catch {
    return null
  }
}

function replay(reply: FastifyReply, answer: KeptAnswer) {
  reply.header('Idempotent-Replayed', 'true').status(answer.statusCode)
  if (answer.responseBody === null) return reply.send()
  return reply.type('application/json; charset=utf-8').send(answer.responseBody)
}

/**
 * ARCHITECTURE: every write accepts an `Idempotency-Key` (decision 024). A repeat returns the first answer
 * unchanged, and the same key with another request is refused. The key is claimed by the request's first
 * transaction (lib/idempotency-claim.ts), so a crash rolls the claim back with the work; the answer is added
 * after the commit. A write without a transaction stores its answer at the end. 5xx answers are not stored (a
 * retry runs again) unless the work had committed; keys are forgotten after a day.
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, clock } = app.ctx
    const lock = createProcessLock(db, (error) =>
      app.log.warn({ err: error }, 'the connection holding the idempotency lock failed'),
    )
    app.addHook('onClose', () => lock.close())
    app.decorateRequest('idempotency', null)

    /** The request's claim to run under, or the kept answer to replay; null when the key does not apply. */
    async function claimOrReplay(request: FastifyRequest): Promise<Claim | KeptAnswer | null> {
      const key = request.headers['idempotency-key']
      if (typeof key !== 'string' || !WRITE_METHODS.has(request.method)) return null
      if (request.routeOptions.config.idempotency === false) return null
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
      const requestHash = createHash('sha256')
        .update(
          `${request.method} ${fingerprintUrl(request.url, request.routeOptions.config.idempotencyIgnoredQuery)}\n`,
        )
        .update(
          request.isMultipart()
            ? `multipart ${request.headers['content-length'] ?? ''}`
            : JSON.stringify(request.body ?? null),
        )
        .digest('hex')
      const now = clock.now()
      const record = await findLiveRecord(db, { scope, key }, now)
      if (record) return answerFromRecord(record, requestHash, now, (owner) => processIsAlive(db, owner))
      return {
        record: { scope, key, requestHash, createdAt: now, owner: await lock.owner() },
        state: 'pending',
      }
    }

    // A callback hook, so that the rest of the request runs inside `runWithClaim`.
    app.addHook('preHandler', (request, reply, done) => {
      claimOrReplay(request).then((found) => {
        if (!found) return done()
        if (!('record' in found)) return void replay(reply, found)
        request.idempotency = found
        runWithClaim(found, done)
      }, done)
    })

    app.addHook('onSend', async (request, reply, payload) => {
      const claim = request.idempotency
      if (!claim || claim.state === 'settled') return payload
      const committed = claim.state === 'committed'
      claim.state = 'settled'
      // Nothing was done and nothing is kept: the retry runs again.
      if (!committed && reply.statusCode >= 500) return payload
      const answer = keptAnswer(reply.statusCode, payload)
      const now = clock.now()
      try {
        if (committed) {
          // The work is done: a repeat gets this answer, or is told it was done when the answer is not kept.
          await completeClaim(db, claim.record, answer, now)
        } else {
          // No transaction kept the claim (a single statement, or a refusal that rolled back): store it now.
          await writeRecord(db, {
            ...claim.record,
            owner: null,
            statusCode: answer?.statusCode ?? null,
            responseBody: answer?.responseBody ?? null,
            completedAt: now,
          })
        }
        await deleteExpiredRecords(db, now)
      } catch (error) {
        // The member still gets this answer; a repeat is answered from what did commit (decision 024).
        request.log.error({ err: error }, 'the answer to an Idempotency-Key was not kept')
      }
      return payload
    })
  },
  { name: 'klass-idempotency' },
)
