import { randomBytes } from 'node:crypto'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDbClient } from '@klass/db/client'
import { createTestApp, type TestApp } from '../../test/app'
import { buildApp } from '../app'
import { databaseUnavailable, poolOf } from '../lib/database-connections'
import { DATABASE_RETRY_AFTER_SECONDS } from './errors'

describe('a request that finds no free database connection', () => {
  let t: TestApp
  let busy: ReturnType<typeof createDbClient>
  let app: Awaited<ReturnType<typeof buildApp>>
  const held: pg.PoolClient[] = []

  beforeAll(async () => {
    t = await createTestApp({ demo: true })
    // A second server process on the same database whose pool waits only briefly for a connection.
    busy = createDbClient(poolOf(t.db).options.connectionString as string, { max: 4, connectionWaitMs: 300 })
    app = await buildApp({
      config: t.config,
      db: busy.db,
      jwtSecret: randomBytes(32),
      clock: t.clock,
      logger: false,
    })
    await app.ready()
  })

  afterAll(async () => {
    for (const client of held) client.release()
    await app.close()
    await busy.close()
    await t.close()
  })

  it('is told the service is busy (503, SERVICE_UNAVAILABLE, Retry-After) and can try again once one is free', async () => {
    while (busy.pool.totalCount < 4 || busy.pool.idleCount > 0) held.push(await busy.pool.connect())

    const refused = await app.inject({ method: 'GET', url: '/v2/api/store' })
    expect(refused.statusCode).toBe(503)
    expect(refused.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS))
    expect(refused.json()).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: 'ระบบไม่พร้อมให้บริการชั่วคราว กรุณาลองใหม่ภายหลัง' },
    })

    held.pop()!.release()
    const served = await app.inject({ method: 'GET', url: '/v2/api/store' })
    expect(served.statusCode).toBe(200)
  })
})

describe('what counts as the database being unavailable', () => {
  it('is the pool timing out, or the server refusing connections, also when wrapped as a cause', () => {
    const timedOut = new Error('timeout exceeded when trying to connect')
    expect(databaseUnavailable(timedOut)).toBe(true)
    expect(databaseUnavailable(new Error('Failed query: select 1', { cause: timedOut }))).toBe(true)
    expect(
      databaseUnavailable(Object.assign(new Error('sorry, too many clients already'), { code: '53300' })),
    ).toBe(true)
    expect(
      databaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    ).toBe(true)
  })

  it('is not a failed statement or a broken rule', () => {
    expect(databaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false)
    expect(databaseUnavailable(new Error('something else'))).toBe(false)
    expect(databaseUnavailable('timeout exceeded when trying to connect')).toBe(false)
  })
})
