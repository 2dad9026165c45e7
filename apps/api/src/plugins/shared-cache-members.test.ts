import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, freshAddress, type TestApp } from '../../test/app'
import { createTestEvent, newMember } from '../../test/economy'

// Issue 18: a member's public reads are the page kept for everyone (the shared cache) with the member's own
// fields read for each request. Each read is checked the same way: a change made around the app is not seen (the
// public part came from memory), and after the member's own write their fields are right, the page is read anew,
// and another member's fields are their own.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ demo: true, config: { sharedCacheSeconds: 5 } })
})
afterAll(() => t.close())

type Headers = Record<string, string>
const get = async <T>(url: string, headers: Headers = {}) => {
  const response = await t.app.inject({ method: 'GET', url, headers, remoteAddress: freshAddress() })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as T
}
const post = async (url: string, headers: Headers, payload: object = {}) => {
  const response = await t.app.inject({ method: 'POST', url, headers, payload })
  expect(response.statusCode, response.body).toBeLessThan(300)
  return response.json()
}

type StoreItem = {
  id: string
  name: string
  stock: number
  sold: number
  needsAddress: boolean
  price: string
  limitPerMember: number
  bought: number | null
  canStillBuy: number | null
  availability: string
}

describe("a member's store", () => {
  it('shows their pieces bought after a purchase, on the page kept for everyone', async () => {
    const buyer = await newMember(t, { koin: 1_000_000_00 })
    const other = await newMember(t, { koin: 1_000_000_00 })
    const list = (headers: Headers) => get<{ items: StoreItem[] }>('/v2/api/store?limit=100', headers)
    const gift = (await list(buyer.auth)).items.find(
      (item) => !item.needsAddress && item.limitPerMember > 1 && item.stock > 1,
    )!
    expect(gift).toMatchObject({ bought: 0, canStillBuy: Math.min(gift.limitPerMember, gift.stock) })
    const detail = (headers: Headers) =>
      get<{ data: StoreItem }>(`/v2/api/store/detail?id=${gift.id}`, headers).then((r) => r.data)
    expect(await detail(buyer.auth)).toMatchObject({ bought: 0, stock: gift.stock })

    await t.pool.query(`update store_items set name = name || ' รุ่นใหม่' where id = $1`, [gift.id])
    expect((await list(buyer.auth)).items.find((item) => item.id === gift.id)!.name).toBe(gift.name)
    expect((await detail(buyer.auth)).name).toBe(gift.name)

    await post('/v2/api/store/buy', buyer.auth, { id: gift.id, quantity: 1 })
    const after = {
      stock: gift.stock - 1,
      sold: gift.sold + 1,
      name: `${gift.name} รุ่นใหม่`,
    }
    expect((await list(buyer.auth)).items.find((item) => item.id === gift.id)).toMatchObject({
      ...after,
      bought: 1,
      canStillBuy: Math.min(gift.limitPerMember - 1, gift.stock - 1),
    })
    expect(await detail(buyer.auth)).toMatchObject({ ...after, bought: 1 })
    expect((await list(other.auth)).items.find((item) => item.id === gift.id)).toMatchObject({
      ...after,
      bought: 0,
    })
    expect(await detail(other.auth)).toMatchObject({ ...after, bought: 0 })
    expect(await detail({})).toMatchObject({ ...after, bought: null, canStillBuy: null })
  })

  it("shows a gift the member's koins no longer reach once they spent them", async () => {
    const list = (headers: Headers) => get<{ items: StoreItem[] }>('/v2/api/store?limit=100', headers)
    const visible = (await list({})).items.filter(
      (item) => !item.needsAddress && item.stock > 1 && item.limitPerMember > 1,
    )
    const cheapest = visible.sort((a, b) => Number(a.price) - Number(b.price))[0]!
    const price = Math.round(Number(cheapest.price) * 100)
    // Koins for one piece and a little more: after buying it, the second piece is out of reach.
    const member = await newMember(t, { koin: price + 1 })
    expect((await list(member.auth)).items.find((i) => i.id === cheapest.id)!.availability).not.toBe(
      'koin-short',
    )
    await post('/v2/api/store/buy', member.auth, { id: cheapest.id, quantity: 1 })
    expect((await list(member.auth)).items.find((i) => i.id === cheapest.id)).toMatchObject({
      availability: 'koin-short',
      bought: 1,
    })
  })
})

describe("a member's koin history", () => {
  it('starts with their newest move and counts every move', async () => {
    const member = await newMember(t, { koin: 1_000_000_00 })
    type History = { items: { activity: string; point: string }[]; total: number; pages: number }
    const before = await get<History>('/v2/api/user/koins?limit=10', member.auth)
    expect(before.total).toBe(1)
    const { items } = await get<{ items: StoreItem[] }>('/v2/api/store?limit=100', member.auth)
    const gift = items.find((item) => !item.needsAddress && item.stock > 0)!
    await post('/v2/api/store/buy', member.auth, { id: gift.id, quantity: 1 })
    const after = await get<History>('/v2/api/user/koins?limit=10', member.auth)
    expect(after.total).toBe(2)
    expect(after.items).toHaveLength(2)
    expect(after.items[0]).toMatchObject({ point: `-${gift.price}` })
    expect(after.items[1]).toEqual(before.items[0])
    const beyond = await get<History>('/v2/api/user/koins?limit=10&page=3', member.auth)
    expect(beyond).toMatchObject({ items: [], total: 2 })
    const second = await get<History>('/v2/api/user/koins?limit=1&page=2', member.auth)
    expect(second).toMatchObject({ items: [before.items[0]], total: 2, pages: 2 })
  })
})

describe("a member's home page", () => {
  it('marks the article and the video they liked, and only for them', async () => {
    const member = await newMember(t)
    const other = await newMember(t)
    type Card = { id: number; title: string; liked: boolean; like_count: number }
    type Home = { sections: { articles: { items: Card[] }; videos: { items: Card[] } } }
    const home = (headers: Headers) => get<{ data: Home }>('/v2/api/home', headers).then((r) => r.data)
    const first = await home(member.auth)
    const article = first.sections.articles.items[0]!
    const video = first.sections.videos.items[0]!
    expect([article.liked, video.liked]).toEqual([false, false])
    await t.pool.query(`update videos set title = 'ชื่อแก้ในฐานข้อมูล' where id = $1`, [video.id])
    expect((await home(member.auth)).sections.videos.items[0]!.title).toBe(video.title)

    await post(`/v2/api/video/like?id=${video.id}`, member.auth)
    await post(`/v2/api/post/like?id=${article.id}`, member.auth)
    const theirs = await home(member.auth)
    expect(theirs.sections.videos.items[0]).toMatchObject({
      id: video.id,
      title: 'ชื่อแก้ในฐานข้อมูล',
      liked: true,
      like_count: video.like_count + 1,
    })
    expect(theirs.sections.articles.items[0]).toMatchObject({ id: article.id, liked: true })
    expect(theirs.sections.articles.items.slice(1).every((card) => !card.liked)).toBe(true)
    const others = await home(other.auth)
    expect(others.sections.videos.items[0]).toMatchObject({ id: video.id, liked: false })
    expect(others.sections.articles.items[0]).toMatchObject({ id: article.id, liked: false })
  })
})

describe("a member's home premiums", () => {
  it('are the list kept for everyone, read anew after a write', async () => {
    const member = await newMember(t)
    type Premium = { id: string; name: string }
    const premiums = () => get<{ data: Premium[] }>('/v2/api/home/premiums', member.auth).then((r) => r.data)
    const [first] = await premiums()
    await t.pool.query(`update store_items set name = 'ชื่อแก้ในฐานข้อมูล' where id = $1`, [first!.id])
    expect((await premiums())[0]!.name).toBe(first!.name)
    // Any write forgets what was kept.
    await post('/v2/api/video/like?id=1', member.auth)
    expect((await premiums())[0]!.name).toBe('ชื่อแก้ในฐานข้อมูล')
  })
})

describe("a member's upcoming events", () => {
  it('show the seat they took, while the events are kept for everyone', async () => {
    const event = await createTestEvent(t, { seats: 5, startsIn: 2 * 24 * 3_600_000 })
    const member = await newMember(t)
    const other = await newMember(t)
    type Event = { id: string; title: string; joined: boolean | null; seatsRemaining: number }
    const upcoming = (headers: Headers) =>
      get<{ data: { events: Event[] } }>('/v2/api/event/upcoming', headers).then((r) =>
        r.data.events.find((e) => e.id === event.id)!,
      )
    expect(await upcoming(member.auth)).toMatchObject({ joined: false, seatsRemaining: 5 })
    await t.pool.query(`update events set title = 'ชื่อแก้ในฐานข้อมูล' where id = $1`, [event.id])
    expect((await upcoming(member.auth)).title).toBe(event.title)

    await post(`/v2/api/event/join?id=${event.id}`, member.auth)
    const after = { title: 'ชื่อแก้ในฐานข้อมูล', seatsRemaining: 4 }
    expect(await upcoming(member.auth)).toMatchObject({ ...after, joined: true })
    expect(await upcoming(other.auth)).toMatchObject({ ...after, joined: false })
    expect(await upcoming({})).toMatchObject({ ...after, joined: null })
  })
})

describe("a member's videos", () => {
  it('show the video they liked, while the page is kept for everyone', async () => {
    const member = await newMember(t)
    const other = await newMember(t)
    type Video = { id: number; title: string; liked: boolean; like_count: number }
    const videos = (headers: Headers) =>
      get<{ items: Video[] }>('/v2/api/video?limit=12', headers).then((r) => r.items)
    const [first] = await videos(member.auth)
    expect(first!.liked).toBe(false)
    await t.pool.query(`update videos set title = 'ชื่อแก้ในฐานข้อมูล' where id = $1`, [first!.id])
    expect((await videos(member.auth))[0]!.title).toBe(first!.title)

    await post(`/v2/api/video/like?id=${first!.id}`, member.auth)
    const after = { id: first!.id, title: 'ชื่อแก้ในฐานข้อมูล', like_count: first!.like_count + 1 }
    expect((await videos(member.auth))[0]).toMatchObject({ ...after, liked: true })
    expect((await videos(other.auth))[0]).toMatchObject({ ...after, liked: false })
    expect((await videos({}))[0]).toMatchObject({ ...after, liked: false })
  })
})

describe("a member's article", () => {
  it('shows their answer and summary after they gave them, and only to them', async () => {
    const member = await newMember(t)
    const other = await newMember(t)
    const [card] = await get<{ data: { id: number }[] }>('/v2/api/home/posts').then((r) => r.data)
    type Shown = {
      title: string
      answer: { choice: number } | null
      summary: { text: string } | null
      liked: boolean
    }
    const show = (headers: Headers) =>
      get<{ data: Shown }>(`/v2/api/post/show?id=${card!.id}`, headers).then((r) => r.data)
    const first = await show(member.auth)
    expect(first).toMatchObject({ answer: null, summary: null, liked: false })
    await t.pool.query(`update posts set title = 'ชื่อแก้ในฐานข้อมูล' where id = $1`, [card!.id])
    expect((await show(member.auth)).title).toBe(first.title)

    const text = 'ได้เรียนรู้ว่าควรออมก่อนใช้ ตั้งเป้าหมายชัดเจน และแบ่งเงินทันทีที่ได้รับ'
    await post('/v2/api/post/answer', member.auth, { id: card!.id, choice: 0 })
    await post('/v2/api/post/summarize', member.auth, { id: card!.id, text })
    await post(`/v2/api/post/like?id=${card!.id}`, member.auth)
    expect(await show(member.auth)).toMatchObject({
      title: 'ชื่อแก้ในฐานข้อมูล',
      answer: { choice: 0 },
      summary: { text },
      liked: true,
    })
    expect(await show(other.auth)).toMatchObject({
      title: 'ชื่อแก้ในฐานข้อมูล',
      answer: null,
      summary: null,
      liked: false,
    })
  })

  it("records the member's first read of an article once, however often they read it", async () => {
    const member = await newMember(t)
    const [, card] = await get<{ data: { id: number }[] }>('/v2/api/home/posts').then((r) => r.data)
    for (let i = 0; i < 3; i += 1) await get(`/v2/api/post/show?id=${card!.id}`, member.auth)
    const { rows } = await t.pool.query(
      `select (select count(*)::int from article_reads where user_id = $1 and post_id = $2) as reads,
              (select count(*)::int from member_activities
                where user_id = $1 and kind = 'post.read' and ref_id = $2::text) as activities`,
      [member.id, card!.id],
    )
    expect(rows[0]).toEqual({ reads: 1, activities: 1 })
  })
})
