import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '@klass/db/demo/members'
import { MINIMUM_AGE_YEARS } from '@klass/contract/auth'
import { errorCatalogue } from '@klass/contract/errors'
import { createTestApp, freshAddress, registerMember, uniqueEmail, type TestApp } from '../../../test/app'
import { bangkokDate } from '../../lib/time'
import { multipart, pngWithMetadata } from '../../../test/images'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ demo: true })
})
afterAll(() => t.close())

async function demoLogin(email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: DEMO_PASSWORD },
    remoteAddress: freshAddress(),
  })
  return { authorization: `Bearer ${response.json().access_token}` }
}

describe('member calls need a token', () => {
  it.each(['/v2/api/user/get', '/v2/api/user/objective', '/v2/api/user/koins', '/v2/api/user/skills'])(
    'answers GET %s without a token with 401 UNAUTHENTICATED',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(401)
      expect(response.json().error.code).toBe('UNAUTHENTICATED')
    },
  )

  it.each(['/v2/api/user/update', '/v2/api/user/updateImage'])(
    'answers POST %s without a token with 401',
    async (url) => {
      const response = await t.app.inject({ method: 'POST', url, payload: {} })
      expect(response.statusCode).toBe(401)
    },
  )
})

describe('GET /v2/api/user/get', () => {
  it("answers the demo member's profile with koins as two-decimal strings, skill points and level", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v2/api/user/get',
      headers: await demoLogin('demo@klass.test'),
    })
    expect(response.statusCode).toBe(200)
    const profile = response.json().data
    expect(profile).toMatchObject({
      email: 'demo@klass.test',
      display_name: 'มิ้นท์ ออมเก่ง',
      type: 'GENERAL',
      klass: 'smart-society',
      roles: ['member'],
      koin: '93.25',
      skill: 23,
      exp: 150,
      level: { level: 2, name: 'นักออมฝึกหัด', nextExp: 300 },
      profile_completed: true,
    })
    expect(profile).not.toHaveProperty('password_hash')
    expect(profile).not.toHaveProperty('passwordHash')
  })

  it('marks the second demo member as profile type SKILL', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v2/api/user/get',
      headers: await demoLogin('skill@klass.test'),
    })
    expect(response.json().data.type).toBe('SKILL')
  })
})

describe('POST /v2/api/user/update', () => {
  it('saves the profile fields and completes the profile once a KLASS group is chosen', async () => {
    const member = await registerMember(t.app)
    const before = await t.app.inject({ method: 'GET', url: '/v2/api/user/get', headers: member.auth })
    expect(before.json().data.profile_completed).toBe(false)
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/api/user/update',
      headers: member.auth,
      payload: {
        display_name: 'นักลงทุนตัวจิ๋ว',
        klass: 'biz-master',
        education: 'upper-secondary',
        school: 'โรงเรียนเตรียมอุดมศึกษา',
        province: 'นนทบุรี',
        objectives: ['investing', 'saving', 'investing'],
      },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({
      display_name: 'นักลงทุนตัวจิ๋ว',
      klass: 'biz-master',
      education: 'upper-secondary',
      province: 'นนทบุรี',
      objectives: ['investing', 'saving'],
      profile_completed: true,
    })
  })

  it('clears an optional field sent empty', async () => {
    const member = await registerMember(t.app)
    await t.app.inject({
      method: 'POST',
      url: '/v2/api/user/update',
      headers: member.auth,
      payload: { school: 'โรงเรียนเดิม' },
    })
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/api/user/update',
      headers: member.auth,
      payload: { school: '' },
    })
    expect(response.json().data.school).toBeNull()
  })

  it('refuses unknown KLASS groups, goals and a one-letter display name with the fields named', async () => {
    const member = await registerMember(t.app)
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/api/user/update',
      headers: member.auth,
      payload: { klass: 'hogwarts', objectives: ['get-rich-quick'], display_name: 'x' },
    })
    expect(response.statusCode).toBe(400)
    const fields = response.json().error.details.fields.map((f: { field: string }) => f.field)
    expect(fields).toEqual(expect.arrayContaining(['body.klass', 'body.display_name']))
    expect(fields.some((f: string) => f.startsWith('body.objectives'))).toBe(true)
  })

  it('cannot change the profile type, roles or balances', async () => {
    const member = await registerMember(t.app)
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/api/user/update',
      headers: member.auth,
      payload: { type: 'SKILL', roles: ['admin'], koin: '99999.00', display_name: 'แฮกเกอร์' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({ type: 'GENERAL', roles: ['member'], koin: '50.00' })
  })
})

describe('a birth date on the profile follows the rule of registration', () => {
  async function updateBirthDate(auth: { authorization: string }, birthDate: string) {
    return t.app.inject({
      method: 'POST',
      url: '/v2/api/user/update',
      headers: auth,
      payload: { birth_date: birthDate },
    })
  }

  it('refuses a birth date in the future with the field named, and keeps the one given at registration', async () => {
    const member = await registerMember(t.app, { birth_date: '2008-05-14' })
    const year = Number(bangkokDate(t.clock.now()).slice(0, 4))
    const response = await updateBirthDate(member.auth, `${year + 1}-01-01`)
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fields: [{ field: 'birth_date', message: 'วันเกิดต้องไม่อยู่ในอนาคต' }] },
    })
    const profile = await t.app.inject({ method: 'GET', url: '/v2/api/user/get', headers: member.auth })
    expect(profile.json().data.birth_date).toBe('2008-05-14')
  })

  it('refuses a birth date that makes the member younger than registration allows with TOO_YOUNG', async () => {
    const member = await registerMember(t.app)
    const year = Number(bangkokDate(t.clock.now()).slice(0, 4))
    const response = await updateBirthDate(member.auth, `${year - MINIMUM_AGE_YEARS + 2}-01-01`)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('TOO_YOUNG')
    const oldEnough = await updateBirthDate(member.auth, `${year - MINIMUM_AGE_YEARS - 1}-01-01`)
    expect(oldEnough.statusCode).toBe(200)
  })
})

describe('display names that pose as the staff', () => {
  const posing = [
    'ทีมงาน Klass',
    'K1ass',
    'Ｋｌａｓｓ Official',
    'แอด มิน',
    'A\u200Bdm\u200Bin',
    'ᴀᴅᴍɪɴ',
    'ผู้ดูแลระบบ',
    'ธนาคาร',
    'Moderator',
  ]

  it.each(posing)(
    'refuses %j on the profile with 400 DISPLAY_NAME_RESERVED and a Thai message',
    async (name) => {
      const member = await registerMember(t.app)
      const response = await t.app.inject({
        method: 'POST',
        url: '/v2/api/user/update',
        headers: member.auth,
        payload: { display_name: name },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toMatchObject({
        code: 'DISPLAY_NAME_RESERVED',
        message: errorCatalogue.DISPLAY_NAME_RESERVED.message,
        details: { fields: [{ field: 'body.display_name' }] },
      })
      const profile = await t.app.inject({ method: 'GET', url: '/v2/api/user/get', headers: member.auth })
      expect(profile.json().data.display_name).toBe('น้องออมเงิน')
    },
  )

  it('refuses them when registering (the multipart form), and creates no member', async () => {
    for (const name of posing) {
      const email = uniqueEmail('poser')
      const form = multipart({
        email,
        password: 'Saving-Is-Fun-2026',
        display_name: name,
        accept_terms: 'true',
        birth_date: '2008-05-14',
      })
      const response = await t.app.inject({
        method: 'POST',
        url: '/v2/api/register',
        ...form,
        remoteAddress: freshAddress(),
      })
      expect(response.statusCode, name).toBe(400)
      expect(response.json().error.code, name).toBe('DISPLAY_NAME_RESERVED')
      const { rows } = await t.pool.query('select 1 from users where email = $1', [email])
      expect(rows, name).toEqual([])
    }
  })

  it('keeps everyday names, including a sport that holds a reserved word', async () => {
    const member = await registerMember(t.app, { display_name: 'แบงค์ Badminton' })
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/api/user/update',
      headers: member.auth,
      payload: { display_name: 'นักลงทุนทางการเงิน' },
    })
    expect(response.statusCode).toBe(200)
  })
})

describe('POST /v2/api/user/updateImage', () => {
  it('re-encodes the avatar as WebP of at most 512 px with its metadata stripped', async () => {
    const member = await registerMember(t.app)
    const form = multipart(
      {},
      {
        field: 'image',
        filename: 'selfie.png',
        contentType: 'image/png',
        content: await pngWithMetadata(2000, 1000),
      },
    )
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/api/user/updateImage',
      headers: { ...member.auth, ...form.headers },
      payload: form.payload,
    })
    expect(response.statusCode).toBe(200)
    const url = response.json().data.display_image
    const image = await t.app.inject({ method: 'GET', url })
    const meta = await sharp(image.rawPayload).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 256 })
    expect(meta.exif).toBeUndefined()
  })

  it('recognises the image by its content, not its name or declared type', async () => {
    const member = await registerMember(t.app)
    const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#0af' } })
      .jpeg()
      .toBuffer()
    const disguised = multipart(
      {},
      { field: 'image', filename: 'avatar.txt', contentType: 'text/plain', content: jpeg },
    )
    const ok = await t.app.inject({
      method: 'POST',
      url: '/v2/api/user/updateImage',
      headers: { ...member.auth, ...disguised.headers },
      payload: disguised.payload,
    })
    expect(ok.statusCode).toBe(200)
    const script = multipart(
      {},
      {
        field: 'image',
        filename: 'avatar.png',
        contentType: 'image/png',
        content: Buffer.from('<svg onload="alert(1)"/>'),
      },
    )
    const refused = await t.app.inject({
      method: 'POST',
      url: '/v2/api/user/updateImage',
      headers: { ...member.auth, ...script.headers },
      payload: script.payload,
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.code).toBe('IMAGE_INVALID')
  })

  it('refuses an image over 5 MB with 413 IMAGE_TOO_LARGE', async () => {
    const member = await registerMember(t.app)
    const big = Buffer.concat([await pngWithMetadata(10, 10), Buffer.alloc(5 * 1024 * 1024 + 10)])
    const form = multipart(
      {},
      { field: 'image', filename: 'big.png', contentType: 'image/png', content: big },
    )
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/api/user/updateImage',
      headers: { ...member.auth, ...form.headers },
      payload: form.payload,
    })
    expect(response.statusCode).toBe(413)
    expect(response.json().error.code).toBe('IMAGE_TOO_LARGE')
  })

  it('refuses a request that is not multipart with 415', async () => {
    const member = await registerMember(t.app)
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/api/user/updateImage',
      headers: member.auth,
      payload: { image: 'x' },
    })
    expect(response.statusCode).toBe(415)
  })
})

describe('GET /v2/api/user/objective', () => {
  it('lists the learning goals and the ones the member chose', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v2/api/user/objective',
      headers: await demoLogin('demo@klass.test'),
    })
    const { options, selected } = response.json().data
    expect(options.length).toBeGreaterThanOrEqual(5)
    expect(options[0]).toEqual({
      id: expect.any(String),
      title: expect.any(String),
      description: expect.any(String),
    })
    expect(selected).toEqual(['saving', 'investing', 'digital-safety'])
  })
})

describe('koin and skill history', () => {
  it('pages the koin history newest first with date, activity and point', async () => {
    const headers = await demoLogin('demo@klass.test')
    const first = (
      await t.app.inject({ method: 'GET', url: '/v2/api/user/koins?page=1&limit=3', headers })
    ).json()
    expect(first).toMatchObject({ total: 7, page: 1, pages: 3 })
    expect(first.items).toHaveLength(3)
    expect(first.items[0]).toMatchObject({
      activity: 'ตอบควิซประจำวันถูก: เงินเฟ้อกับเงินออม',
      point: '10.00',
      balance: '93.25',
    })
    const dates = first.items.map((i: { date: string }) => Date.parse(i.date))
    expect([...dates].sort((a, b) => b - a)).toEqual(dates)
    const last = (
      await t.app.inject({ method: 'GET', url: '/v2/api/user/koins?page=3&limit=3', headers })
    ).json()
    expect(last.items).toHaveLength(1)
    expect(last.items[0]).toMatchObject({ activity: 'ของขวัญต้อนรับสมาชิกใหม่', point: '50.00' })
    const spent = (
      await t.app.inject({ method: 'GET', url: '/v2/api/user/koins?page=1&limit=10', headers })
    ).json()
    expect(spent.items.some((i: { point: string }) => i.point === '-30.00')).toBe(true)
  })

  it('pages the skill history with whole points', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v2/api/user/skills?page=1&limit=10',
      headers: await demoLogin('demo@klass.test'),
    })
    const body = response.json()
    expect(body.total).toBe(3)
    expect(body.items.map((i: { point: number }) => i.point)).toEqual([8, 10, 5])
  })

  it('clamps an over-large limit and refuses a page below one', async () => {
    const headers = await demoLogin('demo@klass.test')
    const clamped = await t.app.inject({ method: 'GET', url: '/v2/api/user/koins?limit=100000', headers })
    expect(clamped.statusCode).toBe(200)
    expect(clamped.json().pages).toBe(1)
    const bad = await t.app.inject({ method: 'GET', url: '/v2/api/user/koins?page=0', headers })
    expect(bad.statusCode).toBe(400)
    const junk = await t.app.inject({ method: 'GET', url: '/v2/api/user/koins?page=abc', headers })
    expect(junk.statusCode).toBe(400)
  })
})
