import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, registerMember, type TestApp } from '../../test/app'
import { createTestEvent } from '../../test/economy'
import { buildApp } from '../app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ demo: true, config: { sharedCacheSeconds: 5 } })
})
afterAll(() => t.close())

const upcoming = (app = t.app, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/v2/api/event/upcoming', headers })
const seatsOf = (body: string, id: string) =>
  (JSON.parse(body) as { data: { events: { id: string; seatsRemaining: number }[] } }).data.events.find(
    (e) => e.id === id,
  )?.seatsRemaining

describe('the shared cache of public reads', () => {
  it('answers a visitor from memory until a write changes what they read', async () => {
    const event = await createTestEvent(t, { seats: 5, startsIn: 2 * 24 * 3_600_000 })
    const first = await upcoming()
    expect(first.headers['x-cache']).toBeUndefined()
    const second = await upcoming()
    expect(second.headers['x-cache']).toBe('hit')
    expect(second.body).toBe(first.body)
    expect(second.headers.etag).toBe(first.headers.etag)
    expect(second.headers.vary).toBe('Authorization')

    const member = await registerMember(t.app)
    const joined = await t.app.inject({
      method: 'POST',
      url: `/v2/api/event/join?id=${event.id}`,
      headers: member.auth,
    })
    expect(joined.statusCode).toBe(200)
    const after = await upcoming()
    expect(after.headers['x-cache']).toBeUndefined()
    expect(seatsOf(after.body, event.id)).toBe(4)
  })

  it('never shares what a member reads', async () => {
    const member = await registerMember(t.app)
    await upcoming(t.app, member.auth)
    const again = await upcoming(t.app, member.auth)
    expect(again.headers['x-cache']).toBeUndefined()
    expect(again.headers['cache-control']).toBe('no-store')
  })

  it('keeps nothing from a HEAD request, whose answer has no body', async () => {
    const url = '/v2/api/superQuest/rules'
    const head = await t.app.inject({ method: 'HEAD', url })
    expect(head.statusCode).toBe(200)
    const get = await t.app.inject({ method: 'GET', url })
    expect(get.headers['x-cache']).toBeUndefined()
    expect(get.json()).toMatchObject({ data: expect.anything() })
  })

  it('answers 304 to a browser that already has the answer', async () => {
    const first = await upcoming()
    const revalidated = await upcoming(t.app, { 'if-none-match': String(first.headers.etag) })
    expect(revalidated.statusCode).toBe(304)
    expect(revalidated.body).toBe('')
  })

  it('does not share a read that counts something (a post read)', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/v2/api/post/detail?type=hit&page=1' })
    const id = (list.json() as { items: { id: number }[] }).items[0]!.id
    const reads = async () => {
      const r = await t.app.inject({ method: 'GET', url: `/v2/api/post/show?id=${id}` })
      return (r.json() as { data: { read_count: number } }).data.read_count
    }
    const before = await reads()
    expect(await reads()).toBe(before + 1)
  })

  it('is emptied by a write another server process made on the same database', async () => {
    const other = await buildApp({
      config: t.config,
      db: t.db,
      jwtSecret: randomBytes(32),
      clock: t.clock,
      logger: false,
    })
    try {
      await other.ready()
      const event = await createTestEvent(t, { seats: 9, startsIn: 2 * 24 * 3_600_000 })
      await upcoming()
      expect((await upcoming()).headers['x-cache']).toBe('hit')

      const member = await registerMember(other)
      await other.inject({ method: 'POST', url: `/v2/api/event/join?id=${event.id}`, headers: member.auth })
      // PostgreSQL delivers the notice between statements: give it a moment.
      let after = await upcoming()
      for (let i = 0; i < 20 && after.headers['x-cache'] === 'hit'; i += 1) {
        await new Promise((r) => setTimeout(r, 50))
        after = await upcoming()
      }
      expect(after.headers['x-cache']).toBeUndefined()
      expect(seatsOf(after.body, event.id)).toBe(8)
    } finally {
      await other.close()
    }
  })
})
