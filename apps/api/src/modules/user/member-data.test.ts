import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, registerMember, type TestApp } from '../../../test/app'
import { multipart, pngWithMetadata } from '../../../test/images'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type Auth = { authorization: string }

const exportOf = (auth: Auth) => t.app.inject({ method: 'GET', url: '/v2/api/user/export', headers: auth })

async function writePost(auth: Auth, title: string) {
  const image = multipart(
    {},
    { field: 'image', filename: 'x.png', contentType: 'image/png', content: await pngWithMetadata(800, 400) },
  )
  const upload = await t.app.inject({
    method: 'POST',
    url: '/v2/api/richText/uploadImage',
    headers: { ...auth, ...image.headers },
    payload: image.payload,
  })
  expect(upload.statusCode, upload.body).toBe(200)
  const url = upload.json().data.url as string
  const created = await t.app.inject({
    method: 'POST',
    url: '/v2/api/post/create',
    headers: auth,
    payload: {
      type: 'biz-master',
      title,
      content: `<p>เรื่องของฉัน</p><p><img src="${url}"></p>`,
      publish: true,
    },
  })
  expect(created.statusCode, created.body).toBe(201)
  return { url, bytes: (await t.app.ctx.storage.get(`public/${url.replace(/^\/uploads\//, '')}`))! }
}

describe('download my data (issue 19, decision 031)', () => {
  it('answers a JSON file with the member’s posts and their image bytes, koin history and practice bank journal, and nothing of another member', async () => {
    const member = await registerMember(t.app)
    const other = await registerMember(t.app, { display_name: 'เพื่อนอีกคน' })
    const mine = await writePost(member.auth, 'ขายขนมหน้าโรงเรียนของฉัน')
    await writePost(other.auth, 'โพสต์ของเพื่อนอีกคน')
    for (const auth of [member.auth, other.auth]) {
      const bank = await t.app.inject({ method: 'GET', url: '/v2/api/bank/accounts', headers: auth })
      expect(bank.statusCode, bank.body).toBe(200)
    }

    const response = await exportOf(member.auth)
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="klass-data-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    const file = JSON.parse(response.body)
    expect(file).toMatchObject({ format: 'klass-member-data', version: 1 })
    expect(file.profile.email).toBe(member.email)

    expect(file.posts_written).toHaveLength(1)
    const [post] = file.posts_written
    expect(post.title).toBe('ขายขนมหน้าโรงเรียนของฉัน')
    expect(Buffer.from(post.images[0].base64, 'base64').equals(mine.bytes)).toBe(true)

    expect(file.ledger_entries.some((row: { reason: string }) => row.reason === 'WELCOME_BONUS')).toBe(true)
    expect(file.bank_accounts.length).toBeGreaterThan(0)
    expect(file.bank_journal_lines.length).toBeGreaterThan(0)
    expect(file.sessions.length).toBeGreaterThan(0)

    const text = response.body
    expect(text).not.toContain(other.email)
    expect(text).not.toContain('โพสต์ของเพื่อนอีกคน')
    const otherId = JSON.parse((await exportOf(other.auth)).body).member_id as string
    expect(text).not.toContain(otherId)
  })

  it('holds no secret: no password hash, no token hash, no sealed national ID', async () => {
    const member = await registerMember(t.app)
    const text = (await exportOf(member.auth)).body
    expect(text).not.toMatch(/password_?hash|passwordHash|\$argon2|tokenHash|token_hash|nationalIdCipher/i)
    expect(text).not.toContain(member.password)
    expect(text).not.toContain(member.refreshToken)
  })

  it('may be downloaded 5 times an hour', async () => {
    const member = await registerMember(t.app)
    for (let i = 0; i < 5; i += 1) expect((await exportOf(member.auth)).statusCode).toBe(200)
    const sixth = await exportOf(member.auth)
    expect(sixth.statusCode).toBe(429)
    expect(sixth.json().error.code).toBe('RATE_LIMITED')
  })

  it('needs a member’s token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v2/api/user/export' })).statusCode).toBe(401)
  })
})
