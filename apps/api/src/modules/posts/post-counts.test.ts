import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postReadTallies, posts } from '@klass/db/schema/posts'
import { loginAs } from '../../../test/economy'
import { createTestApp, freshAddress, registerMember, type TestApp } from '../../../test/app'
import { derivePostFields } from '../../lib/post-content'
import { READS_FOLDED_AT } from './read-counter'
import { SEARCH_MATCHES_COUNTED } from './pages-for-everyone'

// Issue 18: a club's totals and tags are kept as counts, reads are tallied beside the post, and a search's
// matches are counted up to a bound, so that none of these costs the whole table as posts grow.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type Member = Awaited<ReturnType<typeof registerMember>>

const uniqueWord = () => `คำนับ${randomBytes(4).toString('hex')}`

async function publishedPost(
  fields: { type?: string; tags?: string[]; status?: 'draft' | 'published' } = {},
) {
  const derived = derivePostFields({
    title: `นับให้ถูก ${uniqueWord()}`,
    content: '<p>เนื้อหาสำหรับนับจำนวนโพสต์</p>',
    tags: fields.tags ?? [],
  })
  const status = fields.status ?? 'published'
  const [row] = await t.db
    .insert(posts)
    .values({
      ...derived,
      type: fields.type ?? 'greenery',
      status,
      publishedAt: status === 'published' ? t.clock.now() : null,
    })
    .returning()
  return row!
}

/** The counts the trigger keeps, beside a recount of the posts themselves. */
async function countsAndRecount() {
  const [kept, recount] = await Promise.all([
    t.pool.query(`
      select 'type' as kind, type, '' as tag, posts from post_type_counts where posts <> 0
      union all select 'tag', type, tag, posts from post_tag_counts
      order by 1, 2, 3`),
    t.pool.query(`
      select 'type' as kind, type, '' as tag, count(*)::int as posts from posts where status = 'published' group by type
      union all
      select 'tag', p.type, x.tag, count(*)::int from posts p
        cross join lateral (select distinct tag from unnest(p.tags) as tag) x
        where p.status = 'published' group by p.type, x.tag
      order by 1, 2, 3`),
  ])
  return { kept: kept.rows, recount: recount.rows }
}

const section = async (type: string) =>
  (await t.app.inject({ method: 'GET', url: `/v2/api/post?type=${type}` })).json().data as {
    post_count: number
    tags: { tag: string; count: number }[]
  }

describe("a club's post count and most used tags", () => {
  it('follow publishing, retagging, moving, unpublishing and deleting, as a recount would find them', async () => {
    const tag = uniqueWord()
    const before = await section('play-yard')
    const first = await publishedPost({ type: 'play-yard', tags: [tag, 'เกม'] })
    const second = await publishedPost({ type: 'play-yard', tags: [tag] })
    const draft = await publishedPost({ type: 'play-yard', tags: [tag], status: 'draft' })
    expect((await section('play-yard')).post_count).toBe(before.post_count + 2)
    expect((await section('play-yard')).tags).toContainEqual({ tag, count: 2 })

    await t.db
      .update(posts)
      .set({ status: 'published', publishedAt: t.clock.now() })
      .where(eq(posts.id, draft.id))
    await t.db
      .update(posts)
      .set({ tags: ['เกม'] })
      .where(eq(posts.id, first.id))
    await t.db.update(posts).set({ type: 'greenery' }).where(eq(posts.id, second.id))
    expect(await section('play-yard')).toMatchObject({ post_count: before.post_count + 2 })
    expect((await section('play-yard')).tags).toContainEqual({ tag, count: 1 })
    expect((await section('greenery')).tags).toContainEqual({ tag, count: 1 })

    await t.db.update(posts).set({ status: 'draft' }).where(eq(posts.id, draft.id))
    await t.db.delete(posts).where(eq(posts.id, second.id))
    const after = await section('play-yard')
    expect(after.post_count).toBe(before.post_count + 1)
    expect(after.tags.map((row) => row.tag)).not.toContain(tag)

    const { kept, recount } = await countsAndRecount()
    expect(kept).toEqual(recount)
  })

  it('stay true when many posts are written in one statement and members publish at the same time', async () => {
    const member: Member = await registerMember(t.app)
    await t.pool.query(`
      insert into posts (type, status, title, slug, tags, published_at)
      select 'hit', case when i % 3 = 0 then 'draft' else 'published' end, 'โพสต์ชุด ' || i, 'batch-' || i,
        array['ชุด', 'ชุด' || (i % 4)], case when i % 3 = 0 then null else now() end
      from generate_series(1, 300) as i`)
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/v2/api/post/create',
          headers: member.auth,
          payload: {
            type: 'hit',
            title: `เขียนพร้อมกัน ${i}`,
            content: '<p>เนื้อหาที่เผยแพร่พร้อมกันหลายเรื่อง</p>',
            tags: ['ชุด', `พร้อมกัน${i % 2}`],
            publish: true,
          },
        }),
      ),
    )
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201))
    await t.pool.query(`delete from posts where slug like 'batch-%' and id % 2 = 0`)
    const { kept, recount } = await countsAndRecount()
    expect(kept).toEqual(recount)
  })
})

describe('reads of a post', () => {
  // Each call is a reader of their own unless told otherwise: a reader counts once a day.
  const show = async (id: number, remoteAddress = freshAddress(), headers: Record<string, string> = {}) =>
    (await t.app.inject({ method: 'GET', url: `/v2/api/post/show?id=${id}`, remoteAddress, headers })).json()
      .data.read_count as number
  const postRow = async (id: number) =>
    (
      await t.pool.query<{ read_count: string; xmin: string }>(
        'select read_count, xmin from posts where id = $1',
        [id],
      )
    ).rows[0]!

  it(`are tallied beside the post and folded into its row ${READS_FOLDED_AT} at a time`, async () => {
    const { id } = await publishedPost()
    const untouched = await postRow(id)
    for (let read = 1; read < READS_FOLDED_AT; read++) expect(await show(id)).toBe(read)
    // The post's row, with its text and search index, has not been written once.
    expect(await postRow(id)).toEqual(untouched)

    expect(await show(id)).toBe(READS_FOLDED_AT)
    // The reader was answered at once; the count is written, and folded, right after.
    await expect.poll(async () => Number((await postRow(id)).read_count)).toBe(READS_FOLDED_AT)
    expect(await t.db.select().from(postReadTallies).where(eq(postReadTallies.postId, id))).toEqual([])
    expect(await show(id)).toBe(READS_FOLDED_AT + 1)
  })

  it('count each reader once a Bangkok day however often they open the post', async () => {
    const { id } = await publishedPost()
    const member = await registerMember(t.app)
    const address = freshAddress()
    expect(await show(id, address)).toBe(1)
    expect(await show(id, address)).toBe(1)
    expect(await show(id, address, { 'user-agent': 'another phone' })).toBe(2)
    expect(await show(id, freshAddress(), member.auth)).toBe(3)
    expect(await show(id, freshAddress(), member.auth)).toBe(3)
    const total = async () =>
      Number(
        (
          await t.pool.query<{ reads: string }>(
            `select p.read_count + coalesce((select sum(reads) from post_read_tallies where post_id = p.id), 0) as reads
               from posts p where p.id = $1`,
            [id],
          )
        ).rows[0]!.reads,
      )
    await expect.poll(total).toBe(3)
    t.clock.advance(24 * 3_600_000)
    expect(await show(id, address)).toBe(4)
    expect(await show(id, freshAddress(), await loginAs(t, member.email, member.password))).toBe(5)
    // Readers are answered at once; the count is written right after.
    await expect.poll(total).toBe(5)
  })

  it('forget the marks of days gone by as reads are folded', async () => {
    const { id } = await publishedPost()
    await t.pool.query(
      `insert into post_read_marks (day, post_id, reader) values ('2001-01-01', $1, 'v:0123456789abcdef')`,
      [id],
    )
    for (let read = 0; read < READS_FOLDED_AT; read++) await show(id)
    await expect
      .poll(
        async () => (await t.pool.query(`select 1 from post_read_marks where day = '2001-01-01'`)).rowCount,
      )
      .toBe(0)
  })

  it('are each counted once when many readers open the post at the same moment', async () => {
    const { id } = await publishedPost()
    const readers = READS_FOLDED_AT + 50
    const answers = await Promise.all(Array.from({ length: readers }, () => show(id)))
    // Each is told a count with their own read in it, no more than there were readers.
    expect(Math.min(...answers)).toBeGreaterThanOrEqual(1)
    expect(Math.max(...answers)).toBeLessThanOrEqual(readers)
    const total = async () =>
      (
        await t.db.execute<{ reads: string }>(sql`
          select p.read_count + coalesce((select sum(reads) from post_read_tallies where post_id = p.id), 0) as reads
          from posts p where p.id = ${id}`)
      ).rows[0]!.reads
    await expect.poll(async () => Number(await total())).toBe(readers)
    // And every list shows the same count.
    const list = await t.app.inject({ method: 'GET', url: '/v2/api/post/detail?type=greenery&limit=50' })
    const card = (list.json().items as { id: number; read_count: number }[]).find((item) => item.id === id)
    expect(card?.read_count).toBe(readers)
  })
})

describe("a search's matches", () => {
  it(`are counted up to ${SEARCH_MATCHES_COUNTED}, and every page of them can still be opened`, async () => {
    const word = uniqueWord()
    await t.pool.query(
      `insert into posts (type, status, title, slug, search_text, published_at)
       select 'biz-master', 'published', 'บันทึก ' || $1 || ' ' || i, 'many-' || i, 'บันทึก ' || $1 || ' ' || i, now()
       from generate_series(1, $2::int) as i`,
      [word, SEARCH_MATCHES_COUNTED + 20],
    )
    for (const url of [
      `/v2/api/post/search?keyword=${encodeURIComponent(word)}&limit=12`,
      `/v2/api/post/detail?keyword=${encodeURIComponent(word)}&limit=12`,
    ]) {
      const first = (await t.app.inject({ method: 'GET', url })).json()
      expect(first).toMatchObject({
        total: SEARCH_MATCHES_COUNTED,
        pages: Math.ceil(SEARCH_MATCHES_COUNTED / 12),
      })
      const beyond = (await t.app.inject({ method: 'GET', url: `${url}&page=${first.pages + 1}` })).json()
      // Matches past the count are still there to page through (1,009th to 1,020th).
      expect(beyond.items).toHaveLength(SEARCH_MATCHES_COUNTED + 20 - first.pages * 12)
    }
    const few = uniqueWord()
    await publishedPost({ type: 'biz-master', tags: [few] })
    const found = (
      await t.app.inject({ method: 'GET', url: `/v2/api/post/search?keyword=${encodeURIComponent(few)}` })
    ).json()
    expect(found).toMatchObject({ total: 1, pages: 1 })
  })

  it('without a keyword are the counts of the clubs and tags', async () => {
    const tag = uniqueWord()
    await publishedPost({ type: 'smart-society', tags: [tag] })
    await publishedPost({ type: 'greenery', tags: [tag] })
    const both = (
      await t.app.inject({ method: 'GET', url: `/v2/api/post/detail?tag=${encodeURIComponent(tag)}` })
    ).json()
    expect(both).toMatchObject({ total: 2, pages: 1 })
    const one = (
      await t.app.inject({
        method: 'GET',
        url: `/v2/api/post/detail?type=greenery&tag=${encodeURIComponent(tag)}`,
      })
    ).json()
    expect(one).toMatchObject({ total: 1 })
    const all = (await t.app.inject({ method: 'GET', url: '/v2/api/post/detail' })).json()
    const [published] = (
      await t.pool.query(`select count(*)::int as n from posts where status = 'published'`)
    ).rows
    expect(all.total).toBe(published.n)
  })
})
