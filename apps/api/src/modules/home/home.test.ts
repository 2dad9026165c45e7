import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
    expect(sections.premiums).toEqual({ categories: [], items: [] })
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

  it('answers an empty list of premiums until the store has items, never made-up ones', async () => {
    const response = await get('/v2/api/home/premiums?category=gadget')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ data: [] })
  })

  it('personalises articles with a token', async () => {
    const member = await registerMember(t.app)
    const [first] = (await get('/v2/api/home/posts')).json().data
    await t.app.inject({ method: 'POST', url: `/v2/api/post/like?id=${first.id}`, headers: member.auth })
    const [again] = (await get('/v2/api/home/posts', member.auth)).json().data
    expect(again).toMatchObject({ id: first.id, liked: true })
  })
})
