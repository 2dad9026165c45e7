import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { users } from '@klass/db/schema/core'
import { createTestApp, registerMember, startAnotherServer, type TestApp } from '../../../test/app'
import { createActiveSessions, type SessionRow } from './active-sessions'
import { insertPasswordReset } from './auth.repo'
import { hashOpaqueToken, newOpaqueToken } from './tokens'

const inAnHour = () => new Date(Date.now() + 3_600_000)

/** A session table of one's own, counting how often it is read. */
function fakeTable(rows: Record<string, SessionRow>) {
  const table = { rows, reads: 0, lookUp: async (id: string) => (table.reads++, table.rows[id] ?? null) }
  return table
}

describe('the sessions a server process remembers', () => {
  it('looks a live session up once and answers its later requests from memory', async () => {
    const table = fakeTable({ s1: { userId: 'u1', expiresAt: inAnHour() } })
    const sessions = createActiveSessions(table.lookUp)
    sessions.trust()
    for (let i = 0; i < 5; i += 1) expect(await sessions.isActive('s1', 'u1', new Date())).toBe(true)
    expect(table.reads).toBe(1)
  })

  it('still refuses a remembered session once its end has passed or for another member’s token', async () => {
    const expiresAt = inAnHour()
    const table = fakeTable({ s1: { userId: 'u1', expiresAt } })
    const sessions = createActiveSessions(table.lookUp)
    sessions.trust()
    expect(await sessions.isActive('s1', 'u1', new Date())).toBe(true)
    expect(await sessions.isActive('s1', 'u2', new Date())).toBe(false)
    expect(await sessions.isActive('s1', 'u1', new Date(expiresAt.getTime() + 1))).toBe(false)
    expect(table.reads).toBe(1)
  })

  it('looks a session up again after it ended and refuses it', async () => {
    const table = fakeTable({ s1: { userId: 'u1', expiresAt: inAnHour() } })
    const sessions = createActiveSessions(table.lookUp)
    sessions.trust()
    expect(await sessions.isActive('s1', 'u1', new Date())).toBe(true)
    delete table.rows.s1
    sessions.ended('s1')
    expect(await sessions.isActive('s1', 'u1', new Date())).toBe(false)
  })

  it('does not remember what a lookup read while the session was ending', async () => {
    const table = fakeTable({ s1: { userId: 'u1', expiresAt: inAnHour() } })
    const sessions = createActiveSessions(table.lookUp)
    sessions.trust()
    const during = sessions.isActive('s1', 'u1', new Date())
    // The session ends while the lookup (which read it live) is on its way back.
    delete table.rows.s1
    sessions.ended('s1')
    expect(await during).toBe(true)
    expect(await sessions.isActive('s1', 'u1', new Date())).toBe(false)
  })

  it('looks every session up while it cannot hear sessions end', async () => {
    const table = fakeTable({ s1: { userId: 'u1', expiresAt: inAnHour() } })
    const sessions = createActiveSessions(table.lookUp)
    await sessions.isActive('s1', 'u1', new Date())
    await sessions.isActive('s1', 'u1', new Date())
    expect(table.reads).toBe(2)

    sessions.trust()
    await sessions.isActive('s1', 'u1', new Date())
    sessions.distrust()
    delete table.rows.s1
    expect(await sessions.isActive('s1', 'u1', new Date())).toBe(false)
  })

  it('looks a session up again when it has been remembered for its time', async () => {
    let now = 0
    const table = fakeTable({ s1: { userId: 'u1', expiresAt: inAnHour() } })
    const sessions = createActiveSessions(table.lookUp, 60, () => now)
    sessions.trust()
    await sessions.isActive('s1', 'u1', new Date())
    now = 59_999
    await sessions.isActive('s1', 'u1', new Date())
    expect(table.reads).toBe(1)
    now = 60_000
    await sessions.isActive('s1', 'u1', new Date())
    expect(table.reads).toBe(2)
  })
})

describe('sessions that end, seen by every server process', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const me = (app: TestApp['app'], auth: { authorization: string }) =>
    app.inject({ method: 'GET', url: '/v2/api/user/get', headers: auth })

  it('refuses the access token at once on the server that logged the member out', async () => {
    const member = await registerMember(t.app)
    expect((await me(t.app, member.auth)).statusCode).toBe(200)
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/logout', headers: member.auth })).statusCode,
    ).toBe(200)
    expect((await me(t.app, member.auth)).statusCode).toBe(401)
  })

  it('signs every device out at once on a password reset', async () => {
    const member = await registerMember(t.app)
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: member.email, password: member.password },
    })
    const otherAuth = { authorization: `Bearer ${(other.json() as { access_token: string }).access_token}` }
    expect((await me(t.app, otherAuth)).statusCode).toBe(200)
    // The link of a reset e-mail, as the member would open it.
    const token = newOpaqueToken()
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, member.email))
    await insertPasswordReset(
      t.db,
      user!.id,
      hashOpaqueToken(token),
      new Date(t.clock.now().getTime() + 600_000),
    )
    const reset = await t.app.inject({
      method: 'POST',
      url: '/v2/api/password/reset',
      payload: { token, password: 'A-New-Saving-Plan-2026' },
    })
    expect(reset.statusCode).toBe(200)
    expect((await me(t.app, otherAuth)).statusCode).toBe(401)
    expect((await me(t.app, member.auth)).statusCode).toBe(401)
  })

  it('stops accepting a session on another server process as soon as it ends on the database', async () => {
    const other = await startAnotherServer(t)
    try {
      const member = await registerMember(other)
      expect((await me(other, member.auth)).statusCode).toBe(200)
      expect((await me(other, member.auth)).statusCode).toBe(200)
      // Ended elsewhere: by another process, or by hand on the database.
      await t.pool.query(
        `update sessions set revoked_at = now(), revoked_reason = 'LOGOUT'
          where user_id = (select id from users where email = $1)`,
        [member.email],
      )
      // PostgreSQL delivers the notice between statements: the next requests see it.
      await vi.waitFor(async () => expect((await me(other, member.auth)).statusCode).toBe(401), {
        timeout: 2_000,
        interval: 20,
      })
    } finally {
      await other.close()
    }
  })
})
