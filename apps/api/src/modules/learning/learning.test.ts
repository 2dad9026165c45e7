import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { learningPaths } from '@klass/contract/learning'
import { postPaths } from '@klass/contract/posts'
import { demoLearningPaths } from '@klass/db/demo/learning'
import { demoArticles } from '@klass/db/demo/posts'
import { memberActivities } from '@klass/db/schema/core'
import { createTestApp, type TestApp } from '../../../test/app'
import { newMember } from '../../../test/economy'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ demo: true, start: new Date('2026-11-18T07:00:00Z') })
})
afterAll(async () => {
  await t.close()
})

type Auth = Record<string, string>
type Article = { id: number; title: string; done: boolean }
type Unit = { number: number; title: string; articles: Article[]; done: number; total: number }
type Path = { member: boolean; units: Unit[]; done: number; total: number; next: Article | null }

async function pathOf(club: string, auth?: Auth): Promise<Path> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${learningPaths.path}?club=${club}`,
    headers: auth ?? {},
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data as Path
}

async function read(id: number, auth?: Auth) {
  const response = await t.app.inject({
    method: 'GET',
    url: `${postPaths.show}?id=${id}`,
    headers: auth ?? {},
  })
  expect(response.statusCode, response.body).toBe(200)
}

const titleOf = (key: string) => demoArticles.find((a) => a.key === key)!.title

describe("a club's learning path", () => {
  it('lists the demo units of every club in order, each article in its place, for a visitor with nothing done', async () => {
    for (const [club, units] of Object.entries(demoLearningPaths)) {
      const path = await pathOf(club)
      expect(path.member).toBe(false)
      expect(path.units.map((u) => u.title)).toEqual(units.map((u) => u.title))
      expect(path.units.map((u) => u.articles.map((a) => a.title))).toEqual(
        units.map((u) => u.articles.map(titleOf)),
      )
      expect(path.units.map((u) => u.number)).toEqual(units.map((_, i) => i + 1))
      expect(path.done).toBe(0)
      expect(path.total).toBe(units.flatMap((u) => u.articles).length)
      expect(path.next?.title).toBe(titleOf(units[0]!.articles[0]!))
    }
  })

  it('counts an article done once the member reads it, moves the next article on and counts each unit', async () => {
    const member = await newMember(t)
    const before = await pathOf('hit', member.auth)
    expect(before.member).toBe(true)
    const [first, second] = before.units[0]!.articles
    await read(first!.id, member.auth)
    await read(first!.id, member.auth)

    const after = await pathOf('hit', member.auth)
    expect(after.done).toBe(1)
    expect(after.units[0]).toMatchObject({ done: 1, total: 3 })
    expect(after.units[0]!.articles.map((a) => a.done)).toEqual([true, false, false])
    expect(after.next?.id).toBe(second!.id)

    // Another member's path and a visitor's are untouched.
    expect((await pathOf('hit', (await newMember(t)).auth)).done).toBe(0)
    expect((await pathOf('hit')).done).toBe(0)
  })

  it('shows the first unread article as next, even when later ones were read first, and none once all are read', async () => {
    const member = await newMember(t)
    const articles = (await pathOf('greenery', member.auth)).units.flatMap((u) => u.articles)
    for (const article of articles.slice(1)) await read(article.id, member.auth)
    expect((await pathOf('greenery', member.auth)).next?.id).toBe(articles[0]!.id)
    await read(articles[0]!.id, member.auth)
    const done = await pathOf('greenery', member.auth)
    expect(done.done).toBe(articles.length)
    expect(done.next).toBeNull()
    expect(done.units.every((u) => u.done === u.total)).toBe(true)
  })

  it('records a post.read activity once per article, so the SUPERQUEST reading mission counts distinct articles', async () => {
    const member = await newMember(t)
    const [article] = (await pathOf('smart-society', member.auth)).units[0]!.articles
    await read(article!.id, member.auth)
    t.clock.advance(2 * 24 * 60 * 60 * 1000)
    try {
      await read(article!.id, await member.reauth())
    } finally {
      t.clock.advance(-2 * 24 * 60 * 60 * 1000)
    }
    const rows = await t.db
      .select()
      .from(memberActivities)
      .where(and(eq(memberActivities.userId, member.id), eq(memberActivities.kind, 'post.read')))
    expect(rows.map((r) => r.refId)).toEqual([String(article!.id)])
  })

  it('answers an unknown club with the 400 envelope in Thai', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${learningPaths.path}?club=unknown` })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('VALIDATION_FAILED')
    expect(response.json().error.message).toMatch(/[\u0E00-\u0E7F]/)
  })
})
