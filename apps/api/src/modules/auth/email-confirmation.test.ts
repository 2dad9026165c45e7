import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailLinks, outboxEmails, users } from '@klass/db/schema/core'
import { storeItems } from '@klass/db/schema/store'
import { createTestApp, freshAddress, registerMember, uniqueEmail, type TestApp } from '../../../test/app'
import {
  balanceAndLedger,
  createTestCampaign,
  createTestMission,
  loginAs,
  memberIdOf,
} from '../../../test/economy'
import { awaitEmailTo, resetTokenIn } from '../../../test/outbox'
import { recordActivity } from '../../lib/activity'

let t: TestApp
let campaignId: string
beforeAll(async () => {
  t = await createTestApp({ demo: true })
  campaignId = await createTestCampaign(t, 'test-campaign-confirmed-accounts')
})
afterAll(() => t.close())

const HOUR = 60 * 60_000

/** A member just registered through the form, who has confirmed nothing, and the link their mail carries. */
async function newlyRegistered() {
  const member = await registerMember(t.app, {}, { standing: 'new' })
  const mail = await awaitEmailTo(t.db, member.email)
  return { ...member, id: await memberIdOf(t, member.email), mail, token: resetTokenIn(mail.text) }
}

const confirm = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v2/api/email/confirm',
    payload: { token },
    remoteAddress: freshAddress(),
  })
const resend = (auth: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/v2/api/email/resend', headers: auth })
const profile = async (auth: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/v2/api/user/get', headers: auth })).json().data

async function confirmedAt(userId: string) {
  const [row] = await t.db.select({ at: users.emailConfirmedAt }).from(users).where(eq(users.id, userId))
  return row!.at
}

describe('confirming the e-mail (decision 029)', () => {
  it('mails a link at registration that confirms the e-mail, and the profile then says so', async () => {
    const member = await newlyRegistered()
    expect(member.mail.subject).toBe('ยืนยันอีเมลสำหรับบัญชี Klass')
    expect(member.mail.text).toContain(`${t.config.publicUrl}/confirm-email?token=`)
    expect(member.mail.text).toContain('72 ชั่วโมง')
    expect(await profile(member.auth)).toMatchObject({ email_confirmed: false })

    const response = await confirm(member.token)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ data: { email: member.email } })
    expect(await profile(member.auth)).toMatchObject({ email_confirmed: true })
  })

  it('keeps only the hash of the link, never the token itself', async () => {
    const member = await newlyRegistered()
    const rows = await t.db
      .select()
      .from(emailLinks)
      .where(and(eq(emailLinks.userId, member.id), eq(emailLinks.purpose, 'email')))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ purpose: 'email', email: member.email, usedAt: null })
    expect(JSON.stringify(rows)).not.toContain(member.token)
  })

  it('refuses a link used once already with EMAIL_LINK_INVALID', async () => {
    const member = await newlyRegistered()
    expect((await confirm(member.token)).statusCode).toBe(200)
    const again = await confirm(member.token)
    expect(again.statusCode).toBe(400)
    expect(again.json().error).toMatchObject({
      code: 'EMAIL_LINK_INVALID',
      message: 'ลิงก์ยืนยันอีเมลนี้ใช้ไม่ได้ อาจใช้ไปแล้ว หมดอายุ หรือไม่ครบถ้วน ขอลิงก์ใหม่ได้ที่หน้าโปรไฟล์',
    })
  })

  it('refuses a link past its 72 hours and confirms nothing', async () => {
    const member = await newlyRegistered()
    t.clock.advance(72 * HOUR + 1000)
    const late = await confirm(member.token)
    expect(late.statusCode).toBe(400)
    expect(late.json().error.code).toBe('EMAIL_LINK_INVALID')
    expect(await confirmedAt(member.id)).toBeNull()
  })

  it('refuses an unknown link and confirms nobody', async () => {
    const member = await newlyRegistered()
    const unknown = await confirm(randomBytes(32).toString('base64url'))
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.code).toBe('EMAIL_LINK_INVALID')
    expect(await confirmedAt(member.id)).toBeNull()
  })

  it('confirms nothing with a link sent to an address the member no longer has', async () => {
    const member = await newlyRegistered()
    const newAddress = uniqueEmail('moved')
    await t.db.update(users).set({ email: newAddress }).where(eq(users.id, member.id))
    const response = await confirm(member.token)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('EMAIL_LINK_INVALID')
    expect(await confirmedAt(member.id)).toBeNull()
  })

  it('works whether or not the one who opens the link is signed in: the call needs no token', async () => {
    const member = await newlyRegistered()
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/api/email/confirm',
      headers: member.auth,
      payload: { token: member.token },
      remoteAddress: freshAddress(),
    })
    expect(response.statusCode).toBe(200)
    expect(await confirmedAt(member.id)).not.toBeNull()
  })
})

describe('asking for a new confirmation link', () => {
  it('mails a new link that confirms, while the first one still works until then', async () => {
    const member = await newlyRegistered()
    expect((await resend(member.auth)).json()).toEqual({ data: { ok: true } })
    // In the order written: a row the mail sender has marked sent may come back in any place.
    const mails = await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, member.email))
      .orderBy(outboxEmails.id)
    expect(mails).toHaveLength(2)
    const second = resetTokenIn(mails.at(-1)!.text)
    expect(second).not.toBe(member.token)
    expect((await confirm(second)).statusCode).toBe(200)
    expect(await profile(member.auth)).toMatchObject({ email_confirmed: true })
  })

  it('sends three links an hour at most, then RATE_LIMITED, and more after the hour', async () => {
    const member = await newlyRegistered()
    for (let i = 0; i < 3; i++) expect((await resend(member.auth)).statusCode).toBe(200)
    const fourth = await resend(member.auth)
    expect(fourth.statusCode).toBe(429)
    expect(fourth.json().error.code).toBe('RATE_LIMITED')
    const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, member.email))
    expect(mails).toHaveLength(4) // the registration's and three asked for
    t.clock.advance(HOUR + 1000)
    expect((await resend(await loginAs(t, member.email, member.password))).statusCode).toBe(200)
  })

  it('tells a confirmed member their e-mail is confirmed already, and sends nothing', async () => {
    const member = await registerMember(t.app)
    const before = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, member.email))
    const response = await resend(member.auth)
    expect(response.statusCode).toBe(409)
    expect(response.json().error.code).toBe('EMAIL_ALREADY_CONFIRMED')
    const after = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, member.email))
    expect(after).toHaveLength(before.length)
  })

  it('answers 401 without a token', async () => {
    expect((await resend({})).statusCode).toBe(401)
  })
})

describe('koins turn into rewards only for confirmed members (decision 029)', () => {
  async function digitalItem() {
    const slug = `test-${randomBytes(5).toString('hex')}`
    const [row] = await t.db
      .insert(storeItems)
      .values({
        slug,
        name: `ของทดสอบ ${slug}`,
        summary: 'ของรางวัลสำหรับการทดสอบ',
        description: ['รายละเอียด'],
        conditions: ['เงื่อนไข'],
        type: 'digital-voucher',
        image: 'public/demo/store/line-sticker-save-together.svg',
        price: 10_00,
        stockTotal: 10,
        stockRemaining: 10,
        sold: 0,
        limitPerMember: 5,
      })
      .returning()
    return row!
  }

  /** A mission with a koin reward, joined and completed by the member. */
  async function completedMission(member: { id: string; auth: Record<string, string> }) {
    const mission = await createTestMission(t, campaignId, { rewardKoin: 20_00 })
    const join = await t.app.inject({
      method: 'POST',
      url: '/v2/api/superQuest/joinMission',
      headers: member.auth,
      payload: { id: mission.id },
    })
    expect(join.statusCode).toBe(200)
    t.clock.advance(1000)
    await t.db.transaction((tx) =>
      recordActivity(tx, { userId: member.id, kind: 'post.read', refId: 'post-1', at: t.clock.now() }),
    )
    return mission
  }

  const attempts = (auth: Record<string, string>, itemId: string, missionId: string) => [
    () =>
      t.app.inject({
        method: 'POST',
        url: '/v2/api/store/buy',
        headers: auth,
        payload: { id: itemId, quantity: 1 },
      }),
    () =>
      t.app.inject({
        method: 'POST',
        url: '/v2/api/superQuest/redeemKoin',
        headers: auth,
        payload: { id: missionId },
      }),
    () =>
      t.app.inject({
        method: 'POST',
        url: '/v2/api/superQuestUserLevel/claim',
        headers: auth,
        payload: { level: 1 },
      }),
  ]

  it('refuses an unconfirmed member a store purchase, a mission reward and a level reward, moving no koin', async () => {
    const member = await newlyRegistered()
    const item = await digitalItem()
    const mission = await completedMission(member)
    const before = await balanceAndLedger(t, member.id)
    expect(before.balance).toBe(50_00)

    for (const attempt of attempts(member.auth, item.id, mission.id)) {
      const response = await attempt()
      expect(response.statusCode).toBe(403)
      expect(response.json().error).toMatchObject({
        code: 'EMAIL_NOT_CONFIRMED',
        message: expect.stringContaining('กรุณายืนยันอีเมลก่อน'),
      })
    }
    expect(await balanceAndLedger(t, member.id)).toEqual(before)
    const [left] = await t.db.select().from(storeItems).where(eq(storeItems.id, item.id))
    expect(left!.sold).toBe(0)
  })

  it('lets the same member buy, redeem and claim once the e-mail is confirmed', async () => {
    const member = await newlyRegistered()
    const item = await digitalItem()
    const mission = await completedMission(member)
    for (const attempt of attempts(member.auth, item.id, mission.id))
      expect((await attempt()).statusCode).toBe(403)

    expect((await confirm(member.token)).statusCode).toBe(200)
    for (const attempt of attempts(member.auth, item.id, mission.id))
      expect((await attempt()).statusCode).toBe(200)
    // 50.00 welcome − 10.00 item + 20.00 mission + 5.00 level 1
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 65_00, ledgerSum: 65_00 })
  })

  it('still records the koins an unconfirmed member earns', async () => {
    const member = await newlyRegistered()
    const koins = await t.app.inject({ method: 'GET', url: '/v2/api/user/koins', headers: member.auth })
    expect(koins.json().items[0]).toMatchObject({ point: '50.00', activity: 'ของขวัญต้อนรับสมาชิกใหม่' })
  })
})

describe('registrations per device (issue 19)', () => {
  const registerFrom = (address: string, device?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/api/register',
      headers: device ? { 'x-klass-device': device } : {},
      payload: {
        email: uniqueEmail('device'),
        password: 'Saving-Is-Fun-2026',
        display_name: 'น้องออมเงิน',
        accept_terms: 'true',
        // An adult: no guardian to name.
        birth_date: '1995-05-14',
      },
      remoteAddress: address,
    })

  it('refuses a fourth registration in a day from one device with RATE_LIMITED, while another device on the same address registers', async () => {
    const address = freshAddress()
    const device = `device-${randomBytes(12).toString('hex')}`
    for (let i = 0; i < 3; i++) expect((await registerFrom(address, device)).statusCode).toBe(201)
    const fourth = await registerFrom(address, device)
    expect(fourth.statusCode).toBe(429)
    expect(fourth.json().error.code).toBe('RATE_LIMITED')
    // The same device from another address is still the same device.
    expect((await registerFrom(freshAddress(), device)).statusCode).toBe(429)

    const other = `device-${randomBytes(12).toString('hex')}`
    expect((await registerFrom(address, other)).statusCode).toBe(201)
  })

  it('lets the device register again the next day', async () => {
    const device = `device-${randomBytes(12).toString('hex')}`
    for (let i = 0; i < 3; i++) expect((await registerFrom(freshAddress(), device)).statusCode).toBe(201)
    expect((await registerFrom(freshAddress(), device)).statusCode).toBe(429)
    t.clock.advance(24 * HOUR + 1000)
    expect((await registerFrom(freshAddress(), device)).statusCode).toBe(201)
  })

  it('counts only the address when no device id, or a malformed one, is sent', async () => {
    const address = freshAddress()
    for (let i = 0; i < 5; i++) expect((await registerFrom(address)).statusCode).toBe(201)
    for (let i = 0; i < 5; i++) expect((await registerFrom(address, 'short')).statusCode).toBe(201)
    expect((await registerFrom(address)).json().error.code).toBe('RATE_LIMITED')
  })
})
