import { randomUUID } from 'node:crypto'
import { STREAK_FREEZE_PRICE, STREAK_FREEZES_MAX } from '@klass/contract/progress'
import { superquestMissionJoins } from '@klass/db/schema/superquest'
import { quizAttempts } from '@klass/db/schema/quiz'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app'
import { balanceAndLedger, createTestCampaign, createTestMission, newMember } from '../../../test/economy'
import { recordActivity, type ActivityKind } from '../../lib/activity'
import { bangkokInstant } from '../../lib/time'
import { moveBalance } from '../../ledger/ledger'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ demo: true })
})
afterAll(() => t.close())

type Member = Awaited<ReturnType<typeof newMember>>

/** The member did something at the clock's time (what reading, a quiz or a game records). */
async function learn(member: Member, kind: ActivityKind = 'post.read') {
  await t.db.transaction((tx) => recordActivity(tx, { userId: member.id, kind, at: t.clock.now() }))
}
const at = (day: string, hour = 10, minute = 0) => t.clock.set(bangkokInstant(day, hour, minute))

async function today(member: Member) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/v2/api/progress/today',
    headers: await member.reauth(),
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data
}
async function buyFreeze(member: Member, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/v2/api/progress/streak-freezes',
    headers: { ...(await member.reauth()), ...(key ? { 'idempotency-key': key } : {}) },
  })
}
const states = (data: { streak: { recent: { state: string }[] } }) => data.streak.recent.map((d) => d.state)

describe('the streak on a member’s home page', () => {
  it('starts at day 1 with the first article read and is day 2 after learning again the next Bangkok day', async () => {
    at('2026-12-07')
    const member = await newMember(t)
    expect((await today(member)).streak).toMatchObject({ days: 0, active_today: false })

    await learn(member, 'post.read')
    const day1 = await today(member)
    expect(day1.streak).toMatchObject({ days: 1, active_today: true })
    expect(day1.streak.recent.at(-1)).toEqual({ date: '2026-12-07', state: 'done' })
    // The days before the first learning day are not missed days.
    expect(states(day1)).toEqual([...Array(6).fill('none'), 'done'])

    at('2026-12-08', 8)
    const morning = await today(member)
    expect(morning.streak).toMatchObject({ days: 1, active_today: false })
    expect(states(morning).slice(-2)).toEqual(['done', 'pending'])

    await learn(member, 'game.hangman.played')
    expect((await today(member)).streak).toMatchObject({ days: 2, active_today: true })
  })

  it('counts Bangkok days: 23:30 and 00:30 Bangkok time are two days in a row', async () => {
    at('2026-12-07', 23, 30)
    const member = await newMember(t)
    await learn(member)
    at('2026-12-08', 0, 30)
    await learn(member, 'quiz.daily.answered')
    expect((await today(member)).streak).toMatchObject({ days: 2, active_today: true })
  })

  it('breaks after a whole Bangkok day with no learning when no freeze is held', async () => {
    at('2026-12-07')
    const member = await newMember(t)
    await learn(member)
    at('2026-12-08')
    await learn(member)
    at('2026-12-10', 9)
    const after = await today(member)
    expect(after.streak).toMatchObject({ days: 0, active_today: false, freezes_held: 0 })
    expect(states(after).slice(-4)).toEqual(['done', 'done', 'missed', 'pending'])
    await learn(member)
    expect((await today(member)).streak.days).toBe(1)
  })

  it('spends a freeze held on the missed day automatically, once, keeping the streak alive', async () => {
    at('2026-12-07')
    const member = await newMember(t)
    await learn(member)
    at('2026-12-08')
    await learn(member)
    expect((await buyFreeze(member)).statusCode).toBe(200)
    expect((await today(member)).streak.freezes_held).toBe(1)

    at('2026-12-10', 9)
    const next = await today(member)
    expect(next.streak).toMatchObject({ days: 2, active_today: false, freezes_held: 0 })
    expect(states(next).slice(-4)).toEqual(['done', 'done', 'frozen', 'pending'])
    await learn(member)
    expect((await today(member)).streak).toMatchObject({ days: 3, freezes_held: 0 })
  })

  it('does not mend a streak with a freeze bought after the missed day', async () => {
    at('2026-12-07')
    const member = await newMember(t)
    await learn(member)
    at('2026-12-09', 9)
    expect((await buyFreeze(member)).statusCode).toBe(200)
    const data = await today(member)
    expect(data.streak).toMatchObject({ days: 0, freezes_held: 1 })
    expect(states(data).slice(-3)).toEqual(['done', 'missed', 'pending'])
  })

  it('keeps the freeze when the gap is longer than the freezes held', async () => {
    at('2026-12-07')
    const member = await newMember(t)
    await learn(member)
    expect((await buyFreeze(member)).statusCode).toBe(200)
    at('2026-12-10', 9)
    expect((await today(member)).streak).toMatchObject({ days: 0, freezes_held: 1 })
  })

  it('bridges two missed days with two freezes', async () => {
    at('2026-12-07')
    const member = await newMember(t)
    await learn(member)
    expect((await buyFreeze(member)).statusCode).toBe(200)
    expect((await buyFreeze(member)).statusCode).toBe(200)
    at('2026-12-10', 9)
    const data = await today(member)
    expect(data.streak).toMatchObject({ days: 1, freezes_held: 0 })
    expect(states(data).slice(-4)).toEqual(['done', 'frozen', 'frozen', 'pending'])
  })
})

describe('POST /v2/api/progress/streak-freezes', () => {
  it('takes the price through the ledger, and a repeat with the same Idempotency-Key buys nothing more', async () => {
    at('2026-12-07')
    const member = await newMember(t, { koin: 100_00 })
    const key = randomUUID()
    const first = await buyFreeze(member, key)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().data).toEqual({ freezes_held: 1, koin: '80.00' })
    const again = await buyFreeze(member, key)
    expect(again.json().data).toEqual({ freezes_held: 1, koin: '80.00' })
    expect(await balanceAndLedger(t, member.id)).toEqual({
      balance: 100_00 - STREAK_FREEZE_PRICE,
      ledgerSum: 80_00,
    })
    const history = await t.app.inject({ method: 'GET', url: '/v2/api/user/koins', headers: member.auth })
    expect(history.json().items[0]).toMatchObject({ point: '-20.00', activity: 'ซื้อ streak freeze' })
  })

  it(`refuses more than ${STREAK_FREEZES_MAX} freezes held at once`, async () => {
    at('2026-12-07')
    const member = await newMember(t, { koin: 100_00 })
    for (let i = 0; i < STREAK_FREEZES_MAX; i++) expect((await buyFreeze(member)).statusCode).toBe(200)
    const refused = await buyFreeze(member)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toMatchObject({
      code: 'STREAK_FREEZE_LIMIT',
      message: 'คุณมี streak freeze ครบจำนวนที่ถือได้แล้ว ใช้ไปก่อนแล้วค่อยซื้อเพิ่มนะ',
    })
    expect((await balanceAndLedger(t, member.id)).balance).toBe(
      100_00 - STREAK_FREEZES_MAX * STREAK_FREEZE_PRICE,
    )
  })

  it('refuses a member without enough koins and keeps their balance', async () => {
    at('2026-12-07')
    const member = await newMember(t, { koin: 19_99 })
    const refused = await buyFreeze(member)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.code).toBe('KOIN_INSUFFICIENT')
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 19_99, ledgerSum: 19_99 })
    expect((await today(member)).streak.freezes_held).toBe(0)
  })

  it('refuses a member whose e-mail is not confirmed: buying spends koins', async () => {
    at('2026-12-07')
    const member = await newMember(t, { standing: 'new' })
    const refused = await buyFreeze(member)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.code).toBe('EMAIL_NOT_CONFIRMED')
    expect((await balanceAndLedger(t, member.id)).balance).toBe(50_00)
  })

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/v2/api/progress/streak-freezes' })).statusCode).toBe(
      401,
    )
    expect((await t.app.inject({ method: 'GET', url: '/v2/api/progress/today' })).statusCode).toBe(401)
  })
})

describe('today’s tasks and this week’s koins', () => {
  it('counts the koins earned since Monday 00:00 Bangkok time, not spending and not last week', async () => {
    at('2026-12-06', 23, 59) // Sunday
    const member = await newMember(t, { koin: 0 })
    const earn = (amount: number) =>
      t.db.transaction((tx) =>
        moveBalance(tx, {
          userId: member.id,
          currency: 'koin',
          amount,
          reason: 'TEST',
          activity: 'ทดสอบ',
          at: t.clock.now(),
        }),
      )
    await earn(30_00)
    at('2026-12-07', 0, 1) // Monday
    await earn(12_50)
    at('2026-12-09')
    await earn(5_00)
    await earn(-10_00)
    const data = await today(member)
    expect(data).toMatchObject({
      week: { starts_on: '2026-12-07', ends_on: '2026-12-13' },
      koin_this_week: '17.50',
      koin: '37.50',
    })
  })

  it('shows the daily quiz to do, then done once answered', async () => {
    at('2026-12-07', 9)
    const member = await newMember(t)
    expect((await today(member)).tasks.daily_quiz).toEqual({ available: true, done: false })
    await t.db.insert(quizAttempts).values({
      userId: member.id,
      kind: 'daily',
      attemptKey: '2026-12-07',
      questionIds: [],
      startedAt: t.clock.now(),
      submittedAt: t.clock.now(),
      answers: [],
      score: 1,
      streak: 1,
    })
    expect((await today(member)).tasks.daily_quiz).toEqual({ available: true, done: true })
  })

  it('names a joined mission in progress, and a completed mission’s reward to claim', async () => {
    at('2026-12-07', 9)
    const member = await newMember(t)
    const campaign = await createTestCampaign(t, `home-${randomUUID().slice(0, 8)}`)
    const running = await createTestMission(t, campaign, { target: 3, action: 'post.read' })
    const done = await createTestMission(t, campaign, {
      target: 1,
      action: 'video.viewed',
      rewardKoin: 15_00,
    })
    await t.db.insert(superquestMissionJoins).values([
      { userId: member.id, missionId: running.id, joinedAt: bangkokInstant('2026-12-07', 8) },
      { userId: member.id, missionId: done.id, joinedAt: bangkokInstant('2026-12-07', 7) },
    ])
    await learn(member, 'post.read')
    await learn(member, 'video.viewed')
    const { tasks } = await today(member)
    expect(tasks.mission).toEqual({
      id: running.id,
      title: running.title,
      progress: 1,
      target: 3,
      unit: 'ครั้ง',
    })
    expect(tasks.reward).toEqual({ kind: 'mission', title: done.title, koin: '15.00' })
  })
})
