import { randomBytes } from 'node:crypto'
import { and, desc, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '@klass/db/schema/admin'
import { ledgerEntries, sessions, users } from '@klass/db/schema/core'
import { createTestApp, freshAddress, registerMember, type TestApp } from '../../../test/app'
import { balanceAndLedger, memberIdOf, newMember } from '../../../test/economy'
import { staffMember } from '../../../test/staff'
import { createAuthService } from '../auth/auth.service'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type Headers = Record<string, string>
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers })
const post = (url: string, payload: object, headers: Headers) =>
  t.app.inject({ method: 'POST', url, payload, headers })

const base = '/v2/api/admin/members'

async function lastAudit(entityId: string, action: string) {
  const [row] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id))
    .limit(1)
  return row
}

const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: freshAddress(),
  })

describe('who may manage members', () => {
  it('lets support and admin search and open a member, and refuses editor, campaign and a plain member', async () => {
    const member = await newMember(t)
    for (const role of ['support', 'admin'] as const) {
      const staff = await staffMember(t, [role])
      const found = await get(`${base}?q=${encodeURIComponent(member.email)}`, staff.auth)
      expect(found.statusCode, found.body).toBe(200)
      expect(found.json().items.map((row: { id: string }) => row.id)).toEqual([member.id])
      const shown = await get(`${base}/${member.id}`, staff.auth)
      expect(shown.statusCode).toBe(200)
      expect(shown.json().data).toMatchObject({ id: member.id, koin: '50.00', ban: null })
    }
    for (const role of ['editor', 'campaign'] as const) {
      const staff = await staffMember(t, [role])
      const refused = await get(`${base}/${member.id}`, staff.auth)
      expect(refused.statusCode).toBe(403)
      expect(refused.json().error.code).toBe('STAFF_ONLY')
      const adjust = await post(
        `${base}/${member.id}/koins/adjust`,
        { amount: '5', reason: 'ทดสอบ' },
        staff.auth,
      )
      expect(adjust.json().error.code).toBe('STAFF_ONLY')
    }
    const plain = await newMember(t)
    const refused = await get(`${base}?q=${encodeURIComponent(member.email)}`, plain.auth)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.code).toBe('STAFF_ONLY')
  })

  it('finds members by part of the e-mail, part of the display name, or the whole id, a page at a time', async () => {
    const support = await staffMember(t, ['support'])
    const word = `ค้นหา${randomBytes(3).toString('hex')}`
    const registered = []
    for (let i = 0; i < 3; i += 1)
      registered.push(await registerMember(t.app, { display_name: `${word} ${i}`, birth_date: '2000-01-01' }))
    const byName = await get(`${base}?q=${encodeURIComponent(word)}&limit=2`, support.auth)
    expect(byName.json()).toMatchObject({ total: 3, page: 1, pages: 2 })
    expect(byName.json().items).toHaveLength(2)
    const second = await get(`${base}?q=${encodeURIComponent(word)}&limit=2&page=2`, support.auth)
    expect(second.json().items).toHaveLength(1)

    const email = registered[0]!.email
    const byEmail = await get(
      `${base}?q=${encodeURIComponent(email.slice(0, 12).toUpperCase())}`,
      support.auth,
    )
    expect(byEmail.json().items.map((row: { email: string }) => row.email)).toContain(email)

    const id = await memberIdOf(t, email)
    const byId = await get(`${base}?q=${id}`, support.auth)
    expect(byId.json().items.map((row: { id: string }) => row.id)).toEqual([id])
  })

  it('refuses a search too short to use the index, and an id that is no id', async () => {
    const support = await staffMember(t, ['support'])
    const short = await get(`${base}?q=ab`, support.auth)
    expect(short.statusCode).toBe(400)
    expect(short.json().error.code).toBe('MEMBER_SEARCH_TOO_SHORT')
    const badId = await get(`${base}/not-an-id`, support.auth)
    expect(badId.statusCode).toBe(400)
    expect(badId.json().error.code).toBe('VALIDATION_FAILED')
    const unknown = await get(`${base}/00000000-0000-4000-8000-000000000000`, support.auth)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.code).toBe('MEMBER_NOT_FOUND')
  })
})

describe('koin adjustments', () => {
  it('moves the ledger, shows the member the Thai reason in their koin history, and is audited', async () => {
    const support = await staffMember(t, ['support'])
    const member = await newMember(t)
    const credit = await post(
      `${base}/${member.id}/koins/adjust`,
      { amount: '25.50', reason: 'ชดเชยของรางวัลที่ส่งล่าช้า' },
      support.auth,
    )
    expect(credit.statusCode, credit.body).toBe(201)
    expect(credit.json().data).toMatchObject({ amount: '25.50', balance: '75.50' })
    const debit = await post(
      `${base}/${member.id}/koins/adjust`,
      { amount: '-5', reason: 'แก้ยอดที่ให้เกิน' },
      support.auth,
    )
    expect(debit.json().data).toMatchObject({ amount: '-5.00', balance: '70.50' })

    const { balance, ledgerSum } = await balanceAndLedger(t, member.id)
    expect(balance).toBe(70_50)
    expect(ledgerSum).toBe(balance)
    const [entry] = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, member.id))
      .orderBy(desc(ledgerEntries.id))
      .limit(1)
    expect(entry).toMatchObject({ reason: 'STAFF_ADJUSTMENT', amount: -5_00 })

    const history = await get('/v2/api/user/koins', member.auth)
    expect(history.json().items[0]).toMatchObject({
      activity: 'ทีมงาน Klass หัก koin: แก้ยอดที่ให้เกิน',
      point: '-5.00',
      balance: '70.50',
    })
    expect(history.json().items[1]).toMatchObject({ activity: 'ทีมงาน Klass เพิ่ม koin: ชดเชยของรางวัลที่ส่งล่าช้า' })

    const staffView = await get(`${base}/${member.id}/koins?limit=2`, support.auth)
    expect(staffView.json().items.map((row: { point: string }) => row.point)).toEqual(['-5.00', '25.50'])

    const audit = await lastAudit(member.id, 'member.koin_adjust')
    expect(audit).toMatchObject({
      actorId: support.id,
      entity: 'member',
      before: { koin: '75.50' },
      after: { koin: '70.50', amount: '-5.00' },
      reason: 'แก้ยอดที่ให้เกิน',
    })
  })

  it('refuses a debit that would take the balance below zero, and moves nothing', async () => {
    const support = await staffMember(t, ['support'])
    const member = await newMember(t, { koin: 10_00 })
    const refused = await post(
      `${base}/${member.id}/koins/adjust`,
      { amount: '-10.01', reason: 'หักเกิน' },
      support.auth,
    )
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.code).toBe('KOIN_ADJUSTMENT_BELOW_ZERO')
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 10_00, ledgerSum: 10_00 })
    expect(await lastAudit(member.id, 'member.koin_adjust')).toBeUndefined()
  })

  it('refuses an adjustment without a reason, of zero, or not a number', async () => {
    const support = await staffMember(t, ['support'])
    const member = await newMember(t)
    for (const body of [
      { amount: '5', reason: '   ' },
      { amount: '0', reason: 'ศูนย์' },
      { amount: 'ห้า', reason: 'ไม่ใช่ตัวเลข' },
      { amount: '1.234', reason: 'ทศนิยมเกิน' },
    ]) {
      const refused = await post(`${base}/${member.id}/koins/adjust`, body, support.auth)
      expect(refused.statusCode, JSON.stringify(body)).toBe(400)
      expect(refused.json().error.code).toBe('VALIDATION_FAILED')
    }
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 50_00, ledgerSum: 50_00 })
  })
})

describe('bans', () => {
  it('ends every session at once and refuses the password login; unbanning lets the member in again', async () => {
    const support = await staffMember(t, ['support'])
    const member = await registerMember(t.app, { birth_date: '2000-01-01' })
    const id = await memberIdOf(t, member.email)
    const second = await login(member.email, member.password)
    expect(second.statusCode).toBe(200)

    const banned = await post(`${base}/${id}/ban`, { reason: 'โพสต์หลอกลวงซ้ำหลายครั้ง' }, support.auth)
    expect(banned.statusCode, banned.body).toBe(201)
    expect(banned.json().data).toMatchObject({ reason: 'โพสต์หลอกลวงซ้ำหลายครั้ง', lifted_at: null })

    const open = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)))
    expect(open).toEqual([])
    const profile = await get('/v2/api/user', member.auth)
    expect(profile.statusCode).toBe(401)

    const refused = await login(member.email, member.password)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.code).toBe('ACCOUNT_SUSPENDED')
    expect(refused.json().error.message).toContain('ระงับ')
    // A wrong password learns nothing about the ban.
    expect((await login(member.email, 'Not-The-Password-1')).json().error.code).toBe('INVALID_CREDENTIALS')

    const shown = await get(`${base}/${id}`, support.auth)
    expect(shown.json().data.ban).toMatchObject({ reason: 'โพสต์หลอกลวงซ้ำหลายครั้ง' })
    const audit = await lastAudit(id, 'member.ban')
    expect(audit).toMatchObject({
      actorId: support.id,
      entity: 'member',
      before: { banned: false },
      after: { banned: true, sessions_ended: 2 },
      reason: 'โพสต์หลอกลวงซ้ำหลายครั้ง',
    })

    const again = await post(`${base}/${id}/ban`, { reason: 'ซ้ำ' }, support.auth)
    expect(again.json().error.code).toBe('MEMBER_ALREADY_BANNED')

    const lifted = await post(`${base}/${id}/unban`, { reason: 'ผู้ปกครองยืนยันแล้ว' }, support.auth)
    expect(lifted.statusCode, lifted.body).toBe(200)
    expect(lifted.json().data).toMatchObject({ lift_reason: 'ผู้ปกครองยืนยันแล้ว' })
    expect(await lastAudit(id, 'member.unban')).toMatchObject({
      before: { banned: true, ban_reason: 'โพสต์หลอกลวงซ้ำหลายครั้ง' },
      after: { banned: false },
      reason: 'ผู้ปกครองยืนยันแล้ว',
    })
    expect((await login(member.email, member.password)).statusCode).toBe(200)

    const history = await get(`${base}/${id}/bans`, support.auth)
    expect(history.json()).toMatchObject({ total: 1 })
    expect((await post(`${base}/${id}/unban`, { reason: 'อีกครั้ง' }, support.auth)).json().error.code).toBe(
      'MEMBER_NOT_BANNED',
    )
  })

  it('refuses LINE and Facebook sign-in of a banned member', async () => {
    const support = await staffMember(t, ['support'])
    const member = await newMember(t)
    await post(`${base}/${member.id}/ban`, { reason: 'บัญชีถูกขโมย' }, support.auth)
    const auth = createAuthService(t.app.ctx)
    await expect(
      auth.signInAs(member.id, { ip: freshAddress(), userAgent: undefined }),
    ).rejects.toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
    })
  })

  it('requires a reason, and refuses banning oneself or, unless admin, another staff member', async () => {
    const support = await staffMember(t, ['support'])
    const member = await newMember(t)
    const noReason = await post(`${base}/${member.id}/ban`, { reason: '' }, support.auth)
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().error.code).toBe('VALIDATION_FAILED')

    expect(
      (await post(`${base}/${support.id}/ban`, { reason: 'ตัวเอง' }, support.auth)).json().error.code,
    ).toBe('BAN_SELF')
    const editor = await staffMember(t, ['editor'])
    const refused = await post(`${base}/${editor.id}/ban`, { reason: 'ทีมงาน' }, support.auth)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.code).toBe('BAN_STAFF_ADMIN_ONLY')
    const [still] = await t.db.select({ roles: users.roles }).from(users).where(eq(users.id, editor.id))
    expect(still!.roles).toContain('editor')

    const admin = await staffMember(t, ['admin'])
    const byAdmin = await post(`${base}/${editor.id}/ban`, { reason: 'ทีมงานลาออก' }, admin.auth)
    expect(byAdmin.statusCode, byAdmin.body).toBe(201)
  })
})
