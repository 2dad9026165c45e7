import { and, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { LINE_MESSAGES_PER_DAY } from '@klass/contract/line'
import { memberActivities, users } from '@klass/db/schema/core'
import { messagingOutbox } from '@klass/db/schema/messaging'
import { superquestKrazyDays } from '@klass/db/schema/superquest'
import { createTestApp, registerMember, type TestApp } from '../../../test/app'
import { createTestEvent } from '../../../test/economy'
import type { FakeProviders } from '../../../test/fake-providers'
import { createProviderTestApp, linePerson, linkLine, providerConfig } from '../../../test/providers'
import { bangkokInstant } from '../../lib/time'
import { backoffMs, createMessagingWorker, MAX_ATTEMPTS } from './messaging-worker'

let fake: FakeProviders
let t: TestApp
let close: () => Promise<void>
beforeAll(async () => {
  ;({ t, fake, close } = await createProviderTestApp())
})
afterAll(() => close())
beforeEach(() => {
  fake.state.pushFails = 0
  fake.state.pushAcceptedThenFails = 0
})

const HOUR = 3_600_000
const DAY = 24 * HOUR
const worker = () => createMessagingWorker(t.app.ctx, t.app.log)

/** A member with LINE linked (and a password), who can be reminded. */
async function linkedMember() {
  const member = await registerMember(t.app)
  const person = linePerson()
  await linkLine(t, fake, member.auth, person)
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, member.email))
  return { ...member, person, userId: row!.id }
}

const messagesTo = (lineId: string) => fake.pushed.filter((m) => m.to === lineId)

async function queue(userId: string, text: string, sendAfter = t.clock.now()) {
  const [row] = await t.db
    .insert(messagingOutbox)
    .values({ userId, channel: 'line', kind: 'event_tomorrow', refId: crypto.randomUUID(), text, sendAfter })
    .returning()
  return row!
}
async function outboxRow(id: string) {
  const [row] = await t.db.select().from(messagingOutbox).where(eq(messagingOutbox.id, id))
  return row!
}

describe('LINE reminders', () => {
  it('reminds a member of the event they joined, once, from 18:00 the evening before', async () => {
    t.clock.set(bangkokInstant('2026-12-01', 12))
    const member = await linkedMember()
    const event = await createTestEvent(t, {
      seats: 5,
      startsIn: bangkokInstant('2026-12-02', 10).getTime() - t.clock.now().getTime(),
    })
    const joined = await t.app.inject({
      method: 'POST',
      url: `/v2/api/event/join?id=${event.id}`,
      headers: member.auth,
    })
    expect(joined.statusCode, joined.body).toBe(200)

    await worker().runOnce()
    expect(messagesTo(member.person.id)).toEqual([])

    t.clock.set(bangkokInstant('2026-12-01', 18, 5))
    await worker().runOnce()
    await worker().runOnce()
    const sent = messagesTo(member.person.id)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.text).toContain(event.title)
    expect(sent[0]!.text).toContain('10:00')
  })

  it('retries a push LINE accepted but answered with a 500, and the member gets it once', async () => {
    t.clock.set(bangkokInstant('2026-12-03', 9))
    const member = await linkedMember()
    const message = await queue(member.userId, 'ข้อความทดสอบการส่งซ้ำ')
    fake.state.pushAcceptedThenFails = 1
    await worker().runOnce()
    expect(await outboxRow(message.id)).toMatchObject({ attempts: 1, sentAt: null, outcome: 'http 500' })

    t.clock.advance(backoffMs(1) - 1000)
    await worker().runOnce()
    expect((await outboxRow(message.id)).attempts).toBe(1)

    t.clock.advance(2000)
    await worker().runOnce()
    const row = await outboxRow(message.id)
    expect(row).toMatchObject({ attempts: 2, outcome: 'sent' })
    expect(row.sentAt).toBeInstanceOf(Date)
    const sent = messagesTo(member.person.id)
    expect(sent).toEqual([{ to: member.person.id, text: 'ข้อความทดสอบการส่งซ้ำ', retryKey: row.retryKey }])
  })

  it('backs off while LINE keeps failing and gives the message up after the last try', async () => {
    t.clock.set(bangkokInstant('2026-12-04', 9))
    const member = await linkedMember()
    const message = await queue(member.userId, 'ข้อความที่ LINE รับไม่ได้')
    fake.state.pushFails = 100
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await worker().runOnce()
      t.clock.advance(backoffMs(attempt))
    }
    const row = await outboxRow(message.id)
    expect(row).toMatchObject({ attempts: MAX_ATTEMPTS, sentAt: null, outcome: 'http 500' })
    expect(row.failedAt).toBeInstanceOf(Date)
    expect(messagesTo(member.person.id)).toEqual([])
  })

  it(`sends at most ${LINE_MESSAGES_PER_DAY} messages to a member in a Bangkok day`, async () => {
    t.clock.set(bangkokInstant('2026-12-05', 10))
    const member = await linkedMember()
    const rows = []
    for (let i = 0; i < LINE_MESSAGES_PER_DAY + 1; i += 1)
      rows.push(await queue(member.userId, `ข้อความ ${i}`))
    await worker().runOnce()
    expect(messagesTo(member.person.id)).toHaveLength(LINE_MESSAGES_PER_DAY)
    const outcomes = (await Promise.all(rows.map((r) => outboxRow(r.id)))).map((r) => r.outcome)
    expect(outcomes.sort()).toEqual([...Array(LINE_MESSAGES_PER_DAY).fill('sent'), 'daily_cap'].sort())

    t.clock.set(bangkokInstant('2026-12-06', 10))
    await queue(member.userId, 'ข้อความวันใหม่')
    await worker().runOnce()
    expect(messagesTo(member.person.id)).toHaveLength(LINE_MESSAGES_PER_DAY + 1)
  })

  it('stops for a member who blocked the Official Account, and starts again when they unblock it', async () => {
    t.clock.set(bangkokInstant('2026-12-07', 10))
    const member = await linkedMember()
    const webhook = async (type: string, signature?: string) => {
      const body = JSON.stringify({
        destination: 'Uoa',
        events: [
          { type, timestamp: t.clock.now().getTime(), source: { type: 'user', userId: member.person.id } },
        ],
      })
      return t.app.inject({
        method: 'POST',
        url: '/v2/api/line/webhook',
        headers: {
          'content-type': 'application/json',
          'x-line-signature': signature ?? fake.signWebhook(body),
        },
        payload: body,
      })
    }
    expect((await webhook('unfollow', 'bm90LWxpbmU=')).statusCode).toBe(403)
    expect((await webhook('unfollow')).statusCode).toBe(200)
    const blocked = await queue(member.userId, 'ไม่ควรถูกส่ง')
    await worker().runOnce()
    expect(await outboxRow(blocked.id)).toMatchObject({ outcome: 'blocked', sentAt: null })
    const settings = await t.app.inject({ method: 'GET', url: '/v2/api/line/settings', headers: member.auth })
    expect(settings.json()).toMatchObject({ data: { linked: true, blocked: true } })

    expect((await webhook('follow')).statusCode).toBe(200)
    await queue(member.userId, 'กลับมาแล้ว')
    await worker().runOnce()
    expect(messagesTo(member.person.id).map((m) => m.text)).toEqual(['กลับมาแล้ว'])
  })

  it('sends nothing after the member unlinks LINE', async () => {
    t.clock.set(bangkokInstant('2026-12-08', 10))
    const member = await linkedMember()
    const message = await queue(member.userId, 'ไม่ควรถูกส่ง')
    const unlinked = await t.app.inject({
      method: 'DELETE',
      url: '/v2/api/user/identities/line',
      headers: member.auth,
    })
    expect(unlinked.statusCode).toBe(200)
    await worker().runOnce()
    expect(await outboxRow(message.id)).toMatchObject({ outcome: 'unlinked', sentAt: null })
    expect(messagesTo(member.person.id)).toEqual([])
  })

  it('sends no reminder of a kind the member turned off', async () => {
    t.clock.set(bangkokInstant('2026-12-09', 12))
    const member = await linkedMember()
    const off = await t.app.inject({
      method: 'POST',
      url: '/v2/api/line/settings',
      headers: member.auth,
      payload: { reminders: { event_tomorrow: false } },
    })
    expect(off.statusCode).toBe(200)
    expect(off.json()).toMatchObject({
      data: {
        linked: true,
        blocked: false,
        official_account: { basic_id: '@klass', add_friend_url: 'https://line.me/R/ti/p/%40klass' },
        reminders: {
          event_tomorrow: false,
          streak: true,
          krazy_day: true,
          dca_reminder: true,
          thaweesup_due: true,
          daily_quiz: true,
        },
      },
    })
    const event = await createTestEvent(t, { seats: 5, startsIn: DAY })
    await t.app.inject({ method: 'POST', url: `/v2/api/event/join?id=${event.id}`, headers: member.auth })
    const queued = await queue(member.userId, 'คิวไว้ก่อนปิด')
    t.clock.set(bangkokInstant('2026-12-09', 19))
    await worker().runOnce()
    expect(messagesTo(member.person.id)).toEqual([])
    expect(await outboxRow(queued.id)).toMatchObject({ outcome: 'turned_off' })
  })

  it('refuses a reminder kind that does not exist', async () => {
    const member = await registerMember(t.app)
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/api/line/settings',
      headers: member.auth,
      payload: { reminders: { lottery: true } },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } })
  })

  it('reminds at 19:00 a member whose learning streak breaks at midnight, unless they learned today', async () => {
    t.clock.set(bangkokInstant('2026-12-10', 19, 30))
    const member = await linkedMember()
    const learned = await linkedMember()
    const activity = (userId: string, day: string) => ({
      userId,
      kind: 'quiz.daily.answered',
      createdAt: bangkokInstant(day, 8, 5),
    })
    await t.db
      .insert(memberActivities)
      .values([
        activity(member.userId, '2026-12-08'),
        activity(member.userId, '2026-12-09'),
        activity(learned.userId, '2026-12-09'),
        activity(learned.userId, '2026-12-10'),
      ])
    await worker().runOnce()
    expect(messagesTo(member.person.id).map((m) => m.text)).toEqual([expect.stringContaining('streak 2 วัน')])
    expect(messagesTo(learned.person.id)).toEqual([])
  })

  it('tells every reachable member when a krazy day opens, once', async () => {
    t.clock.set(bangkokInstant('2026-12-11', 10, 5))
    const member = await linkedMember()
    await t.db.insert(superquestKrazyDays).values({
      title: 'Krazy Day ทดสอบ',
      description: 'ของรางวัลราคาพิเศษ',
      opensAt: bangkokInstant('2026-12-11', 10),
      closesAt: bangkokInstant('2026-12-11', 22),
    })
    await worker().runOnce()
    await worker().runOnce()
    expect(messagesTo(member.person.id).map((m) => m.text)).toEqual([
      expect.stringContaining('Krazy Day ทดสอบ'),
    ])
  })

  it('reminds the evening before a Thaweesup instalment is taken', async () => {
    t.clock.set(bangkokInstant('2026-12-12', 10))
    const member = await linkedMember()
    const opened = await t.app.inject({
      method: 'POST',
      url: '/v2/api/bank/openThaweesup',
      headers: member.auth,
      payload: { instalment: '500' },
    })
    expect(opened.statusCode, opened.body).toBe(201)
    t.clock.set(bangkokInstant('2027-01-04', 18, 10))
    await worker().runOnce()
    expect(messagesTo(member.person.id).map((m) => m.text)).toEqual([
      expect.stringMatching(/^พรุ่งนี้ \(5\/1\/2570\) บัญชีออมทวีสุขฝึกหัดจะหักเงินงวด ฿500\.00/),
    ])
  })

  it('drops a reminder that could not be sent within twelve hours', async () => {
    t.clock.set(bangkokInstant('2026-12-13', 9))
    const member = await linkedMember()
    const old = await queue(member.userId, 'เก่าแล้ว', new Date(t.clock.now().getTime() - 13 * HOUR))
    await worker().runOnce()
    expect(await outboxRow(old.id)).toMatchObject({ outcome: 'stale', sentAt: null })
  })
})

describe('LINE reminders without a LINE access token', () => {
  let plain: TestApp
  beforeAll(async () => {
    const config = providerConfig(fake)
    plain = await createTestApp({
      config: { ...config, lineMessaging: { ...config.lineMessaging!, accessToken: undefined } },
    })
  })
  afterAll(() => plain.close())

  it('keeps the messages in the outbox and writes them to the log once', async () => {
    const member = await registerMember(plain.app)
    const person = linePerson()
    await linkLine(plain, fake, member.auth, person)
    const [user] = await plain.db.select({ id: users.id }).from(users).where(eq(users.email, member.email))
    await plain.db.insert(messagingOutbox).values({
      userId: user!.id,
      channel: 'line',
      kind: 'event_tomorrow',
      refId: crypto.randomUUID(),
      text: 'รอ LINE',
      sendAfter: plain.clock.now(),
    })
    const logged: unknown[] = []
    const log = {
      info: (entry: unknown) => logged.push(entry),
      warn() {},
      error() {},
    } as unknown as FastifyBaseLogger
    const sender = createMessagingWorker(plain.app.ctx, log)
    await sender.runOnce()
    plain.clock.advance(HOUR)
    await sender.runOnce()
    expect(logged).toEqual([expect.objectContaining({ kind: 'event_tomorrow', text: 'รอ LINE' })])
    const rows = await plain.db
      .select()
      .from(messagingOutbox)
      .where(and(eq(messagingOutbox.userId, user!.id)))
    expect(rows).toMatchObject([{ outcome: 'held', sentAt: null, cancelledAt: null, failedAt: null }])
    expect(messagesTo(person.id)).toEqual([])
  })
})
