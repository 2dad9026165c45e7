import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '@klass/db/demo/members'
import { createTestApp, freshAddress, type TestApp } from '../../../test/app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ demo: true })
})
afterAll(() => t.close())

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })

describe('super hero (public)', () => {
  it('shows the years, the newest year’s heroes and the latest talks', async () => {
    const response = await get('/v2/api/superhero')
    expect(response.statusCode).toBe(200)
    const data = response.json().data
    expect(data.years).toEqual([
      { year: 2026, count: 3 },
      { year: 2025, count: 3 },
    ])
    expect(data.heroes).toHaveLength(3)
    expect(data.heroes.every((h: { year: number }) => h.year === 2026)).toBe(true)
    expect(data.heroes[0]).toMatchObject({ avatar: expect.stringMatching(/^\/uploads\/demo\/superheroes\//) })
    expect(data.latest_talks.length).toBeGreaterThan(0)
    expect(data.latest_talks[0]).toMatchObject({ type: 'superhero-talk', author: { kind: 'superhero' } })
  })

  it('lists heroes by year in pages', async () => {
    const page = await get('/v2/api/superhero/users?year=2025&page=1&limit=2')
    expect(page.json()).toMatchObject({ total: 3, page: 1, pages: 2 })
    expect(page.json().items).toHaveLength(2)
    const all = await get('/v2/api/superhero/users?limit=10')
    expect(all.json().total).toBe(6)
    expect(all.json().items[0].year).toBe(2026)
    expect((await get('/v2/api/superhero/users?year=2569')).statusCode).toBe(400)
    expect((await get('/v2/api/superhero/users?year=1999')).json().error.details.fields[0].field).toBe(
      'querystring.year',
    )
  })

  it("lists every talk, or one hero's talks with talk = hero id", async () => {
    const all = await get('/v2/api/superhero/posts?page=1&limit=50')
    expect(all.json().total).toBe(8)
    const heroes = (await get('/v2/api/superhero/users?limit=10')).json().items as {
      id: number
      talk_count: number
    }[]
    const withTwo = heroes.find((h) => h.talk_count === 2)!
    const theirs = await get(`/v2/api/superhero/posts?talk=${withTwo.id}`)
    expect(theirs.json().total).toBe(2)
    expect(
      theirs.json().items.every((p: { author: { id: string } }) => p.author.id === String(withTwo.id)),
    ).toBe(true)
    expect((await get('/v2/api/superhero/posts?talk=987654')).json().error.code).toBe('SUPERHERO_NOT_FOUND')
  })

  it("tells a hero's story with their achievements and talks, and answers 404 for nobody", async () => {
    const [hero] = (await get('/v2/api/superhero/users?year=2026&limit=1')).json().items
    const response = await get(`/v2/api/superhero/detail?id=${hero.id}`)
    expect(response.statusCode).toBe(200)
    const data = response.json().data
    expect(data).toMatchObject({ id: hero.id, name: hero.name, year: 2026 })
    expect(data.story.length).toBeGreaterThan(0)
    expect(data.achievements.length).toBeGreaterThan(0)
    expect(data.talks).toHaveLength(data.talk_count)
    expect((await get('/v2/api/superhero/detail?id=987654')).statusCode).toBe(404)
    expect((await get('/v2/api/superhero/detail')).statusCode).toBe(400)
  })

  it('personalises talks for a member who liked one', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'demo@klass.test', password: DEMO_PASSWORD },
      remoteAddress: freshAddress(),
    })
    const auth = { authorization: `Bearer ${login.json().access_token}` }
    const [talk] = (await get('/v2/api/superhero/posts?limit=1')).json().items
    await t.app.inject({ method: 'POST', url: `/v2/api/post/like?id=${talk.id}`, headers: auth })
    const [again] = (await get('/v2/api/superhero/posts?limit=1', auth)).json().items
    expect(again).toMatchObject({ id: talk.id, liked: true })
  })
})
