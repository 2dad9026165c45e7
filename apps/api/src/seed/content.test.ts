import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { posts } from '@klass/db/schema/posts'
import { createTestApp, type TestApp } from '../../test/app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ demo: true })
})
afterAll(() => t.close())

describe('the Thai demo content', () => {
  it('has at least 30 articles across the five clubs, each with a cover and a question', async () => {
    const articles = await t.db
      .select()
      .from(posts)
      .where(and(isNull(posts.authorId), isNull(posts.heroId), eq(posts.status, 'published')))
    const clubs = articles.filter((a) => a.type !== 'guide')
    expect(clubs.length).toBeGreaterThanOrEqual(30)
    for (const club of ['hit', 'biz-master', 'smart-society', 'play-yard', 'greenery']) {
      expect(clubs.filter((a) => a.type === club).length).toBeGreaterThanOrEqual(6)
    }
    for (const article of clubs) {
      expect(article.coverImage).toMatch(/^public\/demo\/covers\/[a-z0-9-]+\.svg$/)
      expect(article.questionChoices!.length).toBeGreaterThanOrEqual(3)
      expect(article.questionAnswer).toBeLessThan(article.questionChoices!.length)
      expect(article.content).toContain('<p>')
    }
    expect(articles.filter((a) => a.type === 'guide')).toHaveLength(1)
  })

  it('finds a demo article by a Thai word inside its text', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/v2/api/post/search?keyword=${encodeURIComponent('การออม')}`,
    })
    expect(response.json().total).toBeGreaterThan(0)
  })

  it('serves the illustrations as SVG with nothing that could run, under a policy that forbids running anything', async () => {
    const [article] = (
      await t.app.inject({ method: 'GET', url: '/v2/api/post/detail?type=hit&limit=1' })
    ).json().items
    const home = (await t.app.inject({ method: 'GET', url: '/v2/api/home' })).json().data
    const urls = [
      article.cover_image,
      home.banners[0].image,
      home.sections.videos.items[0].thumbnail,
      home.sections.superheroes.items[0].avatar,
    ]
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toContain('image/svg+xml')
      expect(response.headers['content-security-policy']).toContain("default-src 'none'")
      expect(response.headers['content-security-policy']).toContain('sandbox')
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.body).not.toMatch(/<script|on[a-z]+=|javascript:|href=|<foreignObject|<image/i)
    }
  })

  it('keeps the demo member’s earlier answer, so the same article cannot pay twice', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'demo@klass.test', password: 'Klass-demo-2026' },
    })
    const auth = { authorization: `Bearer ${login.json().access_token}` }
    const [post] = await t.db.select().from(posts).where(eq(posts.title, 'ออมเงินวันละ 20 บาท ครบปีได้เท่าไร'))
    const shown = await t.app.inject({
      method: 'GET',
      url: `/v2/api/post/show?id=${post!.id}`,
      headers: auth,
    })
    expect(shown.json().data).toMatchObject({ liked: true, answer: { correct: true, koin: '12.50' } })
    const again = await t.app.inject({
      method: 'POST',
      url: '/v2/api/post/answer',
      headers: auth,
      payload: { id: post!.id, choice: 1 },
    })
    expect(again.statusCode).toBe(409)
  })
})
