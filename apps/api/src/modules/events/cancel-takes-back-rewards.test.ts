import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerEntries, users } from '@klass/db/schema/core'
import { eventRegistrations } from '@klass/db/schema/events'
import { superquestGifts, superquestMissionJoins, superquestShipments } from '@klass/db/schema/superquest'
import { createTestApp, type TestApp } from '../../../test/app'
import {
  balanceAndLedger,
  createTestCampaign,
  createTestEvent,
  createTestGift,
  createTestMission,
  everyLedgerAgrees,
  newMember,
  testAddress,
} from '../../../test/economy'
import { moveBalance } from '../../ledger/ledger'

let t: TestApp
let campaignId: string
beforeAll(async () => {
  t = await createTestApp()
  campaignId = await createTestCampaign(t, 'test-campaign-undo')
})
afterAll(() => t.close())

type Member = Awaited<ReturnType<typeof newMember>>

const post = (url: string, auth: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: auth, payload })

/** A member on a "join an event" mission who joined an event and redeemed the reward as `as`. */
async function redeemedThroughEvent(reward: { koin: number } | { giftStock: number }, price = 0) {
  const gift = 'giftStock' in reward ? await createTestGift(t, reward.giftStock) : null
  const mission = await createTestMission(t, campaignId, {
    action: 'event.joined',
    target: 1,
    rewardKoin: 'koin' in reward ? reward.koin : null,
    rewardGiftId: gift?.id ?? null,
  })
  const member = await newMember(t)
  expect((await post('/v2/api/superQuest/joinMission', member.auth, { id: mission.id })).statusCode).toBe(200)
  t.clock.advance(1000)
  const event = await createTestEvent(t, { seats: 5, price })
  const joined = await post(`/v2/api/event/join?id=${event.id}`, member.auth)
  expect(joined.statusCode, joined.body).toBe(200)
  const redeemed = gift
    ? await post('/v2/api/superQuest/redeemGift', member.auth, { id: mission.id, address: testAddress })
    : await post('/v2/api/superQuest/redeemKoin', member.auth, { id: mission.id })
  expect(redeemed.statusCode, redeemed.body).toBe(200)
  return { member, mission, event, gift }
}

const cancel = (member: Member, eventId: string) => post(`/v2/api/event/cancel?id=${eventId}`, member.auth)

async function joinOf(member: Member, missionId: string) {
  const [row] = await t.db
    .select()
    .from(superquestMissionJoins)
    .where(and(eq(superquestMissionJoins.userId, member.id), eq(superquestMissionJoins.missionId, missionId)))
  return row!
}

async function missionAsShown(member: Member, missionId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/v2/api/superQuest/joinMissions',
    headers: member.auth,
  })
  return (response.json().data as { id: string; rewardState: string; progress: number }[]).find(
    (m) => m.id === missionId,
  )!
}

async function koinOf(member: Member) {
  const [row] = await t.db.select({ koin: users.koin }).from(users).where(eq(users.id, member.id))
  return row!.koin
}

describe('cancelling the event seat that completed a redeemed SUPERQUEST mission', () => {
  it('takes the koin reward back through the ledger, and the mission waits to be redeemed again', async () => {
    const { member, mission, event } = await redeemedThroughEvent({ koin: 10_00 })
    expect(await koinOf(member)).toBe(60_00)

    const cancelled = await cancel(member, event.id)
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json().data.koin).toBe('50.00')
    expect(await koinOf(member)).toBe(50_00)
    const [takeBack] = await t.db
      .select()
      .from(ledgerEntries)
      .where(
        and(eq(ledgerEntries.userId, member.id), eq(ledgerEntries.reason, 'SUPERQUEST_MISSION_TAKEN_BACK')),
      )
    expect(takeBack).toMatchObject({ amount: -10_00, balanceAfter: 50_00, refId: mission.id })
    expect(takeBack!.activity).toContain(mission.title)
    expect(await joinOf(member, mission.id)).toMatchObject({ redeemedAt: null, redeemedAs: null })
    expect(await missionAsShown(member, mission.id)).toMatchObject({
      rewardState: 'in-progress',
      progress: 0,
    })
    const { balance, ledgerSum } = await balanceAndLedger(t, member.id)
    expect(balance).toBe(ledgerSum)

    // Joining again completes the mission again, and its reward can be redeemed again.
    expect((await post(`/v2/api/event/join?id=${event.id}`, member.auth)).statusCode).toBe(200)
    const again = await post('/v2/api/superQuest/redeemKoin', member.auth, { id: mission.id })
    expect(again.statusCode, again.body).toBe(200)
    expect(await koinOf(member)).toBe(60_00)
  })

  it('uses the refund of a paid seat to pay the reward back', async () => {
    const { member, event } = await redeemedThroughEvent({ koin: 10_00 }, 40_00)
    // 50.00 − 40.00 seat + 10.00 reward = 20.00; spend 15.00 elsewhere: 5.00 left, 45.00 after the refund.
    await t.db.transaction((tx) =>
      moveBalance(tx, {
        userId: member.id,
        currency: 'koin',
        amount: -15_00,
        reason: 'TEST',
        activity: 'ใช้ koin ทดสอบ',
      }),
    )
    const cancelled = await cancel(member, event.id)
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(await koinOf(member)).toBe(35_00)
  })

  it('cancels a premium gift still being prepared and puts it back in stock', async () => {
    const { member, mission, event, gift } = await redeemedThroughEvent({ giftStock: 3 })
    const stock = async () =>
      (await t.db.select().from(superquestGifts).where(eq(superquestGifts.id, gift!.id)))[0]!.stockRemaining
    expect(await stock()).toBe(2)

    const cancelled = await cancel(member, event.id)
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(await stock()).toBe(3)
    const parcels = await t.db
      .select()
      .from(superquestShipments)
      .where(and(eq(superquestShipments.userId, member.id), eq(superquestShipments.sourceRef, mission.id)))
    expect(parcels).toHaveLength(0)
    expect(await joinOf(member, mission.id)).toMatchObject({ redeemedAt: null, redeemedAs: null })
  })

  it('refuses the cancellation when the koins were spent, and changes nothing', async () => {
    const { member, mission, event } = await redeemedThroughEvent({ koin: 10_00 })
    await t.db.transaction((tx) =>
      moveBalance(tx, {
        userId: member.id,
        currency: 'koin',
        amount: -55_00,
        reason: 'TEST',
        activity: 'ใช้ koin ทดสอบ',
      }),
    )
    const refused = await cancel(member, event.id)
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json().error).toMatchObject({
      code: 'MISSION_REWARD_SPENT',
      message: expect.stringMatching(/[ก-๙]/),
    })
    expect(await koinOf(member)).toBe(5_00)
    const [seat] = await t.db
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.userId, member.id), eq(eventRegistrations.eventId, event.id)))
    expect(seat!.status).toBe('joined')
    expect((await joinOf(member, mission.id)).redeemedAs).toBe('koin')
    expect(await missionAsShown(member, mission.id)).toMatchObject({ rewardState: 'redeemed', progress: 1 })
    expect(await everyLedgerAgrees(t)).toBe(true)
  })

  it('refuses the cancellation when the gift has shipped, and changes nothing', async () => {
    const { member, mission, event, gift } = await redeemedThroughEvent({ giftStock: 3 })
    await t.db
      .update(superquestShipments)
      .set({ status: 'shipped' })
      .where(and(eq(superquestShipments.userId, member.id), eq(superquestShipments.sourceRef, mission.id)))
    const refused = await cancel(member, event.id)
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json().error.code).toBe('MISSION_REWARD_SPENT')
    const [left] = await t.db.select().from(superquestGifts).where(eq(superquestGifts.id, gift!.id))
    expect(left!.stockRemaining).toBe(2)
    expect((await joinOf(member, mission.id)).redeemedAs).toBe('gift')
  })

  it('leaves a reward alone when the mission stays complete without the cancelled seat', async () => {
    const mission = await createTestMission(t, campaignId, {
      action: 'event.joined',
      target: 1,
      rewardKoin: 10_00,
    })
    const member = await newMember(t)
    await post('/v2/api/superQuest/joinMission', member.auth, { id: mission.id })
    t.clock.advance(1000)
    const first = await createTestEvent(t, { seats: 5 })
    const second = await createTestEvent(t, { seats: 5 })
    await post(`/v2/api/event/join?id=${first.id}`, member.auth)
    await post(`/v2/api/event/join?id=${second.id}`, member.auth)
    expect((await post('/v2/api/superQuest/redeemKoin', member.auth, { id: mission.id })).statusCode).toBe(
      200,
    )
    expect((await cancel(member, second.id)).statusCode).toBe(200)
    expect(await koinOf(member)).toBe(60_00)
    expect((await joinOf(member, mission.id)).redeemedAs).toBe('koin')
  })
})
