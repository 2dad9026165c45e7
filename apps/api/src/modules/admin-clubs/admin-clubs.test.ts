import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '@klass/db/schema/admin'
import { clubs } from '@klass/db/schema/clubs'
import { postSections } from '@klass/contract/posts'
import { createTestApp, registerMember, type TestApp } from '../../../test/app'
import { newMember } from '../../../test/economy'
import { staffMember } from '../../../test/staff'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type Who = { auth: Record<string, string> }

const get = (url: string, who?: Who) => t.app.inject({ method: 'GET', url, headers: who?.auth ?? {} })
const post = (url: string, payload: object, who?: Who) =>
  t.app.inject({ method: 'POST', url, payload, headers: who?.auth ?? {} })

const base = '/v2/api/admin/clubs'

const clubAudit = () =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'club')))
    .orderBy(asc(auditLog.id))

const postBody = (type: string) => ({
  type,
  title: 'ปลูกผักขายในหมู่บ้าน',
  content: '<p>ต้นทุนเมล็ดผักซองละ 20 บาท ขายได้หลายร้อย</p>',
})

/** Put a club back as the migration wrote it, so each test starts from the same clubs. */
async function reopen(type: 'hit' | 'biz-master' | 'smart-society' | 'play-yard' | 'greenery') {
  await t.db.update(clubs).set({ openForPosts: true }).where(eq(clubs.type, type))
}

describe('who may edit the clubs', () => {
  it('lets editors and admins in, and refuses campaign, support and plain members with STAFF_ONLY', async () => {
    for (const who of [await staffMember(t, ['editor']), await staffMember(t, ['admin'])]) {
      const list = await get(base, who)
      expect(list.statusCode, list.body).toBe(200)
      expect(list.json().data.map((club: { type: string }) => club.type)).toEqual([
        'hit',
        'biz-master',
        'smart-society',
        'play-yard',
        'greenery',
      ])
    }
    const campaign = await staffMember(t, ['campaign'])
    const support = await staffMember(t, ['support'])
    const member = await registerMember(t.app)
    for (const who of [campaign, support, member]) {
      for (const response of [
        await get(base, who),
        await post(`${base}/update`, { type: 'hit', tagline: 'ไม่ควรเปลี่ยน' }, who),
        await post(
          `${base}/reorder`,
          { types: ['greenery', 'hit', 'biz-master', 'smart-society', 'play-yard'] },
          who,
        ),
      ]) {
        expect(response.statusCode).toBe(403)
        expect(response.json().error.code).toBe('STAFF_ONLY')
      }
    }
    const [hit] = await t.db.select().from(clubs).where(eq(clubs.type, 'hit'))
    expect(hit!.tagline).toBe('เรื่องเงินที่ทุกคนกำลังพูดถึง')
    expect(hit!.position).toBe(1)
  })
})

describe('the clubs before any editor touched them', () => {
  it('are the five clubs with the texts Klass showed before they were editable', async () => {
    const section = await get('/v2/api/post?type=biz-master')
    expect(section.json().data).toMatchObject({
      type: 'biz-master',
      name: 'Biz Master',
      tagline: 'สายธุรกิจ ชอบคิดไอเดียหาเงิน',
      open_for_posts: true,
    })
    expect(section.json().data.story).toMatch(/^คลับของคนที่อยากมีรายได้เป็นของตัวเอง/)
    // The guide and the talks keep their own texts and take no members' posts.
    const guide = await get('/v2/api/post?type=guide')
    expect(guide.json().data).toMatchObject({ ...postSections.guide, open_for_posts: false })
  })
})

describe('an editor edits a club', () => {
  it("renames a club and rewrites its texts: members' club call and the home read the new ones, and the audit log keeps both", async () => {
    const editor = await staffMember(t, ['editor'])
    const member = await newMember(t)
    const changed = await post(
      `${base}/update`,
      {
        type: 'greenery',
        name: 'กรีนเนอรี่',
        tagline: 'ใช้เงินแบบรักษ์โลก ทีละนิด',
        summary: 'ออม ใช้ และลงทุนแบบเป็นมิตรกับโลก',
        colour: 'sun',
      },
      editor,
    )
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json().data).toMatchObject({ type: 'greenery', name: 'กรีนเนอรี่', colour: 'sun' })

    const section = await get('/v2/api/post?type=greenery', member)
    expect(section.json().data).toMatchObject({ name: 'กรีนเนอรี่', tagline: 'ใช้เงินแบบรักษ์โลก ทีละนิด' })
    const list = await get('/v2/api/post/clubs')
    expect(list.json().data.find((club: { type: string }) => club.type === 'greenery')).toMatchObject({
      name: 'กรีนเนอรี่',
      summary: 'ออม ใช้ และลงทุนแบบเป็นมิตรกับโลก',
      colour: 'sun',
    })
    const home = await get('/v2/api/home')
    expect(home.json().data.sections.articles.categories).toContainEqual({
      type: 'greenery',
      name: 'กรีนเนอรี่',
      summary: 'ออม ใช้ และลงทุนแบบเป็นมิตรกับโลก',
      colour: 'sun',
    })

    const [row] = (await clubAudit()).filter((entry) => entry.entityId === 'greenery')
    expect(row).toMatchObject({
      actorId: editor.id,
      action: 'club.update',
      before: expect.objectContaining({ name: 'Greenery', tagline: 'การเงินสีเขียว ใช้เงินแบบรักษ์โลก' }),
      after: expect.objectContaining({ name: 'กรีนเนอรี่', tagline: 'ใช้เงินแบบรักษ์โลก ทีละนิด' }),
    })
  })

  it('refuses an empty name or an unknown colour with the field named in Thai, and changes nothing', async () => {
    const editor = await staffMember(t, ['editor'])
    const before = await clubAudit()
    const empty = await post(`${base}/update`, { type: 'hit', name: '   ' }, editor)
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.code).toBe('VALIDATION_FAILED')
    expect(JSON.stringify(empty.json().error)).toContain('กรุณากรอกชื่อคลับ')
    const colour = await post(`${base}/update`, { type: 'hit', colour: 'purple' }, editor)
    expect(colour.statusCode).toBe(400)
    const unknown = await post(`${base}/update`, { type: 'crypto', name: 'Crypto' }, editor)
    expect(unknown.statusCode).toBe(400)
    expect(await clubAudit()).toHaveLength(before.length)
    const [hit] = await t.db.select().from(clubs).where(eq(clubs.type, 'hit'))
    expect(hit!.name).toBe('HITS')
  })

  it('reorders the clubs for every list, and refuses an order that leaves a club out', async () => {
    const editor = await staffMember(t, ['editor'])
    const order = ['play-yard', 'hit', 'greenery', 'biz-master', 'smart-society']
    const reordered = await post(`${base}/reorder`, { types: order }, editor)
    expect(reordered.statusCode, reordered.body).toBe(200)
    expect(reordered.json().data.map((club: { type: string }) => club.type)).toEqual(order)
    const listed = await get('/v2/api/post/clubs')
    expect(listed.json().data.map((club: { type: string }) => club.type)).toEqual(order)
    const home = await get('/v2/api/home')
    expect(home.json().data.sections.articles.categories.map((club: { type: string }) => club.type)).toEqual(
      order,
    )
    const audit = (await clubAudit()).filter((entry) => entry.action === 'club.reorder')
    expect(audit.at(-1)).toMatchObject({ actorId: editor.id, after: { order } })

    const missing = await post(
      `${base}/reorder`,
      { types: ['hit', 'hit', 'greenery', 'biz-master', 'smart-society'] },
      editor,
    )
    expect(missing.statusCode).toBe(400)
    expect(JSON.stringify(missing.json().error)).toContain('กรุณาเรียงคลับให้ครบทุกคลับ')
    expect((await get('/v2/api/post/clubs')).json().data.map((club: { type: string }) => club.type)).toEqual(
      order,
    )
  })
})

describe('a club closed to new posts', () => {
  it("refuses a member's new post with CLUB_CLOSED and a Thai message, keeps its posts readable, and takes posts again once reopened", async () => {
    const editor = await staffMember(t, ['editor'])
    const member = await newMember(t)
    const before = await post('/v2/api/post/create', { ...postBody('smart-society'), publish: true }, editor)
    expect(before.statusCode, before.body).toBe(201)
    const draft = await post('/v2/api/post/create', postBody('smart-society'), member)
    expect(draft.statusCode, draft.body).toBe(201)
    const elsewhere = await post('/v2/api/post/create', postBody('hit'), member)

    const closed = await post(`${base}/update`, { type: 'smart-society', open_for_posts: false }, editor)
    expect(closed.statusCode, closed.body).toBe(200)
    expect((await clubAudit()).at(-1)).toMatchObject({
      action: 'club.close',
      entityId: 'smart-society',
      before: expect.objectContaining({ open_for_posts: true }),
      after: expect.objectContaining({ open_for_posts: false }),
    })

    const refused = await post('/v2/api/post/create', postBody('smart-society'), member)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.code).toBe('CLUB_CLOSED')
    expect(refused.json().error.message).toContain('คลับนี้ปิดรับโพสต์ใหม่')
    // A draft already there does not go out, and no post moves in.
    const publish = await post(`/v2/api/post/publish?id=${draft.json().data.id}`, {}, member)
    expect(publish.json().error.code).toBe('CLUB_CLOSED')
    const moved = await post(
      '/v2/api/post/update',
      { id: elsewhere.json().data.id, type: 'smart-society' },
      member,
    )
    expect(moved.json().error.code).toBe('CLUB_CLOSED')
    // The draft is still the member's to edit, and the club's published posts stay.
    const edited = await post(
      '/v2/api/post/update',
      { id: draft.json().data.id, title: 'ปลูกผักขาย ฉบับแก้' },
      member,
    )
    expect(edited.statusCode, edited.body).toBe(200)
    const section = await get('/v2/api/post?type=smart-society', member)
    expect(section.json().data.open_for_posts).toBe(false)
    expect(section.json().data.latest.map((card: { id: number }) => card.id)).toContain(before.json().data.id)
    expect((await get(`/v2/api/post/show?id=${before.json().data.id}`)).statusCode).toBe(200)

    await post(`${base}/update`, { type: 'smart-society', open_for_posts: true }, editor)
    expect((await clubAudit()).at(-1)).toMatchObject({ action: 'club.open', entityId: 'smart-society' })
    const again = await post('/v2/api/post/create', postBody('smart-society'), member)
    expect(again.statusCode, again.body).toBe(201)
    await reopen('smart-society')
  })
})
