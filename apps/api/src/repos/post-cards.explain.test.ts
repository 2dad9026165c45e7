import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postOrders, type PostOrder, type PostType } from '@klass/contract/posts'
import { sql, type SQLWrapper } from 'drizzle-orm'
import type { Executor } from '@klass/db/client'
import { createTestApp, type TestApp } from '../../test/app'
import { keywordCondition } from '../modules/posts/posts.repo'
import { nodesOfExplained, planNodes, type PlanNode } from '../../test/plans'
import {
  boundedCount,
  keywordMatches,
  keywordProbe,
  pageKeywordCards,
  postOrderBy,
  publishedOfTypes,
  SEARCH_PROBE,
  selectPostCards,
  throughTrigrams,
} from './post-cards.repo'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  // Many posts, as years of members writing make: most published, some drafts, likes spread unevenly.
  await t.pool.query(`
    insert into posts (type, status, title, slug, description, content, search_text, like_count, read_count,
      created_at, updated_at, published_at)
    select (array['hit','biz-master','smart-society','play-yard','greenery'])[1 + i % 5],
      case when i % 10 = 0 then 'draft' else 'published' end,
      'โพสต์ที่ ' || i, 'post-' || i, 'คำอธิบาย', '<p>เนื้อหา</p>', 'โพสต์ที่ ' || i,
      (i::bigint * 7919) % 500, (i::bigint * 104729) % 10000,
      now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval,
      case when i % 10 = 0 then null else now() - (i || ' minutes')::interval end
    from generate_series(1, 40000) as i`)
  // A rare word in three old posts, and a word in every twentieth post.
  await t.pool.query(
    `update posts set search_text = search_text || ' คำหายาก' where slug in ('post-39001', 'post-39011', 'post-39021')`,
  )
  await t.pool.query(`update posts set search_text = search_text || ' ดอกเบี้ย' where id % 20 = 1`)
  await t.pool.query('analyze posts')
})
afterAll(() => t.close())

/** PostgreSQL's plan of a page of post cards, as the list calls ask for it. */
async function planOf(types: readonly PostType[], order: PostOrder, page: number) {
  const query = selectPostCards(t.db, null)
    .where(publishedOfTypes(types))
    .orderBy(...postOrderBy(order))
    .limit(12)
    .offset((page - 1) * 12)
    .toSQL()
  const { rows } = await t.pool.query(`explain (format json) ${query.sql}`, query.params)
  return nodesOfExplained(rows)
}

describe('a page of post cards with 40,000 posts', () => {
  const cases = [
    ['every club', ['hit', 'biz-master', 'smart-society', 'play-yard', 'greenery']],
    ['one club', ['biz-master']],
  ] as const
  for (const [label, types] of cases) {
    for (const order of postOrders) {
      it(`reads ${label}, ${order}, in the order of an index: no sequential scan, no sort`, async () => {
        for (const page of [1, 40]) {
          const nodes = await planOf(types, order, page)
          const overPosts = nodes.filter((n) => n['Relation Name'] === 'posts')
          expect(overPosts.map((n) => n['Node Type'])).not.toContain('Seq Scan')
          expect(nodes.map((n) => n['Node Type'])).not.toContain('Sort')
        }
      })
    }
  }
})

/** What PostgreSQL read from posts to run a query on `db`: rows it kept and rows it looked at and put aside. */
async function rowsReadFromPosts(db: Executor, query: SQLWrapper) {
  const { rows } = await db.execute<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    sql`explain (analyze, format json) ${query}`,
  )
  const nodes = planNodes(rows[0]!['QUERY PLAN'][0].Plan)
  const overPosts = nodes.filter((n) => n['Relation Name'] === 'posts')
  const read = overPosts.reduce(
    (sum, n) =>
      sum +
      (n['Actual Rows'] ?? 0) +
      (n['Rows Removed by Filter'] ?? 0) +
      (n['Rows Removed by Index Recheck'] ?? 0),
    0,
  )
  return { nodes, read }
}

const clubs = ['hit', 'biz-master', 'smart-society', 'play-yard', 'greenery'] as const
const keyword = (word: string) => ({
  types: clubs,
  match: keywordCondition(word, 'all'),
  order: 'newest' as const,
  page: 1,
  limit: 12,
  viewerId: null,
  atMost: 1000,
})

describe('a keyword search in 40,000 posts', () => {
  it('finds a word that is in every post, in every twentieth, and in three old ones, with their counts', async () => {
    const common = await pageKeywordCards(t.db, t.app.ctx.storage, keyword('โพสต์'))
    expect(common).toMatchObject({ total: 1000, pages: 84 })
    // The newest published posts (every tenth post is a draft).
    expect(common.items.map((card) => card.slug)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13].map((i) => `post-${i}`),
    )
    const some = await pageKeywordCards(t.db, t.app.ctx.storage, { ...keyword('ดอกเบี้ย'), page: 3 })
    expect(some.total).toBe(1000)
    expect(some.items).toHaveLength(12)
    const rare = await pageKeywordCards(t.db, t.app.ctx.storage, keyword('คำหายาก'))
    expect(rare).toMatchObject({ total: 3, pages: 1 })
    expect(rare.items.map((card) => card.slug)).toEqual(['post-39001', 'post-39011', 'post-39021'])
  })

  it(`looks through at most the first ${SEARCH_PROBE} posts of the list, in the order of its index`, async () => {
    const { nodes, read } = await rowsReadFromPosts(t.db, keywordProbe(t.db, keyword('คำหายาก')))
    expect(nodes.map((n) => n['Node Type'])).not.toContain('Seq Scan')
    expect(nodes.map((n) => n['Node Type'])).not.toContain('Sort')
    expect(read).toBeLessThanOrEqual(SEARCH_PROBE)
  })

  it('counts a word past the first posts through the trigram index, reading no more than it counts', async () => {
    for (const [word, found] of [
      ['คำหายาก', 3],
      ['ดอกเบี้ย', 1000],
    ] as const) {
      const { nodes, read } = await throughTrigrams(t.db, (tx) =>
        rowsReadFromPosts(tx, boundedCount(tx, keywordMatches(keyword(word)), 1000)),
      )
      expect(nodes.map((n) => n['Index Name'])).toContain('posts_search_trgm_idx')
      expect(nodes.map((n) => n['Node Type'])).not.toContain('Seq Scan')
      // The bitmap's pages are checked until the count is reached (a page holds a few dozen posts).
      expect(read, word).toBeLessThanOrEqual(found + 200)
    }
  })
})
