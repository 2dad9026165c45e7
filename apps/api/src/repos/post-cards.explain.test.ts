import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postOrders, type PostOrder, type PostType } from '@klass/contract/posts'
import { createTestApp, type TestApp } from '../../test/app'
import { postOrderBy, publishedOfTypes, selectPostCards } from './post-cards.repo'

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
  await t.pool.query('analyze posts')
})
afterAll(() => t.close())

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] }
function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)]
}

/** PostgreSQL's plan of a page of post cards, as the list calls ask for it. */
async function planOf(types: readonly PostType[], order: PostOrder, page: number) {
  const query = selectPostCards(t.db, null)
    .where(publishedOfTypes(types))
    .orderBy(...postOrderBy(order))
    .limit(12)
    .offset((page - 1) * 12)
    .toSQL()
  const { rows } = await t.pool.query(`explain (format json) ${query.sql}`, query.params)
  return nodesOf((rows[0]['QUERY PLAN'] as [{ Plan: PlanNode }])[0].Plan)
}

describe('a page of post cards with 40,000 posts', () => {
  const cases = [
    ['every club', ['hit', 'biz-master', 'smart-society', 'play-yard', 'greenery']],
    ['one club', ['biz-master']],
  ] as const
  for (const [label, types] of cases) {
    for (const order of postOrders.filter((o) => o !== 'most_read')) {
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
