import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { superquestGifts, superquestShipments } from '@klass/db/schema/superquest'
import { expectEveryAnswer } from '../../../test/answers'
import { createTestApp, type TestApp } from '../../../test/app'
import {
  createTestCampaign,
  createTestGift,
  createTestMission,
  everyLedgerAgrees,
  newMember,
  testAddress,
} from '../../../test/economy'
import { recordActivity } from '../../lib/activity'

let t: TestApp
let campaignId: string
beforeAll(async () => {
  t = await createTestApp({ demo: true })
  campaignId = await createTestCampaign(t, 'test-campaign-gift-races')
})
afterAll(() => t.close())

/** A one-step mission ("read a post") whose reward is a premium gift with plenty of stock. */
async function giftMission() {
  const gift = await createTestGift(t, 50)
  const mission = await createTestMission(t, campaignId, { rewardKoin: null, rewardGiftId: gift.id })
  return { gift, mission }
}

const post = (url: string, auth: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: `/v2/api/superQuest/${url}`, headers: auth, payload })

/** A member who joined the mission and completed it. */
async function memberWhoCompleted(missionId: string) {
  const member = await newMember(t)
  expect((await post('joinMission', member.auth, { id: missionId })).statusCode).toBe(200)
  t.clock.advance(1000)
  await t.db.transaction((tx) =>
    recordActivity(tx, { userId: member.id, kind: 'post.read', refId: 'post-1', at: t.clock.now() }),
  )
  return member
}

async function shipmentsOf(userId: string, missionId: string) {
  return t.db
    .select()
    .from(superquestShipments)
    .where(and(eq(superquestShipments.userId, userId), eq(superquestShipments.sourceRef, missionId)))
}

describe("one premium gift per member per mission, however many times they press 'redeem'", () => {
  it('ships one gift when the same member redeems a mission twice at once', async () => {
    const { gift, mission } = await giftMission()
    const member = await memberWhoCompleted(mission.id)
    const responses = await Promise.all(
      [1, 2].map(() => post('redeemGift', member.auth, { id: mission.id, address: testAddress })),
    )

    expectEveryAnswer(responses, { '200': 1, '409 REWARD_ALREADY_REDEEMED': 1 })
    expect(await shipmentsOf(member.id, mission.id)).toHaveLength(1)
    const [left] = await t.db.select().from(superquestGifts).where(eq(superquestGifts.id, gift.id))
    expect(left!.stockRemaining).toBe(49)
  })

  it('ships one gift when the same member redeems a mission ten times at once', async () => {
    const { gift, mission } = await giftMission()
    const member = await memberWhoCompleted(mission.id)
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('redeemGift', member.auth, { id: mission.id, address: testAddress }),
      ),
    )

    expectEveryAnswer(responses, { '200': 1, '409 REWARD_ALREADY_REDEEMED': 9 })
    const shipments = await shipmentsOf(member.id, mission.id)
    expect(shipments).toHaveLength(1)
    const winner = responses.find((r) => r.statusCode === 200)!.json().data
    expect(winner.shipment.trackingNumber).toBe(shipments[0]!.trackingNumber)
    expect(winner.mission).toMatchObject({ rewardState: 'redeemed', redeemedAs: 'gift' })
    const [left] = await t.db.select().from(superquestGifts).where(eq(superquestGifts.id, gift.id))
    expect(left!.stockRemaining).toBe(49)
    expect(await everyLedgerAgrees(t)).toBe(true)
  })
})
