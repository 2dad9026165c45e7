import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { ACCOUNT_ERASURE_DAYS } from '@klass/contract/user'
import { outboxEmails, users } from '@klass/db/schema/core'
import { emailReminderSends, emailReminderSettings } from '@klass/db/schema/progress'
import { userIdentities } from '@klass/db/schema/identities'
import { messagingOutbox } from '@klass/db/schema/messaging'
import { quizAttempts } from '@klass/db/schema/quiz'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app'
import { newMember } from '../../../test/economy'
import { recordActivity } from '../../lib/activity'
import { bangkokInstant } from '../../lib/time'
import { createMessagingWorker } from '../line/messaging-worker'
import { eraseAccountIfDue, erasedEmail } from '../auth/account-erasure'

let t: TestApp
beforeAll(async () => {
  // The demo content has a daily quiz.
  t = await createTestApp({ demo: true })
})
afterAll(() => t.close())

type Member = Awaited<ReturnType<typeof newMember>>
const at = (day: string, hour: number, minute = 0) => t.clock.set(bangkokInstant(day, hour, minute))
const senderRound = () => createMessagingWorker(t.app.ctx, t.app.log).runOnce()

async function learn(member: Member) {
  await t.db.transaction((tx) =>
    recordActivity(tx, { userId: member.id, kind: 'post.read', at: t.clock.now() }),
  )
}
async function choose(member: Member, email: Record<string, unknown>) {
  return t.app.inject({
    method: 'PATCH',
    url: '/v2/api/progress/reminders',
    headers: await member.reauth(),
    payload: { email },
  })
}
const mailsTo = (member: Member) =>
  t.db.select().from(outboxEmails).where(eq(outboxEmails.to, member.email)).orderBy(outboxEmails.id)
const lineTo = (member: Member, kind: string) =>
  t.db
    .select()
    .from(messagingOutbox)
    .where(and(eq(messagingOutbox.userId, member.id), eq(messagingOutbox.kind, kind)))

describe('/v2/api/progress/reminders', () => {
  it('has every e-mail reminder off until the member turns it on, and refuses an unknown kind', async () => {
    const member = await newMember(t)
    const first = await t.app.inject({
      method: 'GET',
      url: '/v2/api/progress/reminders',
      headers: member.auth,
    })
    expect(first.json().data).toEqual({
      email: { streak: false, daily_quiz: false },
      email_confirmed: true,
      line_linked: false,
    })
    const on = await choose(member, { streak: true })
    expect(on.statusCode).toBe(200)
    expect(on.json().data.email).toEqual({ streak: true, daily_quiz: false })
    const bad = await choose(member, { lottery: true })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.code).toBe('VALIDATION_FAILED')
    expect((await t.app.inject({ method: 'GET', url: '/v2/api/progress/reminders' })).statusCode).toBe(401)
  })
})

describe('the streak reminder', () => {
  it('e-mails a member with a streak and nothing learned today, from 19:00 Bangkok time, once that day', async () => {
    at('2026-12-14', 10)
    const member = await newMember(t)
    await learn(member)
    await choose(member, { streak: true })

    at('2026-12-15', 18, 59)
    await senderRound()
    expect(await mailsTo(member)).toEqual([])

    at('2026-12-15', 19, 0)
    await senderRound()
    at('2026-12-15', 21, 0)
    await senderRound()
    const mails = await mailsTo(member)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('streak 1 วันของคุณใกล้ขาดแล้ว')
    expect(mails[0]!.text).toContain('จะขาดเมื่อหมดวันนี้')
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/reminders`)
  })

  it('sends nothing to an erased member, whose reminder choices are gone', async () => {
    at('2026-12-21', 10)
    const member = await newMember(t)
    await learn(member)
    await choose(member, { streak: true, daily_quiz: true })
    const asked = new Date(t.clock.now().getTime() - (ACCOUNT_ERASURE_DAYS * 86_400_000 + 1000))
    await t.db.update(users).set({ deletionRequestedAt: asked }).where(eq(users.id, member.id))
    expect(await eraseAccountIfDue(t.app.ctx, member.id)).toBe(true)
    expect(await t.db.$count(emailReminderSettings, eq(emailReminderSettings.userId, member.id))).toBe(0)

    at('2026-12-22', 20)
    await senderRound()
    expect(await mailsTo(member)).toEqual([])
    expect(await t.db.$count(outboxEmails, eq(outboxEmails.to, erasedEmail(member.id)))).toBe(0)
    expect(await t.db.$count(emailReminderSends, eq(emailReminderSends.userId, member.id))).toBe(0)
  })

  it('sends nothing to a member who learned today, who has no streak, or who did not choose it', async () => {
    at('2026-12-14', 10)
    const learnedToday = await newMember(t)
    const noStreak = await newMember(t)
    const notChosen = await newMember(t)
    for (const member of [learnedToday, notChosen]) await learn(member)
    at('2026-12-12', 10)
    await learn(noStreak) // two days before yesterday: the streak is already broken
    for (const member of [learnedToday, noStreak]) await choose(member, { streak: true })
    at('2026-12-15', 9)
    await learn(learnedToday)
    at('2026-12-15', 20)
    await senderRound()
    for (const member of [learnedToday, noStreak, notChosen]) expect(await mailsTo(member)).toEqual([])
  })

  it('queues the LINE reminder for a linked member, once, and not when LINE’s switch for it is off', async () => {
    at('2026-12-14', 10)
    const linked = await newMember(t)
    const switchedOff = await newMember(t)
    for (const member of [linked, switchedOff]) {
      await learn(member)
      await t.db.insert(userIdentities).values({
        userId: member.id,
        provider: 'line',
        subject: `U${randomUUID().replaceAll('-', '')}`,
        linkedAt: t.clock.now(),
      })
    }
    await t.app.inject({
      method: 'POST',
      url: '/v2/api/line/settings',
      headers: await switchedOff.reauth(),
      payload: { reminders: { streak: false } },
    })
    at('2026-12-15', 19, 30)
    await senderRound()
    await senderRound()
    const queued = await lineTo(linked, 'streak')
    expect(queued).toHaveLength(1)
    expect(queued[0]!.text).toContain('streak 1 วัน')
    expect(await lineTo(switchedOff, 'streak')).toEqual([])
    // E-mail was not chosen: LINE alone.
    expect(await mailsTo(linked)).toEqual([])
  })
})

describe('the daily quiz reminder', () => {
  it('e-mails a recently active member from 08:00 until they answer, once a day', async () => {
    at('2026-12-14', 10)
    const member = await newMember(t)
    const answered = await newMember(t)
    for (const m of [member, answered]) {
      await learn(m)
      await choose(m, { daily_quiz: true })
    }
    at('2026-12-16', 7, 59)
    await senderRound()
    expect(await mailsTo(member)).toEqual([])

    at('2026-12-16', 8, 0)
    await t.db.insert(quizAttempts).values({
      userId: answered.id,
      kind: 'daily',
      attemptKey: '2026-12-16',
      questionIds: [],
      startedAt: t.clock.now(),
      submittedAt: t.clock.now(),
      answers: [],
      score: 1,
      streak: 1,
    })
    await senderRound()
    at('2026-12-16', 12, 0)
    await senderRound()
    const mails = await mailsTo(member)
    expect(mails.map((m) => m.subject)).toEqual(['ควิซประจำวันของวันนี้มาแล้ว'])
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/quiz/daily`)
    expect(await mailsTo(answered)).toEqual([])

    at('2026-12-17', 8, 30)
    await senderRound()
    expect(await mailsTo(member)).toHaveLength(2)
  })

  it('stops once the member has not learned for a week', async () => {
    at('2026-12-01', 10)
    const member = await newMember(t)
    await learn(member)
    await choose(member, { daily_quiz: true })
    at('2026-12-09', 9)
    await senderRound()
    expect(await mailsTo(member)).toEqual([])
  })

  it('goes only to a confirmed address', async () => {
    at('2026-12-14', 10)
    const member = await newMember(t, { standing: 'new' })
    await learn(member)
    await choose(member, { daily_quiz: true })
    at('2026-12-15', 9)
    await senderRound()
    expect(await mailsTo(member)).toEqual([])
  })
})
