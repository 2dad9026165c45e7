import { randomBytes } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '@klass/db/schema/admin'
import { users } from '@klass/db/schema/core'
import { createTestApp, registerMember, type TestApp } from '../../../test/app'
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

const base = '/v2/api/admin/content'
const unique = () => randomBytes(4).toString('hex')

/** A picture as richText/uploadImage stores it, and the path the editor sends. */
async function uploadedImage(): Promise<string> {
  const name = `staff-${unique()}`
  await t.app.ctx.storage.put(`public/posts/${name}.webp`, Buffer.from('RIFF0000WEBPVP8 '))
  return `/uploads/posts/${name}.webp`
}

const auditRows = (entity: string, entityId: string | number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.id))

const articleBody = (word = unique()) => ({
  type: 'hit',
  title: `ออมเงินวันละ 20 บาท ${word}`,
  content: '<p>เก็บเหรียญยี่สิบทุกวัน หนึ่งปีได้กว่าเจ็ดพันบาท</p>',
  tags: ['ออมเงิน'],
  question: {
    prompt: 'ออมวันละ 20 บาท หนึ่งปีได้ประมาณเท่าไร',
    choices: ['730 บาท', '7,300 บาท', '73,000 บาท'],
    answer: 1,
    explanation: '20 × 365 = 7,300 บาท',
  },
})

describe('who may work on content', () => {
  it('lets editors and admins in, and refuses campaign, support and plain members with STAFF_ONLY', async () => {
    const editor = await staffMember(t, ['editor'])
    const admin = await staffMember(t, ['admin'])
    for (const who of [editor, admin]) {
      for (const path of ['articles', 'superheroes', 'videos', 'policies?type=law']) {
        const response = await get(`${base}/${path}`, who)
        expect(response.statusCode, `${path}: ${response.body}`).toBe(200)
      }
      const created = await post(`${base}/article/create`, articleBody(), who)
      expect(created.statusCode, created.body).toBe(201)
    }
    const campaign = await staffMember(t, ['campaign'])
    const support = await staffMember(t, ['support'])
    const member = await registerMember(t.app)
    for (const who of [campaign, support, member]) {
      for (const response of [
        await get(`${base}/articles`, who),
        await post(`${base}/article/create`, articleBody(), who),
        await post(`${base}/policy/create`, { type: 'law' }, who),
        await get(`${base}/videos`, who),
      ]) {
        expect(response.statusCode).toBe(403)
        expect(response.json().error.code).toBe('STAFF_ONLY')
      }
    }
    const unchecked = await staffMember(t, ['editor'], { secondFactor: false })
    expect((await get(`${base}/articles`, unchecked)).json().error.code).toBe('STAFF_SECOND_FACTOR_REQUIRED')
    expect((await get(`${base}/articles`)).statusCode).toBe(401)
  })
})

describe("Klass's own articles", () => {
  it('writes a draft, edits it, publishes and unpublishes it, each change in the audit log', async () => {
    const editor = await staffMember(t, ['editor'])
    const word = unique()
    const created = await post(`${base}/article/create`, articleBody(word), editor)
    expect(created.statusCode, created.body).toBe(201)
    const article = created.json().data
    expect(article).toMatchObject({ status: 'draft', type: 'hit', question: { answer: 1 } })
    expect((await get(`/v2/api/post/show?id=${article.id}`)).statusCode).toBe(404)

    const cover = await uploadedImage()
    const edited = await post(
      `${base}/article/update`,
      { id: article.id, title: `ออมเงินวันละ 25 บาท ${word}`, cover_image: cover },
      editor,
    )
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json().data).toMatchObject({ title: `ออมเงินวันละ 25 บาท ${word}`, cover_image: cover })

    const published = await post(`${base}/article/publish`, { id: article.id }, editor)
    expect(published.json().data.status).toBe('published')
    const shown = await get(`/v2/api/post/show?id=${article.id}`)
    expect(shown.statusCode).toBe(200)
    expect(shown.json().data.author.kind).toBe('klass')
    expect(shown.json().data.question.choices).toHaveLength(3)
    const twice = await post(`${base}/article/publish`, { id: article.id }, editor)
    expect(twice.statusCode).toBe(409)
    expect(twice.json().error.code).toBe('ARTICLE_ALREADY_PUBLISHED')

    const found = await get(`${base}/articles?status=published&q=${encodeURIComponent(word)}`, editor)
    expect(found.json().items.map((row: { id: number }) => row.id)).toEqual([article.id])

    const unpublished = await post(`${base}/article/unpublish`, { id: article.id }, editor)
    expect(unpublished.json().data.status).toBe('draft')
    expect((await get(`/v2/api/post/show?id=${article.id}`)).statusCode).toBe(404)
    const again = await post(`${base}/article/unpublish`, { id: article.id }, editor)
    expect(again.json().error.code).toBe('ARTICLE_NOT_PUBLISHED')

    const rows = await auditRows('post', article.id)
    expect(rows.map((row) => [row.action, row.actorId])).toEqual([
      ['article.create', editor.id],
      ['article.update', editor.id],
      ['article.publish', editor.id],
      ['article.unpublish', editor.id],
    ])
    expect(rows[1]!.before).toMatchObject({ title: `ออมเงินวันละ 20 บาท ${word}`, cover_image: null })
    expect(rows[1]!.after).toMatchObject({ title: `ออมเงินวันละ 25 บาท ${word}`, cover_image: cover })
    expect(rows[2]).toMatchObject({ before: { status: 'draft' }, after: { status: 'published' } })
    expect(rows[3]).toMatchObject({ before: { status: 'published' }, after: { status: 'draft' } })
  })

  it("refuses bad input with codes, and never edits a member's post as an article", async () => {
    const editor = await staffMember(t, ['editor'])
    const noTitle = await post(`${base}/article/create`, { ...articleBody(), title: '  ' }, editor)
    expect(noTitle.statusCode).toBe(400)
    expect(noTitle.json().error.code).toBe('VALIDATION_FAILED')
    const badAnswer = await post(
      `${base}/article/create`,
      { ...articleBody(), question: { ...articleBody().question, answer: 3 } },
      editor,
    )
    expect(badAnswer.statusCode).toBe(400)
    const foreignImage = await post(
      `${base}/article/create`,
      { ...articleBody(), cover_image: '/uploads/posts/nobody-uploaded-this.webp' },
      editor,
    )
    expect(foreignImage.statusCode).toBe(400)
    expect(foreignImage.json().error.code).toBe('CONTENT_IMAGE_UNKNOWN')
    const empty = await post(`${base}/article/create`, { ...articleBody(), content: '' }, editor)
    const onEmpty = await post(`${base}/article/publish`, { id: empty.json().data.id }, editor)
    expect(onEmpty.json().error.code).toBe('POST_CONTENT_EMPTY')

    const author = await registerMember(t.app)
    const members = await post(
      '/v2/api/post/create',
      { type: 'hit', title: 'โพสต์ของสมาชิก', content: '<p>เรื่องของฉัน</p>' },
      author,
    )
    const memberPostId = members.json().data.id
    const refused = await post(`${base}/article/update`, { id: memberPostId, title: 'แก้โดยทีมงาน' }, editor)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.code).toBe('ARTICLE_NOT_KLASS')
    expect((await post(`${base}/article/publish`, { id: 987654321 }, editor)).statusCode).toBe(404)
    expect(await auditRows('post', memberPostId)).toEqual([])
  })
})

describe('super heroes and videos', () => {
  const heroBody = async () => ({
    year: 2026,
    name: `ปุณณภา ใจดี ${unique()}`,
    nickname: 'ปุณ',
    age: 17,
    affiliation: 'โรงเรียนสาธิต',
    title: 'นักออมตัวจริง',
    quote: 'ออมก่อนใช้ ชีวิตสบาย',
    story: ['เริ่มออมตั้งแต่ ม.1'],
    achievements: ['ออมครบหมื่นแรก'],
    position: 3,
    avatar: await uploadedImage(),
  })

  it('adds and edits a super hero, audited, shown on the public page', async () => {
    const editor = await staffMember(t, ['editor'])
    const created = await post(`${base}/superhero/create`, await heroBody(), editor)
    expect(created.statusCode, created.body).toBe(201)
    const hero = created.json().data
    const edited = await post(`${base}/superhero/update`, { id: hero.id, quote: 'ใช้เงินอย่างรู้ค่า' }, editor)
    expect(edited.json().data).toMatchObject({ quote: 'ใช้เงินอย่างรู้ค่า', position: 3 })
    const shown = await get(`/v2/api/superhero/detail?id=${hero.id}`)
    expect(shown.statusCode, shown.body).toBe(200)
    expect(shown.json().data).toMatchObject({ quote: 'ใช้เงินอย่างรู้ค่า', nickname: 'ปุณ' })
    const rows = await auditRows('superhero', hero.id)
    expect(rows.map((row) => row.action)).toEqual(['superhero.create', 'superhero.update'])
    expect(rows[1]).toMatchObject({
      before: { quote: 'ออมก่อนใช้ ชีวิตสบาย' },
      after: { quote: 'ใช้เงินอย่างรู้ค่า' },
    })
    const badAge = await post(`${base}/superhero/create`, { ...(await heroBody()), age: 3 }, editor)
    expect(badAge.statusCode).toBe(400)
    const missing = await post(`${base}/superhero/update`, { id: 987654, quote: 'x' }, editor)
    expect(missing.json().error.code).toBe('SUPERHERO_NOT_FOUND')
  })

  it('adds a YouTube video from its address and edits it, audited', async () => {
    const admin = await staffMember(t, ['admin'])
    const created = await post(
      `${base}/video/create`,
      {
        title: `งบเดือนแรกของเด็กมหาลัย ${unique()}`,
        description: 'วางแผนค่าใช้จ่ายเดือนแรกแบบไม่ช็อต',
        host_video_id: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        duration_seconds: 300,
        tags: ['งบประมาณ'],
        thumbnail: await uploadedImage(),
      },
      admin,
    )
    expect(created.statusCode, created.body).toBe(201)
    const video = created.json().data
    expect(video.host_video_id).toBe('dQw4w9WgXcQ')
    const edited = await post(`${base}/video/update`, { id: video.id, duration_seconds: 360 }, admin)
    expect(edited.json().data).toMatchObject({ duration_seconds: 360, tags: ['งบประมาณ'] })
    const rows = await auditRows('video', video.id)
    expect(rows.map((row) => row.action)).toEqual(['video.create', 'video.update'])
    expect(rows[1]).toMatchObject({ before: { duration_seconds: 300 }, after: { duration_seconds: 360 } })
    const badLink = await post(`${base}/video/update`, { id: video.id, host_video_id: 'not a video' }, admin)
    expect(badLink.statusCode).toBe(400)
    expect(badLink.json().error.code).toBe('VALIDATION_FAILED')
  })
})

describe('policy versions', () => {
  it('puts a new version in force at once, keeps the old ones readable, and records what members accept', async () => {
    const editor = await staffMember(t, ['editor'])
    const first = (await get('/v2/api/policy?type=cookies')).json().data
    const body = {
      type: 'cookies',
      title: 'นโยบายคุกกี้',
      summary: 'ฉบับปรับปรุง: เราเลิกใช้คุกกี้วิเคราะห์การใช้งานแล้ว',
      sections: [{ heading: 'คุกกี้ที่เราใช้', body: ['ใช้เฉพาะคุกกี้ที่จำเป็นต่อการเข้าสู่ระบบ'] }],
    }
    const written = await post(`${base}/policy/create`, body, editor)
    expect(written.statusCode, written.body).toBe(201)
    const version = written.json().data.version
    expect(version).not.toBe(first.version)
    const current = (await get('/v2/api/policy?type=cookies')).json().data
    expect(current).toMatchObject({ version, summary: body.summary })

    const second = await post(`${base}/policy/create`, { ...body, summary: 'ฉบับที่สามของวันเดียวกัน' }, editor)
    expect(second.json().data.version).toBe(`${version}.2`)

    const history = (await get(`${base}/policies?type=cookies`, editor)).json()
    expect(
      history.items.map((item: { version: string; in_force: boolean }) => [item.version, item.in_force]),
    ).toEqual([
      [`${version}.2`, true],
      [version, false],
      [first.version, false],
    ])
    expect(history.items[2].summary).toBe(first.summary)

    const rows = await auditRows('policy', `cookies:${version}`)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ action: 'policy.create', actorId: editor.id })
    expect(rows[0]!.before).toMatchObject({ version: first.version })
    expect(rows[0]!.after).toMatchObject({ version, summary: body.summary })

    const lawWritten = await post(`${base}/policy/create`, { ...body, type: 'law', title: 'ข้อกำหนด' }, editor)
    const member = await registerMember(t.app)
    const [row] = await t.db.select().from(users).where(eq(users.email, member.email))
    expect(row!.termsVersion).toBe(lawWritten.json().data.version)

    const noSections = await post(`${base}/policy/create`, { ...body, sections: [] }, editor)
    expect(noSections.statusCode).toBe(400)
    const badType = await post(`${base}/policy/create`, { ...body, type: 'tax' }, editor)
    expect(badType.statusCode).toBe(400)
  })
})
