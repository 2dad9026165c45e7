import { randomBytes } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST_REPORT_THRESHOLD } from '@klass/contract/posts'
import { auditLog } from '@klass/db/schema/admin'
import { posts, postTagCounts, postTypeCounts } from '@klass/db/schema/posts'
import { createTestApp, registerMember, type TestApp } from '../../../test/app'
import { staffMember } from '../../../test/staff'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type Member = { auth: Record<string, string> }

const uniqueWord = () => `คำตรวจ${randomBytes(4).toString('hex')}`

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers })

/** An editor of the back office whose session passed the one-time code. */
const editor = () => staffMember(t, ['editor'])

/** The audit rows of a post, oldest first. */
const auditOf = (postId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'post'), eq(auditLog.entityId, String(postId))))
    .orderBy(asc(auditLog.id))

/** A member's post sent to the editors (publish: true), with a unique tag. */
async function sendOut(author: Member, tag = uniqueWord()) {
  const response = await post(
    '/v2/api/post/create',
    {
      type: 'greenery',
      title: `ขวดน้ำใช้ซ้ำช่วยประหยัด ${tag}`,
      content: '<p>ซื้อขวดน้ำใบเดียว เติมน้ำฟรีที่โรงเรียน ปีหนึ่งประหยัดได้หลายร้อยบาท</p>',
      tags: [tag],
      publish: true,
    },
    author.auth,
  )
  expect(response.statusCode, response.body).toBe(201)
  return { ...(response.json().data as { id: number; status: string; review_note: string | null }), tag }
}

const decide = (who: Member, body: Record<string, unknown>) =>
  post('/v2/api/moderation/decide', body, who.auth)

async function queueIds(who: Member): Promise<number[]> {
  const response = await get('/v2/api/moderation/queue?limit=100', who.auth)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().items.map((item: { post: { id: number } }) => item.post.id)
}

async function publicCounts(tag: string) {
  const [type] = await t.db
    .select({ n: postTypeCounts.posts })
    .from(postTypeCounts)
    .where(eq(postTypeCounts.type, 'greenery'))
  const [tagged] = await t.db
    .select({ n: postTagCounts.posts })
    .from(postTagCounts)
    .where(and(eq(postTagCounts.type, 'greenery'), eq(postTagCounts.tag, tag)))
  return { type: type?.n ?? 0, tag: tagged?.n ?? 0 }
}

const listedWithTag = async (tag: string) =>
  (await get(`/v2/api/post/detail?type=greenery&tag=${encodeURIComponent(tag)}`))
    .json()
    .items.map((card: { id: number }) => card.id)

describe("a member's new post waits for an editor", () => {
  it('is pending, seen only by its author, neither listed nor counted, and in the editors’ queue', async () => {
    const author = await registerMember(t.app)
    const reader = await registerMember(t.app)
    const boss = await editor()
    const before = await publicCounts('x')
    const sent = await sendOut(author)
    expect(sent.status).toBe('pending')
    expect((await get(`/v2/api/post/show?id=${sent.id}`)).statusCode).toBe(404)
    expect((await get(`/v2/api/post/show?id=${sent.id}`, reader.auth)).statusCode).toBe(404)
    const own = await get(`/v2/api/post/show?id=${sent.id}`, author.auth)
    expect(own.json().data).toMatchObject({ status: 'pending', is_owner: true })
    const mine = await get('/v2/api/post/myPosts?status=pending', author.auth)
    expect(mine.json().items.map((card: { id: number }) => card.id)).toEqual([sent.id])
    expect(await listedWithTag(sent.tag)).toEqual([])
    expect(await publicCounts(sent.tag)).toEqual({ type: before.type, tag: 0 })
    expect((await post(`/v2/api/post/like?id=${sent.id}`, {}, reader.auth)).statusCode).toBe(404)
    const queue = await get('/v2/api/moderation/queue?limit=100', boss.auth)
    const item = queue.json().items.find((entry: { post: { id: number } }) => entry.post.id === sent.id)
    expect(item).toMatchObject({ awaiting: 'new', open_reports: 0, reports: [] })
    expect(item.content).toContain('เติมน้ำฟรี')
  })

  it('goes public when an editor approves it, and then counts in its club and tag', async () => {
    const author = await registerMember(t.app)
    const boss = await editor()
    const before = await publicCounts('x')
    const sent = await sendOut(author)
    const approved = await decide(boss, { post_id: sent.id, decision: 'approve' })
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json().data).toEqual({ post_id: sent.id, status: 'published', review_note: null })
    const shown = await get(`/v2/api/post/show?id=${sent.id}`)
    expect(shown.statusCode).toBe(200)
    expect(shown.json().data.published_at).not.toBeNull()
    expect(await listedWithTag(sent.tag)).toEqual([sent.id])
    expect(await publicCounts(sent.tag)).toEqual({ type: before.type + 1, tag: 1 })
    expect(await queueIds(boss)).not.toContain(sent.id)
    const again = await decide(boss, { post_id: sent.id, decision: 'approve' })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('MODERATION_NOT_IN_QUEUE')
  })

  it('goes back to its author with the reason when rejected, and waits again once resubmitted', async () => {
    const author = await registerMember(t.app)
    const boss = await editor()
    const sent = await sendOut(author)
    const noReason = await decide(boss, { post_id: sent.id, decision: 'reject' })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().error.code).toBe('VALIDATION_FAILED')
    const reason = 'มีเบอร์โทรศัพท์ของเพื่อนอยู่ในโพสต์ กรุณาลบออกก่อนส่งใหม่'
    const rejected = await decide(boss, { post_id: sent.id, decision: 'reject', reason })
    expect(rejected.json().data).toMatchObject({ status: 'rejected', review_note: reason })
    const own = await get(`/v2/api/post/get?id=${sent.id}`, author.auth)
    expect(own.json().data).toMatchObject({ status: 'rejected', review_note: reason })
    expect((await get(`/v2/api/post/show?id=${sent.id}`)).statusCode).toBe(404)
    expect(await queueIds(boss)).not.toContain(sent.id)
    const resubmitted = await post(`/v2/api/post/publish?id=${sent.id}`, {}, author.auth)
    expect(resubmitted.json().data).toMatchObject({ status: 'pending', review_note: null })
    const twice = await post(`/v2/api/post/publish?id=${sent.id}`, {}, author.auth)
    expect(twice.statusCode).toBe(409)
    expect(twice.json().error.code).toBe('POST_AWAITING_REVIEW')
    expect(await queueIds(boss)).toContain(sent.id)
  })

  it('leaves the public when its author edits it, until an editor approves the edit', async () => {
    const author = await registerMember(t.app)
    const boss = await editor()
    const sent = await sendOut(author)
    await decide(boss, { post_id: sent.id, decision: 'approve' })
    const edited = await post(
      '/v2/api/post/update',
      { id: sent.id, content: '<p>เพิ่มลิงก์ร้านค้าของฉัน</p>' },
      author.auth,
    )
    expect(edited.json().data.status).toBe('pending')
    expect((await get(`/v2/api/post/show?id=${sent.id}`)).statusCode).toBe(404)
    expect(await listedWithTag(sent.tag)).toEqual([])
    await decide(boss, { post_id: sent.id, decision: 'approve' })
    expect((await get(`/v2/api/post/show?id=${sent.id}`)).json().data.content).toContain('ร้านค้าของฉัน')
  })

  it("publishes an editor's own post at once", async () => {
    const boss = await editor()
    const sent = await sendOut(boss)
    expect(sent.status).toBe('published')
    expect((await get(`/v2/api/post/show?id=${sent.id}`)).statusCode).toBe(200)
  })
})

describe('only editors and admins review, with the one-time code', () => {
  it('refuses the queue and decisions to members and to campaign and support staff with 403 STAFF_ONLY', async () => {
    const member = await registerMember(t.app)
    const author = await registerMember(t.app)
    const campaign = await staffMember(t, ['campaign'])
    const support = await staffMember(t, ['support'])
    const sent = await sendOut(author)
    for (const who of [member, author, campaign, support]) {
      for (const response of [
        await get('/v2/api/moderation/queue', who.auth),
        await decide(who, { post_id: sent.id, decision: 'approve' }),
      ]) {
        expect(response.statusCode).toBe(403)
        expect(response.json().error.code).toBe('STAFF_ONLY')
      }
    }
    expect((await get(`/v2/api/post/show?id=${sent.id}`)).statusCode).toBe(404)
    expect((await get('/v2/api/moderation/queue')).statusCode).toBe(401)
    expect(await auditOf(sent.id)).toEqual([])
  })

  it('asks an editor whose session has not passed the one-time code for it', async () => {
    const author = await registerMember(t.app)
    const unchecked = await staffMember(t, ['editor'], { secondFactor: false })
    const sent = await sendOut(author)
    const refused = await decide(unchecked, { post_id: sent.id, decision: 'approve' })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.code).toBe('STAFF_SECOND_FACTOR_REQUIRED')
    expect((await get('/v2/api/moderation/queue', unchecked.auth)).statusCode).toBe(403)
  })

  it('lets an admin review too', async () => {
    const author = await registerMember(t.app)
    const admin = await staffMember(t, ['admin'])
    const sent = await sendOut(author)
    expect(await queueIds(admin)).toContain(sent.id)
    const approved = await decide(admin, { post_id: sent.id, decision: 'approve' })
    expect(approved.statusCode, approved.body).toBe(200)
  })

  it('writes every decision to the audit log: who, the status before and after, and the reason', async () => {
    const author = await registerMember(t.app)
    const boss = await editor()
    const sent = await sendOut(author)
    await decide(boss, { post_id: sent.id, decision: 'approve' })
    const reason = 'มีลิงก์ชวนเล่นพนันออนไลน์'
    await decide(boss, { post_id: sent.id, decision: 'hide', reason })
    const rows = await auditOf(sent.id)
    expect(rows.map((row) => [row.actorId, row.action, row.before, row.after, row.reason])).toEqual([
      [
        boss.id,
        'post.approve',
        { status: 'pending', review_note: null },
        { status: 'published', review_note: null, reports_resolved: 0 },
        null,
      ],
      [
        boss.id,
        'post.hide',
        { status: 'published', review_note: null },
        { status: 'hidden', review_note: reason, reports_resolved: 0 },
        reason,
      ],
    ])
    // A refused decision changes nothing and records nothing.
    await decide(boss, { post_id: sent.id, decision: 'reject' })
    expect(await auditOf(sent.id)).toHaveLength(2)
  })

  it('answers 404 for a post that does not exist and 409 for a draft', async () => {
    const boss = await editor()
    const author = await registerMember(t.app)
    const missing = await decide(boss, { post_id: 987654321, decision: 'approve' })
    expect(missing.json().error.code).toBe('POST_NOT_FOUND')
    const draft = await post(
      '/v2/api/post/create',
      { type: 'hit', title: 'ยังเขียนไม่เสร็จ', content: '<p>ร่าง</p>' },
      author.auth,
    )
    const onDraft = await decide(boss, {
      post_id: draft.json().data.id,
      decision: 'reject',
      reason: 'ยังไม่ส่ง',
    })
    expect(onDraft.statusCode).toBe(409)
    expect(onDraft.json().error.code).toBe('MODERATION_NOT_IN_QUEUE')
  })
})

describe("members' reports", () => {
  async function publicPost() {
    const author = await registerMember(t.app)
    const boss = await editor()
    const sent = await sendOut(author)
    await decide(boss, { post_id: sent.id, decision: 'approve' })
    return { author, boss, sent }
  }

  const report = (who: Member, id: number, reason = 'spam') =>
    post('/v2/api/post/report', { id, reason, detail: 'ชวนซื้อของซ้ำ ๆ' }, who.auth)

  it('takes one report per member and post, never on their own post, with a known reason', async () => {
    const { author, sent } = await publicPost()
    const reader = await registerMember(t.app)
    const first = await report(reader, sent.id)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().data).toEqual({ id: sent.id, reported: true })
    const twice = await report(reader, sent.id, 'other')
    expect(twice.statusCode).toBe(409)
    expect(twice.json().error.code).toBe('POST_ALREADY_REPORTED')
    const own = await report(author, sent.id)
    expect(own.statusCode).toBe(409)
    expect(own.json().error.code).toBe('POST_REPORT_OWN')
    expect((await report(reader, sent.id, 'boring')).statusCode).toBe(400)
    expect((await post('/v2/api/post/report', { id: sent.id, reason: 'spam' })).statusCode).toBe(401)
    expect((await report(reader, 987654321)).statusCode).toBe(404)
  })

  it(`hides a member's post at ${POST_REPORT_THRESHOLD} reports until an editor decides, and puts it in the queue`, async () => {
    const { author, boss, sent } = await publicPost()
    const before = await publicCounts(sent.tag)
    expect(before.tag).toBe(1)
    const readers = await Promise.all(
      Array.from({ length: POST_REPORT_THRESHOLD }, () => registerMember(t.app)),
    )
    for (const reader of readers.slice(0, -1)) await report(reader, sent.id)
    expect((await get(`/v2/api/post/show?id=${sent.id}`)).statusCode).toBe(200)
    const queued = await get('/v2/api/moderation/queue?limit=100', boss.auth)
    expect(
      queued.json().items.find((item: { post: { id: number } }) => item.post.id === sent.id),
    ).toMatchObject({ awaiting: 'reported', open_reports: POST_REPORT_THRESHOLD - 1 })

    await report(readers.at(-1)!, sent.id, 'inappropriate')
    expect((await get(`/v2/api/post/show?id=${sent.id}`)).statusCode).toBe(404)
    expect(await listedWithTag(sent.tag)).toEqual([])
    expect((await publicCounts(sent.tag)).tag).toBe(0)
    const own = await get(`/v2/api/post/get?id=${sent.id}`, author.auth)
    expect(own.json().data.status).toBe('hidden')
    expect(own.json().data.review_note).toContain('รายงาน')
    const hidden = (await get('/v2/api/moderation/queue?limit=100', boss.auth))
      .json()
      .items.find((item: { post: { id: number } }) => item.post.id === sent.id)
    expect(hidden).toMatchObject({ awaiting: 'hidden', open_reports: POST_REPORT_THRESHOLD })
    expect(hidden.reports.map((r: { reason: string }) => r.reason)).toContain('inappropriate')

    // The editor finds nothing wrong: public again, the reports answered.
    await decide(boss, { post_id: sent.id, decision: 'approve' })
    expect((await get(`/v2/api/post/show?id=${sent.id}`)).statusCode).toBe(200)
    expect((await publicCounts(sent.tag)).tag).toBe(1)
    expect(await queueIds(boss)).not.toContain(sent.id)
  })

  it('counts concurrent reports once each: the threshold hides the post exactly once', async () => {
    const { sent } = await publicPost()
    const readers = await Promise.all(
      Array.from({ length: POST_REPORT_THRESHOLD + 2 }, () => registerMember(t.app)),
    )
    const answers = await Promise.all(readers.map((reader) => report(reader, sent.id)))
    // Reports after the post was hidden find no public post.
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThanOrEqual(
      POST_REPORT_THRESHOLD,
    )
    const [row] = await t.db.select({ status: posts.status }).from(posts).where(eq(posts.id, sent.id))
    expect(row!.status).toBe('hidden')
  })

  it('lets an editor take down any public post with a reason the author reads', async () => {
    const { author, boss, sent } = await publicPost()
    const reason = 'ชวนลงทุนที่ให้ผลตอบแทนสูงเกินจริง เข้าข่ายแชร์ลูกโซ่'
    const hidden = await decide(boss, { post_id: sent.id, decision: 'hide', reason })
    expect(hidden.json().data).toEqual({ post_id: sent.id, status: 'hidden', review_note: reason })
    expect((await get(`/v2/api/post/show?id=${sent.id}`)).statusCode).toBe(404)
    expect((await get(`/v2/api/post/get?id=${sent.id}`, author.auth)).json().data.review_note).toBe(reason)
    const rejected = await decide(boss, { post_id: sent.id, decision: 'reject', reason })
    expect(rejected.json().data.status).toBe('rejected')
  })
})
