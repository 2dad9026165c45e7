import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, freshAddress, registerMember, startAnotherServer, type TestApp } from '../../test/app'
import { createTestEvent } from '../../test/economy'

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
      const r = await t.app.inject({
        method: 'GET',
        url: `/v2/api/post/show?id=${id}`,
        remoteAddress: freshAddress(),
      })
      return (r.json() as { data: { read_count: number } }).data.read_count
    }
    const before = await reads()
    expect(await reads()).toBe(before + 1)
  })

  it("keeps a post's page for everyone, yet counts every read and shows each member their own like", async () => {
    const list = await t.app.inject({ method: 'GET', url: '/v2/api/post/detail?type=biz-master&page=1' })
    const id = (list.json() as { items: { id: number }[] }).items[0]!.id
    type Shown = { read_count: number; like_count: number; liked: boolean; related: { liked: boolean }[] }
    // Each visitor reads from an address of their own: a reader counts once a day.
    const show = async (headers: Record<string, string> = {}) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/v2/api/post/show?id=${id}`,
          headers,
          remoteAddress: freshAddress(),
        })
      ).json().data as Shown
    const member = await registerMember(t.app)
    const first = await show()
    // The page is kept: the database is not asked for it again, but the read is counted.
    await t.pool.query(`update posts set title = 'แก้ตรงในฐานข้อมูล' where id = $1`, [id])
    const second = await show()
    expect(second).toMatchObject({ ...first, read_count: first.read_count + 1 })
    expect(await show(member.auth)).toMatchObject({ liked: false, read_count: first.read_count + 2 })

    const liked = await t.app.inject({
      method: 'POST',
      url: `/v2/api/post/like?id=${id}`,
      headers: member.auth,
    })
    expect(liked.statusCode).toBe(200)
    const theirs = await show(member.auth)
    expect(theirs).toMatchObject({ liked: true, like_count: first.like_count + 1, title: 'แก้ตรงในฐานข้อมูล' })
    expect(await show()).toMatchObject({ liked: false, like_count: first.like_count + 1 })
  })

  it('keeps the home page for everyone and marks on it what each member likes', async () => {
    type Home = { sections: { articles: { items: { id: number; liked: boolean; like_count: number }[] } } }
    const home = async (headers: Record<string, string> = {}) =>
      ((await t.app.inject({ method: 'GET', url: '/v2/api/home', headers })).json() as { data: Home }).data
    const fan = await registerMember(t.app)
    const other = await registerMember(t.app)
    const [first] = (await home(fan.auth)).sections.articles.items
    const liked = await t.app.inject({
      method: 'POST',
      url: `/v2/api/post/like?id=${first!.id}`,
      headers: fan.auth,
    })
    expect(liked.statusCode).toBe(200)

    const theirs = (await home(fan.auth)).sections.articles.items.find((item) => item.id === first!.id)
    expect(theirs).toMatchObject({ liked: true, like_count: first!.like_count + 1 })
    // Kept now: a change made around the app is not seen, yet each member still sees only their own likes.
    await t.pool.query('update posts set like_count = like_count + 100 where id = $1', [first!.id])
    const forOther = (await home(other.auth)).sections.articles.items.find((item) => item.id === first!.id)
    expect(forOther).toMatchObject({ liked: false, like_count: first!.like_count + 1 })
    const forVisitor = (await home()).sections.articles.items.find((item) => item.id === first!.id)
    expect(forVisitor).toMatchObject({ liked: false, like_count: first!.like_count + 1 })
  })

  it('is emptied by a write another server process made on the same database', async () => {
    const other = await startAnotherServer(t)
    try {
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
