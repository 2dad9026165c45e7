import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { and, count, eq, sql } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerEntries, users } from '@klass/db/schema/core'
import { postLikes, posts } from '@klass/db/schema/posts'
import { expectEveryAnswer } from '../../../test/answers'
import { loginAs } from '../../../test/economy'
import { createTestApp, freshAddress, registerMember, type TestApp } from '../../../test/app'
import { staffMember } from '../../../test/staff'
import { multipart, pngWithMetadata } from '../../../test/images'
import { derivePostFields } from '../../lib/post-content'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type Member = Awaited<ReturnType<typeof registerMember>>

/** A unique word so that one test's search never finds another's posts. */
const uniqueWord = () => `คำทดสอบ${randomBytes(4).toString('hex')}`

/** A published article of the Klass team with a question (answer: choice 1). */
async function article(
  fields: Partial<{ title: string; content: string; type: string; tags: string[] }> = {},
) {
  const derived = derivePostFields({
    title: fields.title ?? `ออมเงินวันละนิด ${uniqueWord()}`,
    content: fields.content ?? '<p>เก็บเงินทุกวันก่อนใช้ แล้วเงินก้อนแรกจะมาเร็วกว่าที่คิด</p>',
    tags: fields.tags ?? ['ออมเงิน'],
  })
  const [row] = await t.db
    .insert(posts)
    .values({
      ...derived,
      type: fields.type ?? 'hit',
      status: 'published',
      publishedAt: t.clock.now(),
      questionPrompt: 'ควรเก็บเงินออมเมื่อไร',
      questionChoices: ['หลังใช้จ่ายเหลือแล้วค่อยเก็บ', 'ทันทีที่ได้รับเงิน', 'สิ้นปีครั้งเดียว'],
      questionAnswer: 1,
      questionExplanation: 'ออมก่อนใช้ทำให้มีเงินเก็บแน่นอนทุกครั้ง',
    })
    .returning()
  return row!
}

const inject = (options: InjectOptions) => t.app.inject(options)
const get = (url: string, headers: Record<string, string> = {}) => inject({ method: 'GET', url, headers })
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  inject({ method: 'POST', url, payload: payload as object, headers })

async function createPost(member: Member, fields: Record<string, unknown> = {}) {
  const response = await post(
    '/v2/api/post/create',
    {
      type: 'biz-master',
      title: `ขายขนมหน้าโรงเรียน ${uniqueWord()}`,
      content: '<p>ต้นทุนชิ้นละ 6 บาท ขาย 10 บาท กำไรชิ้นละ 4 บาท</p>',
      tags: ['ธุรกิจ'],
      ...fields,
    },
    member.auth,
  )
  expect(response.statusCode, response.body).toBe(201)
  return response.json().data as { id: number; status: string; title: string; path: string }
}

/** An editor approves the member's post (members' posts wait for review before they are public). */
async function approve(id: number) {
  const editor = await staffMember(t, ['editor'])
  const response = await post('/v2/api/moderation/decide', { post_id: id, decision: 'approve' }, editor.auth)
  expect(response.statusCode, response.body).toBe(200)
}

async function userIdOf(member: Member) {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, member.email))
  return row!.id
}

async function balances(member: Member) {
  const [row] = await t.db
    .select({ koin: users.koin, skill: users.skill })
    .from(users)
    .where(eq(users.email, member.email))
  return row!
}

describe('member calls need a token', () => {
  it.each([
    ['GET', '/v2/api/post/get?id=1'],
    ['GET', '/v2/api/post/myPosts'],
    ['POST', '/v2/api/post/create'],
    ['POST', '/v2/api/post/update'],
    ['POST', '/v2/api/post/delete?id=1'],
    ['POST', '/v2/api/post/publish?id=1'],
    ['POST', '/v2/api/post/like?id=1'],
    ['POST', '/v2/api/post/unlike?id=1'],
    ['POST', '/v2/api/post/answer'],
    ['POST', '/v2/api/post/summarize'],
    ['POST', '/v2/api/richText/uploadImage'],
  ] as const)('answers %s %s without a token with 401', async (method, url) => {
    const response = await inject({ method, url, payload: method === 'POST' ? {} : undefined })
    expect(response.statusCode).toBe(401)
    expect(response.json().error.code).toBe('UNAUTHENTICATED')
  })
})

describe('reading posts (public, personalised with a token)', () => {
  it('shows a published article to a visitor, counts each read, and hides the right answer', async () => {
    const row = await article()
    const first = await get(`/v2/api/post/show?id=${row.id}`)
    expect(first.statusCode).toBe(200)
    const data = first.json().data
    expect(data).toMatchObject({
      id: row.id,
      type: 'hit',
      status: 'published',
      author: { kind: 'klass', display_name: 'ทีมงาน Klass' },
      liked: false,
      answer: null,
      summary: null,
      is_owner: false,
      read_count: 1,
      question: { prompt: 'ควรเก็บเงินออมเมื่อไร', reward_koin: '10.00' },
      summary_skill: 5,
      url: `${t.config.publicUrl}/post/detail/${row.id}/${encodeURIComponent(row.slug)}`,
    })
    expect(JSON.stringify(data.question)).not.toContain('correct')
    const second = await inject({
      method: 'GET',
      url: `/v2/api/post/show?id=${row.id}`,
      remoteAddress: freshAddress(),
    })
    expect(second.json().data.read_count).toBe(2)
  })

  it('answers 404 for a post that does not exist and 400 for an id that is not a number', async () => {
    expect((await get('/v2/api/post/show?id=987654321')).json().error.code).toBe('POST_NOT_FOUND')
    const bad = await get('/v2/api/post/show?id=abc')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.details.fields[0].field).toBe('querystring.id')
    expect((await get('/v2/api/post/show?id=99999999999999999999999')).statusCode).toBe(400)
  })

  it('keeps a draft private: 404 for visitors and other members, readable by its author', async () => {
    const author = await registerMember(t.app)
    const other = await registerMember(t.app)
    const draft = await createPost(author)
    expect((await get(`/v2/api/post/show?id=${draft.id}`)).statusCode).toBe(404)
    expect((await get(`/v2/api/post/show?id=${draft.id}`, other.auth)).statusCode).toBe(404)
    const own = await get(`/v2/api/post/show?id=${draft.id}`, author.auth)
    expect(own.statusCode).toBe(200)
    expect(own.json().data).toMatchObject({ status: 'draft', is_owner: true, question: null })
  })

  it('describes a club with its story, tags and newest and most liked posts', async () => {
    const tag = uniqueWord()
    const row = await article({ type: 'greenery', tags: [tag] })
    const response = await get('/v2/api/post?type=greenery')
    expect(response.statusCode).toBe(200)
    const data = response.json().data
    expect(data).toMatchObject({ type: 'greenery', name: 'Greenery' })
    expect(data.story.length).toBeGreaterThan(20)
    expect(data.post_count).toBeGreaterThanOrEqual(1)
    expect(data.tags).toContainEqual({ tag, count: 1 })
    expect(data.latest.map((p: { id: number }) => p.id)).toContain(row.id)
    expect((await get('/v2/api/post?type=unknown')).statusCode).toBe(400)
  })

  it('lists published posts by type and tag in pages of { items, total, page, pages }, never drafts', async () => {
    const tag = uniqueWord()
    const ids = []
    for (let i = 0; i < 3; i++) ids.push((await article({ type: 'play-yard', tags: [tag] })).id)
    const author = await registerMember(t.app)
    await createPost(author, { type: 'play-yard', tags: [tag] })
    const page1 = await get(
      `/v2/api/post/detail?type=play-yard&tag=${encodeURIComponent(tag)}&page=1&limit=2`,
    )
    expect(page1.statusCode).toBe(200)
    expect(page1.json()).toMatchObject({ total: 3, page: 1, pages: 2 })
    const page2 = await get(
      `/v2/api/post/detail?type=play-yard&tag=${encodeURIComponent(tag)}&page=2&limit=2`,
    )
    const seen = [...page1.json().items, ...page2.json().items].map((p: { id: number }) => p.id)
    expect(seen.sort()).toEqual(ids.sort())
    expect(page1.json().items[0].id).toBe(ids[2])
  })

  it('orders by most liked and most read', async () => {
    const tag = uniqueWord()
    const quiet = await article({ tags: [tag] })
    const liked = await article({ tags: [tag] })
    const read = await article({ tags: [tag] })
    const fan = await registerMember(t.app)
    await post(`/v2/api/post/like?id=${liked.id}`, {}, fan.auth)
    await get(`/v2/api/post/show?id=${read.id}`)
    await get(`/v2/api/post/show?id=${read.id}`)
    const ids = async (order: string) =>
      (await get(`/v2/api/post/detail?tag=${encodeURIComponent(tag)}&order=${order}`))
        .json()
        .items.map((p: { id: number }) => p.id)
    expect(await ids('most_liked')).toEqual([liked.id, read.id, quiet.id])
    expect((await ids('most_read'))[0]).toBe(read.id)
    expect(await ids('newest')).toEqual([read.id, liked.id, quiet.id])
    expect((await get('/v2/api/post/detail?order=random')).statusCode).toBe(400)
  })

  it('finds a Thai word inside Thai text without spaces: การออม finds เริ่มต้นการออมเงิน', async () => {
    const marker = uniqueWord()
    const row = await article({ title: `เริ่มต้นการออมเงิน${marker}` })
    const response = await get(`/v2/api/post/search?keyword=${encodeURIComponent('การออม')}`)
    expect(response.statusCode).toBe(200)
    expect(response.json().items.map((p: { id: number }) => p.id)).toContain(row.id)
    const inContent = await article({ content: `<p>ลองตั้งเป้าหมายออมเงินเพื่อซื้อหูฟังใหม่${marker}ภายในสามเดือน</p>` })
    const found = await get(`/v2/api/post/detail?keyword=${encodeURIComponent(`ซื้อหูฟังใหม่${marker}`)}`)
    expect(found.json().items.map((p: { id: number }) => p.id)).toEqual([inContent.id])
  })

  it('normalises Thai text so that the same word typed differently still matches', async () => {
    const marker = uniqueWord()
    // "ทำ" with SARA AM as one character, searched as NIKHAHIT + SARA AA, with a zero-width space.
    const row = await article({ title: `วิธีทำบัญชีรายรับรายจ่าย${marker}` })
    const keyword = `ท\u0E4D\u0E32บัญชี\u200Bรายรับ`
    const response = await get(`/v2/api/post/search?keyword=${encodeURIComponent(keyword)}`)
    expect(response.json().items.map((p: { id: number }) => p.id)).toContain(row.id)
  })

  it('searches only titles or only tags when asked, and takes % and _ literally', async () => {
    const marker = uniqueWord()
    const inTitle = await article({ title: `กองทุนรวม${marker}` })
    const inTag = await article({ tags: [`กองทุนรวม${marker}`] })
    const ids = async (filter: string, keyword = `กองทุนรวม${marker}`) =>
      (await get(`/v2/api/post/search?filter=${filter}&keyword=${encodeURIComponent(keyword)}`))
        .json()
        .items.map((p: { id: number }) => p.id)
    expect(await ids('title')).toEqual([inTitle.id])
    expect(await ids('tag')).toEqual([inTag.id])
    expect((await ids('all')).sort()).toEqual([inTitle.id, inTag.id].sort())
    expect(await ids('all', '%')).toEqual([])
    expect(await ids('all', '_')).toEqual([])
    const empty = await get('/v2/api/post/search?keyword=%20%20')
    expect(empty.statusCode).toBe(400)
  })
})

describe('writing posts', () => {
  it('creates a draft that only the author sees in "my posts", then publishes it', async () => {
    const author = await registerMember(t.app)
    const draft = await createPost(author, { tags: ['#ธุรกิจ', 'ธุรกิจ', 'ขายของ'] })
    expect(draft).toMatchObject({ status: 'draft', tags: ['ธุรกิจ', 'ขายของ'], published_at: null })
    const mine = await get('/v2/api/post/myPosts?page=1&limit=10', author.auth)
    expect(mine.json()).toMatchObject({ total: 1, page: 1, pages: 1 })
    expect(mine.json().items[0]).toMatchObject({ id: draft.id, status: 'draft', author: { kind: 'member' } })
    const sent = await post(`/v2/api/post/publish?id=${draft.id}`, {}, author.auth)
    expect(sent.statusCode).toBe(200)
    expect(sent.json().data.status).toBe('pending')
    await approve(draft.id)
    const again = await post(`/v2/api/post/publish?id=${draft.id}`, {}, author.auth)
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('POST_ALREADY_PUBLISHED')
    const shown = await get(`/v2/api/post/show?id=${draft.id}`)
    expect(shown.json().data).toMatchObject({ author: { kind: 'member', display_name: 'น้องออมเงิน' } })
    const drafts = await get('/v2/api/post/myPosts?status=draft', author.auth)
    expect(drafts.json().total).toBe(0)
  })

  it('sends a post to the editors at once when asked, but never an empty post', async () => {
    const author = await registerMember(t.app)
    const direct = await createPost(author, { publish: true })
    expect(direct.status).toBe('pending')
    const empty = await post(
      '/v2/api/post/create',
      { type: 'hit', title: 'ว่างเปล่า', content: '<p> </p><script>x</script>', publish: true },
      author.auth,
    )
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.code).toBe('POST_CONTENT_EMPTY')
    const draft = await createPost(author, { content: '' })
    const publish = await post(`/v2/api/post/publish?id=${draft.id}`, {}, author.auth)
    expect(publish.json().error.code).toBe('POST_CONTENT_EMPTY')
  })

  it('lets the author read and edit their post, and refuses everyone else with 403', async () => {
    const author = await registerMember(t.app)
    const other = await registerMember(t.app)
    const draft = await createPost(author)
    const own = await get(`/v2/api/post/get?id=${draft.id}`, author.auth)
    expect(own.statusCode).toBe(200)
    expect(own.json().data).toMatchObject({ id: draft.id, type: 'biz-master', status: 'draft' })
    const updated = await post(
      '/v2/api/post/update',
      { id: draft.id, title: 'ขายขนมหน้าโรงเรียน ภาคสอง', type: 'smart-society' },
      author.auth,
    )
    expect(updated.statusCode).toBe(200)
    expect(updated.json().data).toMatchObject({ title: 'ขายขนมหน้าโรงเรียน ภาคสอง', type: 'smart-society' })
    expect(updated.json().data.content).toContain('กำไรชิ้นละ 4 บาท')

    for (const response of [
      await get(`/v2/api/post/get?id=${draft.id}`, other.auth),
      await post('/v2/api/post/update', { id: draft.id, title: 'ยึดโพสต์' }, other.auth),
      await post(`/v2/api/post/publish?id=${draft.id}`, {}, other.auth),
      await post('/v2/api/post/delete', { id: draft.id }, other.auth),
    ]) {
      expect(response.statusCode).toBe(403)
      expect(response.json().error.code).toBe('POST_NOT_YOURS')
    }
    expect((await get(`/v2/api/post/get?id=${draft.id}`, author.auth)).json().data.title).toBe(
      'ขายขนมหน้าโรงเรียน ภาคสอง',
    )
  })

  it("refuses to let a member edit or delete the Klass team's articles", async () => {
    const member = await registerMember(t.app)
    const row = await article()
    expect((await post('/v2/api/post/update', { id: row.id, title: 'x' }, member.auth)).statusCode).toBe(403)
    expect((await post(`/v2/api/post/delete?id=${row.id}`, {}, member.auth)).statusCode).toBe(403)
  })

  it('answers 404 for writes to a post that does not exist', async () => {
    const member = await registerMember(t.app)
    expect((await get('/v2/api/post/get?id=987654321', member.auth)).statusCode).toBe(404)
    expect((await post('/v2/api/post/update', { id: 987654321, title: 'x' }, member.auth)).statusCode).toBe(
      404,
    )
    expect((await post('/v2/api/post/delete', { id: 987654321 }, member.auth)).statusCode).toBe(404)
  })

  it('deletes with the id in the body or in the query, and asks for an id when there is none', async () => {
    const author = await registerMember(t.app)
    const a = await createPost(author, { publish: true })
    const b = await createPost(author)
    const byBody = await post('/v2/api/post/delete', { id: a.id }, author.auth)
    expect(byBody.json().data).toEqual({ id: a.id, deleted: true })
    const byQuery = await inject({
      method: 'POST',
      url: `/v2/api/post/delete?id=${b.id}`,
      headers: author.auth,
    })
    expect(byQuery.statusCode).toBe(200)
    expect((await get(`/v2/api/post/show?id=${a.id}`)).statusCode).toBe(404)
    expect((await get('/v2/api/post/myPosts', author.auth)).json().total).toBe(0)
    const none = await post('/v2/api/post/delete', {}, author.auth)
    expect(none.statusCode).toBe(400)
    expect(none.json().error.details.fields[0].field).toBe('body.id')
  })

  it('limits how many posts one member creates in an hour (429)', async () => {
    const member = await registerMember(t.app)
    for (let i = 0; i < 30; i++) await createPost(member)
    const refused = await post('/v2/api/post/create', { type: 'hit', title: 'อีกโพสต์' }, member.auth)
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBeDefined()
  })

  it('refuses bad input with the fields named', async () => {
    const member = await registerMember(t.app)
    const response = await post(
      '/v2/api/post/create',
      {
        type: 'guide',
        title: 'ก'.repeat(151),
        tags: ['a', 'b', 'c', 'd', 'e', 'f'],
        cover_image: 'https://evil.example/x.png',
      },
      member.auth,
    )
    expect(response.statusCode).toBe(400)
    const fields = response.json().error.details.fields.map((f: { field: string }) => f.field)
    expect(fields).toEqual(
      expect.arrayContaining(['body.type', 'body.title', 'body.tags', 'body.cover_image']),
    )
    const notJson = await inject({
      method: 'POST',
      url: '/v2/api/post/create',
      headers: { ...member.auth, 'content-type': 'application/json' },
      payload: '{"type":',
    })
    expect(notJson.statusCode).toBe(400)
  })
})

describe('hostile HTML is stored harmless', () => {
  const hostile = [
    '<p>ก่อน<script>alert(1)</script>หลัง</p>',
    '<img src="/uploads/posts/x.webp" onerror="alert(2)">',
    '<img src="https://tracker.example/pixel.png">',
    '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMyk+">',
    '<a href="javascript:alert(4)">คลิก</a>',
    '<a href="JaVaScRiPt&colon;alert(5)">คลิก</a>',
    '<a href="  java\nscript:alert(6)">คลิก</a>',
    '<svg onload="alert(7)"><script>alert(8)</script><a xlink:href="javascript:alert(9)">x</a></svg>',
    '<math><mtext><img src=x onerror=alert(10)></mtext></math>',
    '<iframe src="https://evil.example"></iframe>',
    '<style>body{display:none}</style><p style="position:fixed;top:0">ทับหน้า</p>',
    '<p onclick="alert(11)" onmouseover="alert(12)">ชี้</p>',
    '<object data="x.swf"></object><embed src="x.swf"><form action="https://evil.example"><input></form>',
    '<a href="https://example.com/ok">ลิงก์ดี</a>',
  ].join('')

  it('removes scripts, event handlers, javascript: links, SVG and MathML tricks, styles and frames', async () => {
    const author = await registerMember(t.app)
    const created = await createPost(author, { content: hostile, publish: true })
    await approve(created.id)
    const stored = (await get(`/v2/api/post/get?id=${created.id}`, author.auth)).json().data.content as string
    for (const bad of [
      '<script',
      'alert(',
      'onerror',
      'onload',
      'onclick',
      'onmouseover',
      'javascript',
      '<svg',
      '<math',
      '<iframe',
      '<style',
      'style=',
      '<object',
      '<embed',
      '<form',
      '<input',
      'tracker.example',
      'data:',
    ]) {
      expect(stored.toLowerCase()).not.toContain(bad.toLowerCase())
    }
    expect(stored).toContain('<p>ก่อนหลัง</p>')
    expect(stored).toContain('<img src="/uploads/posts/x.webp" />')
    expect(stored).toContain(
      '<a href="https://example.com/ok" target="_blank" rel="noopener noreferrer nofollow ugc">ลิงก์ดี</a>',
    )
    expect(stored).toContain('<p>ทับหน้า</p>')
    const shown = (await get(`/v2/api/post/show?id=${created.id}`)).json().data.content
    expect(shown).toBe(stored)
  })

  it('sanitises on update too', async () => {
    const author = await registerMember(t.app)
    const created = await createPost(author)
    const updated = await post(
      '/v2/api/post/update',
      { id: created.id, content: '<p>ดี</p><img src=x onerror="alert(1)"><script>alert(2)</script>' },
      author.auth,
    )
    expect(updated.json().data.content).toBe('<p>ดี</p>')
  })
})

describe('likes', () => {
  it('likes and unlikes idempotently with the right count', async () => {
    const row = await article()
    const member = await registerMember(t.app)
    const like = () => post(`/v2/api/post/like?id=${row.id}`, {}, member.auth)
    const unlike = () => post(`/v2/api/post/unlike?id=${row.id}`, {}, member.auth)
    expect((await like()).json().data).toEqual({ id: row.id, liked: true, like_count: 1 })
    expect((await like()).json().data).toEqual({ id: row.id, liked: true, like_count: 1 })
    expect((await get(`/v2/api/post/show?id=${row.id}`, member.auth)).json().data.liked).toBe(true)
    expect((await get(`/v2/api/post/show?id=${row.id}`)).json().data.liked).toBe(false)
    expect((await unlike()).json().data).toEqual({ id: row.id, liked: false, like_count: 0 })
    expect((await unlike()).json().data).toEqual({ id: row.id, liked: false, like_count: 0 })
  })

  it('keeps the count equal to the likes under hundreds of concurrent clicks', async () => {
    const row = await article()
    const members = await Promise.all(Array.from({ length: 12 }, () => registerMember(t.app)))
    // Every member double-clicks like many times, and some click unlike in between.
    const clicks = members.flatMap((m, i) =>
      Array.from({ length: 20 }, (_, j) =>
        post(`/v2/api/post/${i % 3 === 0 && j % 4 === 0 ? 'unlike' : 'like'}?id=${row.id}`, {}, m.auth),
      ),
    )
    expectEveryAnswer(await Promise.all(clicks), { '200': clicks.length })
    const [likeRows] = await t.db.select({ n: count() }).from(postLikes).where(eq(postLikes.postId, row.id))
    const [stored] = await t.db.select({ likeCount: posts.likeCount }).from(posts).where(eq(posts.id, row.id))
    expect(stored!.likeCount).toBe(likeRows!.n)
    // A final like from everyone leaves exactly one like each.
    const lastLikes = await Promise.all(
      members.map((m) => post(`/v2/api/post/like?id=${row.id}`, {}, m.auth)),
    )
    expectEveryAnswer(lastLikes, { '200': members.length })
    const [after] = await t.db.select({ likeCount: posts.likeCount }).from(posts).where(eq(posts.id, row.id))
    expect(after!.likeCount).toBe(members.length)
  })

  it('refuses likes on a draft (409 for its author, 404 for others) and on missing posts', async () => {
    const author = await registerMember(t.app)
    const other = await registerMember(t.app)
    const draft = await createPost(author)
    expect((await post(`/v2/api/post/like?id=${draft.id}`, {}, author.auth)).json().error.code).toBe(
      'POST_NOT_PUBLISHED',
    )
    expect((await post(`/v2/api/post/like?id=${draft.id}`, {}, other.auth)).statusCode).toBe(404)
    expect((await post('/v2/api/post/like?id=987654321', {}, other.auth)).statusCode).toBe(404)
  })
})

describe('sharing', () => {
  it('records a share and answers the canonical address', async () => {
    const row = await article()
    const member = await registerMember(t.app)
    const response = await post('/v2/api/post/share', { id: row.id, channel: 'line' }, member.auth)
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toEqual({
      id: row.id,
      url: `${t.config.publicUrl}/post/detail/${row.id}/${encodeURIComponent(row.slug)}`,
      share_count: 1,
    })
    const visitor = await inject({
      method: 'POST',
      url: '/v2/api/post/share',
      payload: { id: row.id, channel: 'copy' },
      remoteAddress: freshAddress(),
    })
    expect(visitor.json().data.share_count).toBe(2)
    expect((await get(`/v2/api/post/show?id=${row.id}`)).json().data.share_count).toBe(2)
    expect((await post('/v2/api/post/share', { id: row.id, channel: 'pigeon' })).statusCode).toBe(400)
  })

  it('counts each sharer once a day however often they share', async () => {
    const row = await article()
    const member = await registerMember(t.app)
    const address = freshAddress()
    const share = (headers: Record<string, string> = {}, remoteAddress = address) =>
      inject({
        method: 'POST',
        url: '/v2/api/post/share',
        payload: { id: row.id, channel: 'line' },
        headers,
        remoteAddress,
      })
    expect((await share(member.auth)).json().data.share_count).toBe(1)
    // The same member from another address, and the same visitor again: no more shares.
    expect((await share(member.auth, freshAddress())).json().data.share_count).toBe(1)
    expect((await share()).json().data.share_count).toBe(2)
    expect((await share()).json().data.share_count).toBe(2)
    // Another browser on the same address is another visitor.
    expect((await share({ 'user-agent': 'another phone' })).json().data.share_count).toBe(3)
    t.clock.advance(24 * 3_600_000)
    expect((await share(await loginAs(t, member.email, member.password))).json().data.share_count).toBe(4)
  })

  it('does not share a draft', async () => {
    const author = await registerMember(t.app)
    const draft = await createPost(author)
    expect((await post('/v2/api/post/share', { id: draft.id })).statusCode).toBe(404)
  })
})

describe("answering an article's question", () => {
  it('grades the answer on the server and pays koins once through the ledger', async () => {
    const row = await article()
    const member = await registerMember(t.app)
    const response = await post('/v2/api/post/answer', { id: row.id, choice: 1 }, member.auth)
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({
      post_id: row.id,
      choice: 1,
      correct: true,
      correct_choice: 1,
      koin: '10.00',
      balance: '60.00',
      explanation: 'ออมก่อนใช้ทำให้มีเงินเก็บแน่นอนทุกครั้ง',
    })
    const again = await post('/v2/api/post/answer', { id: row.id, choice: 1 }, member.auth)
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('POST_ALREADY_ANSWERED')
    expect((await balances(member)).koin).toBe(6000)
    const history = await get('/v2/api/user/koins', member.auth)
    expect(history.json().items[0]).toMatchObject({
      activity: `ตอบคำถามท้ายบทความ "${row.title}" ถูก`,
      point: '10.00',
    })
    const shown = await get(`/v2/api/post/show?id=${row.id}`, member.auth)
    expect(shown.json().data.answer).toMatchObject({ choice: 1, correct: true, koin: '10.00' })
  })

  it('pays nothing for a wrong answer and allows no second try', async () => {
    const row = await article()
    const member = await registerMember(t.app)
    const response = await post('/v2/api/post/answer', { id: row.id, choice: 0 }, member.auth)
    expect(response.json().data).toMatchObject({
      correct: false,
      correct_choice: 1,
      koin: '0.00',
      balance: '50.00',
    })
    expect((await post('/v2/api/post/answer', { id: row.id, choice: 1 }, member.auth)).statusCode).toBe(409)
    expect((await balances(member)).koin).toBe(5000)
  })

  it('pays once when the same answer is sent many times at once', async () => {
    const row = await article()
    const member = await registerMember(t.app)
    const responses = await Promise.all(
      Array.from({ length: 25 }, () => post('/v2/api/post/answer', { id: row.id, choice: 1 }, member.auth)),
    )
    expectEveryAnswer(responses, { '200': 1, '409 POST_ALREADY_ANSWERED': 24 })
    const userId = await userIdOf(member)
    const [entries] = await t.db
      .select({ n: count(), sum: sql<number>`sum(${ledgerEntries.amount})::int` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.reason, 'POST_ANSWER')))
    expect(entries).toEqual({ n: 1, sum: 1000 })
    expect((await balances(member)).koin).toBe(6000)
  })

  it('refuses a choice the question does not have, and posts without a question', async () => {
    const row = await article()
    const member = await registerMember(t.app)
    const out = await post('/v2/api/post/answer', { id: row.id, choice: 3 }, member.auth)
    expect(out.statusCode).toBe(400)
    expect(out.json().error.code).toBe('POST_CHOICE_INVALID')
    expect((await post('/v2/api/post/answer', { id: row.id, choice: -1 }, member.auth)).statusCode).toBe(400)
    const memberPost = await createPost(member, { publish: true })
    await approve(memberPost.id)
    const none = await post('/v2/api/post/answer', { id: memberPost.id, choice: 0 }, member.auth)
    expect(none.statusCode).toBe(409)
    expect(none.json().error.code).toBe('POST_NOT_AN_ARTICLE')
  })
})

describe('summarising an article', () => {
  const text = 'ได้เรียนรู้ว่าควรออมก่อนใช้ ตั้งเป้าหมายชัดเจน และแบ่งเงินทันทีที่ได้รับ'

  it('earns skill points for the first summary and keeps later edits without paying again', async () => {
    const row = await article()
    const member = await registerMember(t.app)
    const first = await post('/v2/api/post/summarize', { id: row.id, text }, member.auth)
    expect(first.statusCode).toBe(200)
    expect(first.json().data).toMatchObject({ post_id: row.id, text, skill: 5, awarded: 5, skill_balance: 5 })
    const edited = await post(
      '/v2/api/post/summarize',
      { id: row.id, text: `${text} และจดบันทึกทุกวัน` },
      member.auth,
    )
    expect(edited.json().data).toMatchObject({ awarded: 0, skill_balance: 5, text: `${text} และจดบันทึกทุกวัน` })
    const skills = await get('/v2/api/user/skills', member.auth)
    expect(skills.json().items).toHaveLength(1)
    expect(skills.json().items[0]).toMatchObject({ activity: `สรุปบทเรียนจากบทความ "${row.title}"`, point: 5 })
    const shown = await get(`/v2/api/post/show?id=${row.id}`, member.auth)
    expect(shown.json().data.summary).toMatchObject({ text: `${text} และจดบันทึกทุกวัน`, skill: 5 })
  })

  it('pays once when summaries are sent many times at once', async () => {
    const row = await article()
    const member = await registerMember(t.app)
    const responses = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        post('/v2/api/post/summarize', { id: row.id, text: `${text} ${i}` }, member.auth),
      ),
    )
    expectEveryAnswer(responses, { '200': 25 })
    expect(responses.filter((r) => r.json().data.awarded === 5)).toHaveLength(1)
    expect((await balances(member)).skill).toBe(5)
  })

  it('refuses a summary that is too short, and posts that are not articles', async () => {
    const row = await article()
    const member = await registerMember(t.app)
    const short = await post('/v2/api/post/summarize', { id: row.id, text: 'สั้นไป' }, member.auth)
    expect(short.statusCode).toBe(400)
    expect(short.json().error.details.fields[0].field).toBe('body.text')
    const own = await createPost(member, { publish: true })
    expect((await post('/v2/api/post/summarize', { id: own.id, text }, member.auth)).statusCode).toBe(409)
  })
})

describe('images for the editor', () => {
  it('stores an uploaded image re-encoded as WebP without its metadata, usable as the cover', async () => {
    const member = await registerMember(t.app)
    const body = multipart(
      {},
      {
        field: 'image',
        filename: 'x.png',
        contentType: 'image/png',
        content: await pngWithMetadata(2400, 1200),
      },
    )
    const response = await inject({
      method: 'POST',
      url: '/v2/api/richText/uploadImage',
      headers: { ...member.auth, ...body.headers },
      payload: body.payload,
    })
    expect(response.statusCode, response.body).toBe(200)
    const { url, width, height } = response.json().data
    expect(url).toMatch(/^\/uploads\/posts\/[a-z0-9-]+\.webp$/)
    expect([width, height]).toEqual([1600, 800])
    const served = await get(url)
    expect(served.statusCode).toBe(200)
    expect(served.rawPayload.includes(Buffer.from('secret-camera-owner'))).toBe(false)
    const created = await createPost(member, {
      cover_image: url,
      content: `<p>รูป</p><img src="${url}" alt="ขนม">`,
    })
    const own = (await get(`/v2/api/post/get?id=${created.id}`, member.auth)).json().data
    expect(own.cover_image).toBe(url)
    expect(own.content).toContain(`<img src="${url}" alt="ขนม" />`)
    const other = await registerMember(t.app)
    const stolen = await post(
      '/v2/api/post/create',
      { type: 'hit', title: 'ของคนอื่น', cover_image: url },
      other.auth,
    )
    expect(stolen.statusCode).toBe(400)
  })

  it('refuses files that are not images', async () => {
    const member = await registerMember(t.app)
    const body = multipart(
      {},
      {
        field: 'image',
        filename: 'x.png',
        contentType: 'image/png',
        content: Buffer.from('<svg onload=alert(1)>'),
      },
    )
    const response = await inject({
      method: 'POST',
      url: '/v2/api/richText/uploadImage',
      headers: { ...member.auth, ...body.headers },
      payload: body.payload,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('IMAGE_INVALID')
    const json = await post('/v2/api/richText/uploadImage', {}, member.auth)
    expect(json.statusCode).toBe(415)
  })
})

describe('link previews of articles', () => {
  it("puts a published article's title, description and cover into the shared page's meta tags", async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'klass-dist-'))
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><meta name="description" content="x" /><title>Klass</title></head><body></body></html>',
    )
    const site = await createTestApp({ demo: true, config: { webDistDir: dist } })
    try {
      const [article] = (
        await site.app.inject({ method: 'GET', url: '/v2/api/post/detail?type=hit&page=1' })
      ).json().items
      const html = (
        await site.app.inject({
          method: 'GET',
          url: `/post/detail/${article.id}/${encodeURIComponent(article.slug)}`,
        })
      ).body
      expect(html).toContain(`<meta property="og:type" content="article" />`)
      expect(html).toContain(`content="${article.title.replace(/"/g, '&quot;')} | Klass"`)
      expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:3000\/uploads\/[^"]+" \/>/)
      const missing = (await site.app.inject({ method: 'GET', url: '/post/detail/999999' })).body
      expect(missing).toContain('<meta property="og:title" content="Klass — เรื่องเงิน เรียนสนุก" />')
    } finally {
      await site.close()
      await rm(dist, { recursive: true, force: true })
    }
  })

  it('serves the article readable in the HTML, with the post as data and its code listed for after the first paint, without counting a read', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'klass-dist-'))
    await mkdir(path.join(dist, '.vite'))
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><meta name="description" content="x" /><title>Klass</title></head><body><div id="root"><main class="min-h-dvh flex-1"></main></div></body></html>',
    )
    await writeFile(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': {
          file: 'assets/index-1.js',
          isEntry: true,
          dynamicImports: ['_react-1.js', '_app-1.js'],
          assets: ['assets/prompt-thai-600-1.woff2', 'assets/noto-latin-ext-1.woff2', 'assets/logo-1.svg'],
        },
        '_react-1.js': { file: 'assets/react-1.js' },
        '_app-1.js': { file: 'assets/app-1.js', imports: ['_react-1.js'] },
        'src/features/posts/routes/post-detail.tsx': {
          file: 'assets/post-detail-1.js',
          imports: ['_app-1.js', '_post-card-1.js'],
        },
        '_post-card-1.js': { file: 'assets/post-card-1.js' },
      }),
    )
    const site = await createTestApp({ demo: true, config: { webDistDir: dist } })
    try {
      const [article] = (
        await site.app.inject({ method: 'GET', url: '/v2/api/post/detail?type=hit&page=1' })
      ).json().items
      const html = (await site.app.inject({ method: 'GET', url: `/post/detail/${article.id}` })).body
      const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? ''
      expect(main).toContain('<h1 id="post-title"')
      expect(main).toContain(article.title.replace(/&/g, '&amp;').replace(/</g, '&lt;'))
      expect(main).toMatch(/\d{1,2} \S+ 25\d\d<\/time>/)
      const data = /<script type="application\/json" id="klass-page-data"[^>]*>([\s\S]*?)<\/script>/.exec(
        html,
      )?.[1]
      const served = JSON.parse(data ?? 'null')
      expect(served.post).toMatchObject({ id: article.id, title: article.title, liked: false, answer: null })
      expect(served.post.question.prompt).toEqual(expect.any(String))
      expect(html).toContain(
        `<link rel="preload" as="image" href="${article.cover_image}" fetchpriority="high" />`,
      )
      // The article is painted before any of the app's code is fetched; the code is listed for after that.
      expect(html).not.toContain('modulepreload')
      expect(html).not.toContain('src="/assets/app-1.js"')
      expect(html).toContain(
        '<meta name="klass-deferred-modules" content="/assets/react-1.js /assets/app-1.js /assets/post-detail-1.js /assets/post-card-1.js" />',
      )
      // The served text's fonts come with it, so it does not reflow when they arrive.
      expect(html).toContain(
        '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/prompt-thai-600-1.woff2" />',
      )
      expect(html).not.toContain('latin-ext-1.woff2')
      const after = await site.app.inject({ method: 'GET', url: `/v2/api/post/show?id=${article.id}` })
      expect(after.json().data.read_count).toBe(article.read_count + 1)
    } finally {
      await site.close()
      await rm(dist, { recursive: true, force: true })
    }
  })
})
