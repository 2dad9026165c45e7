import { createHash, randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

import { coalesced } from '../lib/coalesced'
import { listenTo, poolOf, type Listening } from '../lib/database-connections'
import type { SharedMemory } from '../lib/shared-memory'

/** Another server process tells this one, through PostgreSQL, that something was written. */
export const SHARED_CACHE_CHANNEL = 'klass_shared_cache'

type Entry = { body: string; etag: string; contentType: string }

declare module 'fastify' {
  interface FastifyRequest {
    /** The cache's generation when this request began: an answer computed across a write is not kept. */
    sharedGeneration?: number
  }
}

/**
 * Issue 18: a visitor's public reads (calls marked `shared` in the contract, sent without a token) are answered
 * from memory for a few seconds. Any write that succeeds empties the cache here at once, and in every other
 * server process on the database through PostgreSQL's NOTIFY, so nobody sees their own change undone; what
 * only time changes is at most `seconds` old. Every shared answer carries an ETag, and a browser that has it
 * gets a 304. The answers are kept in the app's shared memory (lib/shared-memory.ts), which services use too.
 */
export const sharedCachePlugin = fp(
  async (app: FastifyInstance, options: { memory: SharedMemory; seconds: number }) => {
    const { memory } = options
    const me = randomUUID()

    // GET only: a HEAD answer has no body to keep.
    const sharable = (request: FastifyRequest) =>
      request.method === 'GET' &&
      request.routeOptions.config.call?.shared === true &&
      !request.headers.authorization
    // The journeys' server lets a request see the clock moved on (CLOCK_CONTROL): that is another answer.
    const keyOf = (request: FastifyRequest) =>
      `answer:${request.url}\n${request.headers['x-clock-offset-days'] ?? ''}`
    const forget = () => memory.forget()

    const pool = poolOf(app.ctx.db)
    let listener: Listening | null = null
    if (options.seconds > 0) {
      // A dedicated connection hears the other processes' writes; without it, nothing is kept.
      try {
        listener = await listenTo(
          pool,
          SHARED_CACHE_CHANNEL,
          (payload) => {
            if (payload !== me) forget()
          },
          () => {
            forget()
            listener = null
          },
        )
        memory.listen()
      } catch (error) {
        app.log.warn({ err: error }, 'the shared cache is off: no connection to hear other servers’ writes')
      }
    }
    app.addHook('onClose', async () => {
      listener?.close()
      listener = null
    })

    app.addHook('onRequest', async (request, reply) => {
      request.sharedGeneration = memory.generation()
      if (!listener || !sharable(request)) return
      const entry = memory.get<Entry>(keyOf(request))
      if (!entry) return
      reply.header('ETag', entry.etag).header('Vary', 'Authorization').header('X-Cache', 'hit')
      reply.header('Cache-Control', 'public, no-cache')
      if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send()
      return reply.type(entry.contentType).send(entry.body)
    })

    app.addHook('onSend', async (request, reply, payload) => {
      if (!sharable(request) || reply.statusCode !== 200 || typeof payload !== 'string') return payload
      if (reply.getHeader('x-cache') === 'hit') return payload
      const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`
      reply.header('ETag', etag).header('Vary', 'Authorization').header('Cache-Control', 'public, no-cache')
      if (listener && request.sharedGeneration !== undefined) {
        const entry: Entry = {
          body: payload,
          etag,
          contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        }
        memory.set(keyOf(request), entry, request.sharedGeneration)
      }
      if (request.headers['if-none-match'] === etag) {
        reply.code(304)
        return ''
      }
      return payload
    })

    // One notice after a write is enough for every write committed before it is sent. Writes answered while a
    // notice is on its way share the next one: a crowd of purchases sent one each (a round trip, a transaction
    // and every listening connection woken), which cost PostgreSQL and the server a third of each purchase.
    const tellOthers = coalesced(() =>
      pool.query('select pg_notify($1, $2)', [SHARED_CACHE_CHANNEL, me]).then(
        () => {},
        (error: unknown) => app.log.warn({ err: error }, 'telling other servers of a write failed'),
      ),
    )

    // A write that succeeded may change what visitors read: forget everything, here and in the other processes.
    app.addHook('onResponse', async (request, reply) => {
      if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return
      forget()
      if (listener) await tellOthers()
    })
  },
  { name: 'klass-shared-cache' },
)
