import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxEmails } from '@klass/db/schema/core'
import { createTestApp, uniqueEmail, type TestApp } from '../../test/app'
import { oldMailsDeletion } from './mailer'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const DAY = 24 * 60 * 60 * 1000

const mailTo = (to: string) =>
  t.app.ctx.mailer.send({ to, subject: 'ตั้งรหัสผ่านใหม่', text: 'https://klass.test/reset-password?token=x' })
const kept = async (to: string) =>
  (await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, to))).length > 0

describe('the e-mail outbox (issue 19: reset links are not kept)', () => {
  it('deletes a mail written more than 7 days ago when a new one is written, and keeps a recent one', async () => {
    const old = uniqueEmail('old')
    const recent = uniqueEmail('recent')
    const next = uniqueEmail('next')
    await mailTo(old)
    t.clock.advance(6 * DAY)
    await mailTo(recent)
    t.clock.advance(1 * DAY + 60_000)
    expect(await kept(old)).toBe(true)
    await mailTo(next)
    expect(await kept(old)).toBe(false)
    expect(await kept(recent)).toBe(true)
    expect(await kept(next)).toBe(true)
  })

  it('deletes a backlog of old mails a batch at a time, through the created_at index', async () => {
    const senders = Array.from({ length: 30 }, () => uniqueEmail('backlog'))
    for (const to of senders) await mailTo(to)
    t.clock.advance(8 * DAY)
    const stillKept = async () => (await Promise.all(senders.map(kept))).filter(Boolean).length
    await mailTo(uniqueEmail('now'))
    const afterOne = await stillKept()
    expect(afterOne).toBeLessThan(30)
    expect(afterOne).toBeGreaterThan(0)
    await mailTo(uniqueEmail('now'))
    expect(await stillKept()).toBe(0)

    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`)
      const explained = await tx.execute(sql`explain `.append(oldMailsDeletion(t.db, t.clock.now()).getSQL()))
      return JSON.stringify(explained.rows)
    })
    expect(plan).toContain('outbox_emails_created_at_idx')
  })
})
