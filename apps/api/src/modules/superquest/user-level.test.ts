import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectEveryAnswer } from '../../../test/answers'
import { createTestApp, type TestApp } from '../../../test/app'
import { balanceAndLedger, loginAs, newMember, testAddress } from '../../../test/economy'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ demo: true })
})
afterAll(() => t.close())

const get = (auth: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/v2/api/superQuestUserLevel/get', headers: auth })
const claim = (auth: Record<string, string>, level: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/v2/api/superQuestUserLevel/claim',
    headers: auth,
    payload: { level },
  })
const redeem = (auth: Record<string, string>, level: unknown, address: object | null = testAddress) =>
  t.app.inject({
    method: 'POST',
    url: '/v2/api/superQuestUserLevel/redeem',
    headers: auth,
    payload: { level, address: address ?? undefined },
  })

describe('GET /v2/api/superQuestUserLevel/get', () => {
  it("shows the demo member's level from exp, the six levels, their rewards and gifts", async () => {
    const response = await get(await loginAs(t, 'demo@klass.test'))
    expect(response.statusCode).toBe(200)
    const data = response.json().data
    expect(data).toMatchObject({ exp: 150, level: 2, name: 'นักออมฝึกหัด', nextExp: 300 })
    expect(data.levels).toHaveLength(6)
    expect(data.levels.map((l: { reached: boolean }) => l.reached)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ])
    expect(data.levels[1]).toMatchObject({
      reward: { koin: '10.00', claimed: false },
      gift: { name: 'พวงกุญแจ SUPERQUEST', redeemed: true },
    })
    expect(data.levels[0].gift).toBeNull()
  })

  it('answers 401 without a token', async () => {
    expect((await get({})).statusCode).toBe(401)
    expect((await claim({}, 1)).statusCode).toBe(401)
    expect((await redeem({}, 2)).statusCode).toBe(401)
  })
})

describe('POST /v2/api/superQuestUserLevel/claim', () => {
  it("pays a reached level's koins through the ledger, once", async () => {
    const member = await newMember(t, { exp: 120 })
    const first = await claim(member.auth, 2)
    expect(first.statusCode).toBe(200)
    expect(first.json().data).toMatchObject({ koin: '60.00', level: { level: 2, reward: { claimed: true } } })
    const again = await claim(member.auth, 2)
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toMatchObject({
      code: 'LEVEL_REWARD_ALREADY_CLAIMED',
      message: 'คุณรับรางวัลของเลเวลนี้ไปแล้ว',
    })
    expect((await claim(member.auth, 1)).json().data.koin).toBe('65.00')
    const koins = (
      await t.app.inject({ method: 'GET', url: '/v2/api/user/koins', headers: member.auth })
    ).json()
    expect(koins.items[0]).toMatchObject({ point: '5.00', activity: 'รางวัลเลเวล 1 มือใหม่หัดออม' })
  })

  it('refuses a level not reached yet, an unknown level and a level that is not a number', async () => {
    const member = await newMember(t, { exp: 120 })
    const early = await claim(member.auth, 3)
    expect(early.statusCode).toBe(409)
    expect(early.json().error).toMatchObject({
      code: 'LEVEL_NOT_REACHED',
      message: 'คุณยังไปไม่ถึงเลเวลนี้ สะสม exp เพิ่มอีกนิดนะ',
      details: { exp: 120, minExp: 300 },
    })
    expect((await claim(member.auth, 7)).statusCode).toBe(404)
    expect((await claim(member.auth, 0)).statusCode).toBe(400)
    expect((await claim(member.auth, 'two')).statusCode).toBe(400)
  })

  it('pays once when the member claims fifty times at once', async () => {
    const member = await newMember(t, { exp: 3000 })
    const responses = await Promise.all(Array.from({ length: 50 }, () => claim(member.auth, 6)))
    expectEveryAnswer(responses, { '200': 1, '409 LEVEL_REWARD_ALREADY_CLAIMED': 49 })
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 200_00, ledgerSum: 200_00 })
  })
})

describe('POST /v2/api/superQuestUserLevel/redeem', () => {
  it("ships a reached level's gift once, into the premium gift history", async () => {
    const member = await newMember(t, { exp: 300 })
    const response = await redeem(member.auth, 3)
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({
      level: { level: 3, gift: { name: 'กระเป๋าผ้า SUPERQUEST', redeemed: true } },
      shipment: { source: 'level', trackingNumber: expect.stringMatching(/^KLSTH/), status: 'preparing' },
    })
    const again = await redeem(member.auth, 3)
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toMatchObject({
      code: 'LEVEL_GIFT_ALREADY_REDEEMED',
      message: 'คุณแลกของรางวัลประจำเลเวลนี้ไปแล้ว',
    })
    const history = await t.app.inject({
      method: 'GET',
      url: '/v2/api/superQuest/premiumGiftHistory',
      headers: member.auth,
    })
    expect(history.json().total).toBe(1)
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 50_00, ledgerSum: 50_00 })
  })

  it('refuses a level without a gift, a level not reached, and a missing address', async () => {
    const member = await newMember(t, { exp: 300 })
    const none = await redeem(member.auth, 1)
    expect(none.statusCode).toBe(404)
    expect(none.json().error.code).toBe('LEVEL_GIFT_NONE')
    expect((await redeem(member.auth, 4)).json().error.code).toBe('LEVEL_NOT_REACHED')
    expect((await redeem(member.auth, 3, null)).statusCode).toBe(400)
  })

  it('ships once when the member redeems thirty times at once', async () => {
    const member = await newMember(t, { exp: 800 })
    const responses = await Promise.all(Array.from({ length: 30 }, () => redeem(member.auth, 4)))
    expectEveryAnswer(responses, { '200': 1, '409 LEVEL_GIFT_ALREADY_REDEEMED': 29 })
    const history = await t.app.inject({
      method: 'GET',
      url: '/v2/api/superQuest/premiumGiftHistory',
      headers: member.auth,
    })
    expect(history.json().total).toBe(1)
  })
})
