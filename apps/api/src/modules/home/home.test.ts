import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storeItems } from '@klass/db/schema/store'
import { createTestApp, registerMember, type TestApp } from '../../../test/app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ demo: true })
})
afterAll(() => t.close())

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })

describe('home (public)', () => {
  it('answers the banners and the sections: articles by category, premiums, videos and super heroes', async () => {
    const response = await get('/v2/api/home')
    expect(response.statusCode).toBe(200)
    const { banners, sections } = response.json().data
    expect(banners).toHaveLength(3)
    expect(banners[0]).toMatchObject({ title: 'อ่านจบ ตอบถูก รับ koin', link: '/club/hit' })
    expect(banners[0].image).toMatch(/^\/uploads\/demo\/banners\/.+\.svg$/)
    expect(sections.articles.categories.map((c: { type: string }) => c.type)).toEqual([
      'hit',
      'biz-master',
      'smart-society',
      'play-yard',
      'greenery',
    ])
    expect(sections.articles.items).toHaveLength(8)
    expect(sections.articles.items[0].type).not.toBe('guide')
    expect(sections.premiums.categories).toEqual([
      { id: 'digital-voucher', name: expect.any(String) },
      { id: 'physical-gift', name: expect.any(String) },
      { id: 'premium', name: expect.any(String) },
      { id: 'event-voucher', name: expect.any(String) },
    ])
    expect(sections.premiums.items).toHaveLength(8)
    expect(sections.premiums.items[0]).toMatchObject({ koin: expect.stringMatching(/^\d+\.\d{2}$/) })
    expect(sections.videos.items).toHaveLength(4)
    expect(sections.superheroes.items.every((h: { year: number }) => h.year === 2026)).toBe(true)
  })

  it('lists the newest articles of one category', async () => {
    const response = await get('/v2/api/home/posts?category=greenery')
    expect(response.statusCode).toBe(200)
    const items = response.json().data
    expect(items.length).toBe(6)
    expect(items.every((p: { type: string }) => p.type === 'greenery')).toBe(true)
    const dates = items.map((p: { published_at: string }) => p.published_at)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect((await get('/v2/api/home/posts?category=casino')).statusCode).toBe(400)
  })

  it('lists the store gifts of one category that are still on sale, and refuses an unknown category', async () => {
    const [first] = (await get('/v2/api/home/premiums?category=premium')).json().data
    expect(first).toMatchObject({ category: 'premium', image: expect.stringMatching(/^\/uploads\//) })
    const store = (await get('/v2/api/store?type=premium&limit=50')).json().items
    expect(store.map((item: { id: string }) => item.id)).toContain(first.id)

    await t.db.update(storeItems).set({ stockRemaining: 0 }).where(eq(storeItems.id, first.id))
    const after = (await get('/v2/api/home/premiums?category=premium')).json().data
    expect(after.every((item: { category: string }) => item.category === 'premium')).toBe(true)
    expect(after.map((item: { id: string }) => item.id)).not.toContain(first.id)

    const unknown = await get('/v2/api/home/premiums?category=gadget')
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.code).toBeDefined()
  })

  it('personalises articles with a token', async () => {
    const member = await registerMember(t.app)
    const [first] = (await get('/v2/api/home/posts')).json().data
    await t.app.inject({ method: 'POST', url: `/v2/api/post/like?id=${first.id}`, headers: member.auth })
    const [again] = (await get('/v2/api/home/posts', member.auth)).json().data
    expect(again).toMatchObject({ id: first.id, liked: true })
  })
})
