import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailLinks, outboxEmails, users } from '@klass/db/schema/core'
import { createTestApp, freshAddress, registerMember, uniqueEmail, type TestApp } from '../../../test/app'
import { bangkok } from '../../../test/books'
import { createTestEvent } from '../../../test/economy'
import { bangkokDate } from '../../lib/time'
import { awaitEmailTo } from '../../../test/outbox'
import { staffMember } from '../../../test/staff'

const DAY = 24 * 60 * 60 * 1000

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ start: bangkok('2026-03-02T10:00') })
})
afterAll(async () => {
  await t.close()
})

type Response = Awaited<ReturnType<TestApp['app']['inject']>>

function register(fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/v2/api/register',
    payload: {
      email: uniqueEmail('teen'),
      password: 'Saving-Is-Fun-2026',
      display_name: 'น้องออมเงิน',
      accept_terms: 'true',
      birth_date: '2010-06-01',
      ...fields,
    },
    remoteAddress: freshAddress(),
  })
}

function expectRefused(response: Response, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status)
  const { error } = response.json()
  expect(error.code).toBe(code)
  expect(error.message).toMatch(/[ก-๙]/)
  return error
}

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: freshAddress() })

async function profile(auth: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url: '/v2/api/user/get', headers: auth })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data as {
    email: string
    guardian: { needed: boolean; email: string | null; confirmed: boolean }
  }
}

async function memberRow(email: string) {
  const [row] = await t.db.select().from(users).where(eq(users.email, email))
  return row!
}

/** A member under 20 just registered with a guardian, who has not consented; their e-mail is confirmed. */
async function teen(birthDate = '2010-06-01') {
  const guardianEmail = uniqueEmail('parent')
  const member = await registerMember(
    t.app,
    { birth_date: birthDate, guardian_email: guardianEmail },
    { standing: 'new' },
  )
  await t.db.update(users).set({ emailConfirmedAt: t.clock.now() }).where(eq(users.email, member.email))
  return { ...member, guardianEmail }
}

/** The token of the consent link in a guardian's mail. */
function guardianTokenIn(text: string): string {
  return new URL(/https?:\/\/\S*\/guardian-consent\S*/.exec(text)![0]).searchParams.get('token')!
}

/** The birth date of someone who turns 20 `days` after the clock's Bangkok day (0: today). */
function turning20In(days: number): string {
  const day = bangkokDate(new Date(t.clock.now().getTime() + days * DAY))
  return `${Number(day.slice(0, 4)) - 20}${day.slice(4)}`
}

describe('registration of a member under 20', () => {
  it('refuses an e-mail registration without a guardian e-mail, naming the field', async () => {
    const email = uniqueEmail('teen')
    const error = expectRefused(await register({ email }), 400, 'GUARDIAN_EMAIL_REQUIRED')
    expect(error.details.fields).toEqual([
      { field: 'guardian_email', message: expect.stringMatching(/ผู้ปกครอง/) },
    ])
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0)
  })

  it('refuses the member’s own e-mail as the guardian’s', async () => {
    const email = uniqueEmail('teen')
    expectRefused(await register({ email, guardian_email: email.toUpperCase() }), 400, 'GUARDIAN_EMAIL_SAME')
  })

  it('mails the guardian a consent link, and the link records consent shown on the profile', async () => {
    const email = uniqueEmail('teen')
    const guardianEmail = uniqueEmail('parent')
    const response = await register({ email, guardian_email: guardianEmail, display_name: 'น้องมะลิ' })
    expect(response.statusCode, response.body).toBe(201)
    const auth = { authorization: `Bearer ${response.json().access_token}` }
    expect((await profile(auth)).guardian).toEqual({ needed: true, email: guardianEmail, confirmed: false })

    const mail = await awaitEmailTo(t.db, guardianEmail)
    expect(mail.subject).toContain('น้องมะลิ')
    expect(mail.text).toContain('ผู้ปกครอง')
    expect(mail.text).toContain('ธนาคารพันธมิตร')
    expect(mail.text).toContain(`${t.config.publicUrl}/policy/personal`)
    expect(mail.text).toContain(`${t.config.publicUrl}/guardian-consent?token=`)
    const token = guardianTokenIn(mail.text)

    const detail = await post('/v2/api/guardian/consent/detail', { token })
    expect(detail.statusCode, detail.body).toBe(200)
    expect(detail.json().data).toEqual({ display_name: 'น้องมะลิ', guardian_email: guardianEmail })
    expect((await profile(auth)).guardian.confirmed).toBe(false)

    const consent = await post('/v2/api/guardian/consent', { token })
    expect(consent.statusCode, consent.body).toBe(200)
    expect((await profile(auth)).guardian).toEqual({ needed: true, email: guardianEmail, confirmed: true })
  })

  it('quotes the privacy policy version in force when the mail is sent, a version staff just published included', async () => {
    const inForce = (await t.app.inject({ method: 'GET', url: '/v2/api/policy?type=personal' })).json().data
    const before = uniqueEmail('parent')
    expect((await register({ guardian_email: before })).statusCode).toBe(201)
    expect((await awaitEmailTo(t.db, before)).text).toContain(`(ฉบับ ${inForce.version})`)

    const editor = await staffMember(t, ['editor'])
    const published = await t.app.inject({
      method: 'POST',
      url: '/v2/api/admin/content/policy/create',
      headers: editor.auth,
      payload: {
        type: 'personal',
        title: inForce.title,
        summary: 'ฉบับปรับปรุง: เพิ่มรายละเอียดข้อมูลที่เก็บจากผู้ปกครอง',
        sections: [{ heading: 'ข้อมูลที่เราเก็บ', body: ['อีเมลของผู้ปกครองเพื่อขอความยินยอม'] }],
      },
    })
    expect(published.statusCode, published.body).toBe(201)
    const version = published.json().data.version
    expect(version).not.toBe(inForce.version)

    const after = uniqueEmail('parent')
    expect((await register({ guardian_email: after })).statusCode).toBe(201)
    const mail = await awaitEmailTo(t.db, after)
    expect(mail.text).toContain(`(ฉบับ ${version})`)
    expect(mail.text).not.toContain(`(ฉบับ ${inForce.version})`)
  })

  it('takes an empty guardian field as none', async () => {
    expectRefused(await register({ guardian_email: '' }), 400, 'GUARDIAN_EMAIL_REQUIRED')
  })

  it('asks no guardian of a member who is 20 on the Bangkok day', async () => {
    const response = await register({ birth_date: turning20In(0) })
    expect(response.statusCode, response.body).toBe(201)
    const auth = { authorization: `Bearer ${response.json().access_token}` }
    expect((await profile(auth)).guardian).toEqual({ needed: false, email: null, confirmed: false })
  })
})

describe('the guardian’s consent link', () => {
  const linkOf = async (guardianEmail: string) =>
    guardianTokenIn((await awaitEmailTo(t.db, guardianEmail)).text)

  it('works once: a used link is refused and changes nothing', async () => {
    const member = await teen()
    const token = await linkOf(member.guardianEmail)
    expect((await post('/v2/api/guardian/consent', { token })).statusCode).toBe(200)
    const consentedAt = (await memberRow(member.email)).guardianConfirmedAt
    t.clock.advance(60_000)
    expectRefused(await post('/v2/api/guardian/consent', { token }), 400, 'GUARDIAN_LINK_INVALID')
    expectRefused(await post('/v2/api/guardian/consent/detail', { token }), 400, 'GUARDIAN_LINK_INVALID')
    expect((await memberRow(member.email)).guardianConfirmedAt).toEqual(consentedAt)
  })

  it('refuses an unknown link', async () => {
    expectRefused(
      await post('/v2/api/guardian/consent', { token: 'this-token-was-never-issued-by-klass' }),
      400,
      'GUARDIAN_LINK_INVALID',
    )
  })

  it('refuses a link past its 7 days and records no consent', async () => {
    const member = await teen()
    const token = await linkOf(member.guardianEmail)
    t.clock.advance(7 * DAY + 1000)
    expectRefused(await post('/v2/api/guardian/consent', { token }), 400, 'GUARDIAN_LINK_INVALID')
    expect((await memberRow(member.email)).guardianConfirmedAt).toBeNull()
  })

  it('is worthless once the member names another guardian; the new address’s link works', async () => {
    const member = await teen()
    const oldToken = await linkOf(member.guardianEmail)
    const newGuardian = uniqueEmail('parent')
    const changed = await post('/v2/api/user/guardian', { guardian_email: newGuardian }, member.auth)
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json().data.guardian).toEqual({ needed: true, email: newGuardian, confirmed: false })

    expectRefused(await post('/v2/api/guardian/consent', { token: oldToken }), 400, 'GUARDIAN_LINK_INVALID')
    expect((await memberRow(member.email)).guardianConfirmedAt).toBeNull()

    const newToken = await linkOf(newGuardian)
    expect((await post('/v2/api/guardian/consent', { token: newToken })).statusCode).toBe(200)
    expect((await profile(member.auth)).guardian.confirmed).toBe(true)
  })
})

describe('the guardian from the profile', () => {
  it('lets a member under 20 with no guardian named (an older account) add one, who gets the mail', async () => {
    const member = await teen()
    await t.db.update(users).set({ guardianEmail: null }).where(eq(users.email, member.email))
    expect((await profile(member.auth)).guardian).toEqual({ needed: true, email: null, confirmed: false })
    expectRefused(
      await post('/v2/api/user/guardian/resend', undefined, member.auth),
      400,
      'GUARDIAN_EMAIL_REQUIRED',
    )

    const guardianEmail = uniqueEmail('parent')
    const added = await post('/v2/api/user/guardian', { guardian_email: guardianEmail }, member.auth)
    expect(added.statusCode, added.body).toBe(200)
    expect((await awaitEmailTo(t.db, guardianEmail)).text).toContain('/guardian-consent?token=')
  })

  it('resends the mail a few times an hour, then refuses with RATE_LIMITED', async () => {
    const member = await teen()
    const user = await memberRow(member.email)
    for (let i = 0; i < 3; i++) {
      const resent = await post('/v2/api/user/guardian/resend', undefined, member.auth)
      expect(resent.statusCode, resent.body).toBe(200)
    }
    expectRefused(await post('/v2/api/user/guardian/resend', undefined, member.auth), 429, 'RATE_LIMITED')
    const links = await t.db
      .select()
      .from(emailLinks)
      .where(and(eq(emailLinks.userId, user.id), eq(emailLinks.purpose, 'guardian')))
    expect(links).toHaveLength(4) // the registration's and three resent
    const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, member.guardianEmail))
    expect(mails).toHaveLength(4)
  })

  it('refuses to change the guardian once they consented, and refuses the member’s own address', async () => {
    const member = await teen()
    expectRefused(
      await post('/v2/api/user/guardian', { guardian_email: member.email }, member.auth),
      400,
      'GUARDIAN_EMAIL_SAME',
    )
    await t.db.update(users).set({ guardianConfirmedAt: t.clock.now() }).where(eq(users.email, member.email))
    expectRefused(
      await post('/v2/api/user/guardian', { guardian_email: uniqueEmail('parent') }, member.auth),
      409,
      'GUARDIAN_ALREADY_CONSENTED',
    )
    expect((await profile(member.auth)).guardian.email).toBe(member.guardianEmail)
  })
})

describe('what waits for the guardian', () => {
  const join = (auth: Record<string, string>, id: string) =>
    t.app.inject({ method: 'POST', url: `/v2/api/event/join?id=${id}`, headers: auth })

  it('refuses a paid event to a member under 20 without consent, keeps free events open, and allows it after consent', async () => {
    const member = await teen()
    const paid = await createTestEvent(t, { seats: 5, price: 10_00 })
    const free = await createTestEvent(t, { seats: 5 })
    expectRefused(await join(member.auth, paid.id), 403, 'GUARDIAN_CONSENT_NEEDED')
    expect((await join(member.auth, free.id)).statusCode).toBe(200)
    const token = guardianTokenIn((await awaitEmailTo(t.db, member.guardianEmail)).text)
    expect((await post('/v2/api/guardian/consent', { token })).statusCode).toBe(200)
    const joined = await join(member.auth, paid.id)
    expect(joined.statusCode, joined.body).toBe(200)
    expect(joined.json().data.koin).toBe('40.00')
  })

  it('needs no consent once the member turns 20: the clock decides', async () => {
    const member = await teen(turning20In(3))
    const paid = await createTestEvent(t, { seats: 5, price: 10_00, startsIn: 30 * DAY })
    expectRefused(await join(member.auth, paid.id), 403, 'GUARDIAN_CONSENT_NEEDED')
    t.clock.advance(3 * DAY)
    const auth = {
      authorization: `Bearer ${
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/login',
            payload: { email: member.email, password: member.password },
            remoteAddress: freshAddress(),
          })
        ).json().access_token
      }`,
    }
    expect((await profile(auth)).guardian.needed).toBe(false)
    const joined = await join(auth, paid.id)
    expect(joined.statusCode, joined.body).toBe(200)
  })
})
