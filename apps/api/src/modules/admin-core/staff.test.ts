import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, staffSecondFactors } from '@klass/db/schema/admin'
import { sessions, users } from '@klass/db/schema/core'
import { totpCode } from '@klass/db/totp'
import type { StaffRole } from '@klass/contract/staff'
import { createTestApp, type TestApp } from '../../../test/app'
import { newMember } from '../../../test/economy'
import { staffMember } from '../../../test/staff'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type Auth = { authorization: string }

const get = (url: string, auth: Auth) => t.app.inject({ method: 'GET', url, headers: auth })
const post = (url: string, auth: Auth, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: auth, payload })
const setRoles = (auth: Auth, email: string, roles: StaffRole[]) =>
  post('/v2/api/admin/staff/roles', auth, { email, roles })

async function rolesOf(id: string) {
  const [row] = await t.db.select({ roles: users.roles }).from(users).where(eq(users.id, id))
  return row!.roles
}

async function lastAudit(entityId: string) {
  const [row] = await t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId))
    .orderBy(desc(auditLog.id))
    .limit(1)
  return row
}

describe('staff calls: the role and the one-time code, checked on the server', () => {
  it('refuse a member, a staff member without the code, and let the admin through after the code', async () => {
    const member = await newMember(t)
    expect((await get('/v2/api/admin/staff', member.auth)).json().error.code).toBe('STAFF_ONLY')

    const admin = await staffMember(t, ['admin'], { secondFactor: false })
    const setup = await post('/v2/api/admin/second-factor/setup', admin.auth, {})
    const refused = await get('/v2/api/admin/staff', admin.auth)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.code).toBe('STAFF_SECOND_FACTOR_REQUIRED')

    const code = totpCode(setup.json().data.secret, t.clock.now().getTime())
    expect((await post('/v2/api/admin/second-factor', admin.auth, { code })).statusCode).toBe(200)
    expect((await get('/v2/api/admin/staff', admin.auth)).statusCode).toBe(200)
  })

  it('leave managing staff and reading the audit log to admin', async () => {
    const target = await newMember(t)
    for (const role of ['editor', 'campaign', 'support'] as const) {
      const staff = await staffMember(t, [role])
      for (const response of [
        await get('/v2/api/admin/staff', staff.auth),
        await get('/v2/api/admin/audit', staff.auth),
        await setRoles(staff.auth, target.email, ['editor']),
        await post('/v2/api/admin/staff/second-factor/reset', staff.auth, { user_id: target.id }),
      ]) {
        expect(response.statusCode, `${role}: ${response.body}`).toBe(403)
        expect(response.json().error.code).toBe('STAFF_ONLY')
      }
    }
    expect(await rolesOf(target.id)).toEqual(['member'])
  })
})

describe('staff management (admin)', () => {
  it('grants roles to a member found by e-mail and records the roles before and after', async () => {
    const admin = await staffMember(t, ['admin'])
    const member = await newMember(t)
    const granted = await setRoles(admin.auth, member.email.toUpperCase(), ['support', 'editor'])
    expect(granted.statusCode, granted.body).toBe(200)
    expect(granted.json().data).toMatchObject({ id: member.id, roles: ['editor', 'support'] })
    expect(await rolesOf(member.id)).toEqual(['member', 'editor', 'support'])
    expect(await lastAudit(member.id)).toMatchObject({
      actorId: admin.id,
      action: 'staff.role_grant',
      entity: 'staff',
      before: { email: member.email, roles: [] },
      after: { email: member.email, roles: ['editor', 'support'] },
    })

    const list = await get('/v2/api/admin/staff?limit=100', admin.auth)
    expect(list.json().items.map((row: { email: string }) => row.email)).toContain(member.email)
  })

  it('revokes a role, audited, and a member taken off the staff needs the code again if granted later', async () => {
    const admin = await staffMember(t, ['admin'])
    const editor = await staffMember(t, ['editor'])
    const revoked = await setRoles(admin.auth, editor.email, [])
    expect(revoked.statusCode, revoked.body).toBe(200)
    expect(await rolesOf(editor.id)).toEqual(['member'])
    expect(await lastAudit(editor.id)).toMatchObject({
      action: 'staff.role_revoke',
      before: { roles: ['editor'] },
      after: { roles: [] },
    })
    expect((await get('/v2/api/admin/me', editor.auth)).json().error.code).toBe('STAFF_ONLY')
    await setRoles(admin.auth, editor.email, ['editor'])
    const [session] = await t.db
      .select({ at: sessions.secondFactorAt })
      .from(sessions)
      .where(eq(sessions.id, editor.sessionId))
    expect(session!.at).toBeNull()
  })

  it('refuses to take the admin role from the last admin', async () => {
    const admin = await staffMember(t, ['admin'])
    // Every other admin made by these tests loses the role first, so this one is the last.
    const others = await t.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.roles, ['member', 'admin']))
    for (const other of others.filter((row) => row.id !== admin.id))
      await t.db
        .update(users)
        .set({ roles: ['member'] })
        .where(eq(users.id, other.id))
    const refused = await setRoles(admin.auth, admin.email, ['editor'])
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.code).toBe('STAFF_LAST_ADMIN')
    expect(await rolesOf(admin.id)).toEqual(['member', 'admin'])

    const second = await staffMember(t, ['admin'])
    expect((await setRoles(admin.auth, admin.email, ['editor'])).statusCode).toBe(200)
    expect(await rolesOf(second.id)).toContain('admin')
  })

  it('answers a Thai refusal for an e-mail no member uses', async () => {
    const admin = await staffMember(t, ['admin'])
    const response = await setRoles(admin.auth, 'nobody.here@example.com', ['editor'])
    expect(response.statusCode).toBe(404)
    expect(response.json().error).toMatchObject({
      code: 'STAFF_MEMBER_NOT_FOUND',
      message: 'ไม่พบสมาชิกที่ใช้อีเมลนี้',
    })
    const unknownRole = await post('/v2/api/admin/staff/roles', admin.auth, {
      email: admin.email,
      roles: ['owner'],
    })
    expect(unknownRole.json().error.code).toBe('VALIDATION_FAILED')
  })

  it("resets a staff member's app: every session of theirs needs a new set-up, audited", async () => {
    const admin = await staffMember(t, ['admin'])
    const support = await staffMember(t, ['support'], { secondFactor: false })
    const setup = await post('/v2/api/admin/second-factor/setup', support.auth, {})
    const code = totpCode(setup.json().data.secret, t.clock.now().getTime())
    await post('/v2/api/admin/second-factor', support.auth, { code })
    expect((await get('/v2/api/admin/me', support.auth)).json().data.second_factor).toBe('passed')

    const reset = await post('/v2/api/admin/staff/second-factor/reset', admin.auth, { user_id: support.id })
    expect(reset.statusCode, reset.body).toBe(200)
    expect((await get('/v2/api/admin/me', support.auth)).json().data.second_factor).toBe('needs_setup')
    expect(
      await t.db.select().from(staffSecondFactors).where(eq(staffSecondFactors.userId, support.id)),
    ).toEqual([])
    expect(await lastAudit(support.id)).toMatchObject({
      actorId: admin.id,
      action: 'staff.second_factor_reset',
      before: { email: support.email, second_factor: 'confirmed' },
      after: { email: support.email, second_factor: 'not_set_up' },
    })
  })
})
