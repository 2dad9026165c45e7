import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '@klass/db/schema/admin'
import { createTestApp, type TestApp } from '../../../test/app'
import { newMember } from '../../../test/economy'
import { staffMember } from '../../../test/staff'
import { recordAudit } from '../../lib/audit'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type Entry = { id: number; action: string; entity_id: string; actor: { email: string }; before: unknown }

async function audit(auth: { authorization: string }, query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/v2/api/admin/audit?${query}`, headers: auth })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as { items: Entry[]; next: number | null }
}

describe('the audit log (admin)', () => {
  it('pages newest first and filters by actor, entity, action prefix and Bangkok dates', async () => {
    const admin = await staffMember(t, ['admin'])
    const editor = await staffMember(t, ['editor'])
    const entity = `thing-${Date.now()}`
    // Five changes on five days, by two people.
    for (let day = 0; day < 5; day++) {
      await t.db.transaction((tx) =>
        recordAudit(tx, {
          actorId: day % 2 === 0 ? admin.id : editor.id,
          action: day < 3 ? 'store_item.update' : 'post.approve',
          entity,
          entityId: String(day),
          before: { price: day },
          after: { price: day + 1 },
        }),
      )
      // Made on day 10 + `day` of March 2026, at noon in Bangkok.
      await t.db
        .update(auditLog)
        .set({ createdAt: new Date(Date.UTC(2026, 2, 10 + day, 5)) })
        .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(day))))
    }

    const first = await audit(admin.auth, `entity=${entity}&limit=2`)
    expect(first.items.map((entry) => entry.entity_id)).toEqual(['4', '3'])
    expect(first.items[0]!.before).toEqual({ price: 4 })
    const second = await audit(admin.auth, `entity=${entity}&limit=2&before=${first.next}`)
    expect(second.items.map((entry) => entry.entity_id)).toEqual(['2', '1'])
    const last = await audit(admin.auth, `entity=${entity}&limit=2&before=${second.next}`)
    expect(last.items.map((entry) => entry.entity_id)).toEqual(['0'])
    expect(last.next).toBeNull()

    const byEmail = await audit(admin.auth, `entity=${entity}&actor=${encodeURIComponent(editor.email)}`)
    expect(byEmail.items.map((entry) => entry.entity_id)).toEqual(['3', '1'])
    expect(byEmail.items[0]!.actor.email).toBe(editor.email)
    const byId = await audit(admin.auth, `entity=${entity}&actor=${admin.id}`)
    expect(byId.items.map((entry) => entry.entity_id)).toEqual(['4', '2', '0'])

    const byAction = await audit(admin.auth, `entity=${entity}&action=store_item.`)
    expect(byAction.items.map((entry) => entry.entity_id)).toEqual(['2', '1', '0'])
    // The prefix is text, not a pattern.
    expect((await audit(admin.auth, `entity=${entity}&action=store%25`)).items).toEqual([])

    // 2026-03-11 to 2026-03-12 in Bangkok, both days whole.
    const byDates = await audit(admin.auth, `entity=${entity}&from=2026-03-11&to=2026-03-12`)
    expect(byDates.items.map((entry) => entry.entity_id)).toEqual(['2', '1'])
    const byEntityId = await audit(admin.auth, `entity=${entity}&entity_id=3`)
    expect(byEntityId.items.map((entry) => entry.action)).toEqual(['post.approve'])
  })

  it('refuses a date that is not one, in Thai', async () => {
    const admin = await staffMember(t, ['admin'])
    const response = await t.app.inject({
      method: 'GET',
      url: '/v2/api/admin/audit?from=2026-13-45',
      headers: admin.auth,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('VALIDATION_FAILED')
  })

  it('is for admin only', async () => {
    const member = await newMember(t)
    expect(
      (await t.app.inject({ method: 'GET', url: '/v2/api/admin/audit', headers: member.auth })).json().error
        .code,
    ).toBe('STAFF_ONLY')
  })
})
