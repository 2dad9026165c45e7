import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  superquestGifts,
  superquestKrazyDayItems,
  superquestKrazyDays,
  superquestShipments,
} from '@klass/db/schema/superquest'
import { expectEveryAnswer } from '../../../test/answers'
import { createTestApp, type TestApp } from '../../../test/app'
import { balanceAndLedger, everyLedgerAgrees, loginAs, newMember, testAddress } from '../../../test/economy'

const HOUR = 60 * 60 * 1000

let t: TestApp
beforeAll(async () => {
  // Noon in Bangkok: the demo krazy day opened at midnight, before any day a test opens an hour ago.
  t = await createTestApp({ demo: true, start: new Date('2026-11-23T05:00:00.000Z') })
})
afterAll(() => t.close())

/** A krazy day with one gift for one test, opening `opensIn` ms from the clock's now. */
async function createKrazyItem(values: { price: number; stock: number; opensIn?: number; hours?: number }) {
  const opensAt = new Date(t.clock.now().getTime() + (values.opensIn ?? -HOUR))
  const [day] = await t.db
    .insert(superquestKrazyDays)
    .values({
      title: `Krazy Day ทดสอบ ${randomBytes(3).toString('hex')}`,
      description: 'ทดสอบ',
      opensAt,
      closesAt: new Date(opensAt.getTime() + (values.hours ?? 6) * HOUR),
    })
    .returning()
  const [gift] = await t.db
    .insert(superquestGifts)
    .values({
      slug: `krazy-test-${randomBytes(4).toString('hex')}`,
      name: 'ของรางวัลทดสอบ',
      description: 'ทดสอบ',
      image: 'public/demo/superquest/sq-cap.svg',
      stockTotal: 1,
      stockRemaining: 1,
    })
    .returning()
  const [item] = await t.db
    .insert(superquestKrazyDayItems)
    .values({
      krazyDayId: day!.id,
      giftId: gift!.id,
      position: 0,
      price: values.price,
      normalPrice: values.price * 5,
      stockTotal: Math.max(values.stock, 1),
      stockRemaining: values.stock,
    })
    .returning()
  return item!
}

async function stockOf(itemId: string) {
  const [row] = await t.db
    .select({ n: superquestKrazyDayItems.stockRemaining })
    .from(superquestKrazyDayItems)
    .where(eq(superquestKrazyDayItems.id, itemId))
  const shipped = await t.db
    .select()
    .from(superquestShipments)
    .where(and(eq(superquestShipments.source, 'krazy-day'), eq(superquestShipments.sourceRef, itemId)))
  return { remaining: row!.n, shipped: shipped.length }
}

const redeem = (
  auth: Record<string, string>,
  id: string,
  key?: string,
  address: object | null = testAddress,
) =>
  t.app.inject({
    method: 'POST',
    url: '/v2/api/superQuestKrazyDay/redeem',
    headers: { ...auth, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { id, address: address ?? undefined },
  })

describe('GET /v2/api/superQuestKrazyDay/get', () => {
  it('keeps the demo krazy day open past the midnight after the demo was made', async () => {
    // Made at 23:58 in Bangkok; asked again at 00:03 the next day.
    const site = await createTestApp({ demo: true, start: new Date('2026-11-23T16:58:00.000Z') })
    try {
      site.clock.set(new Date('2026-11-23T17:03:00.000Z'))
      const response = await site.app.inject({ method: 'GET', url: '/v2/api/superQuestKrazyDay/get' })
      expect(response.json().data.current).toMatchObject({
        title: 'Krazy Day ลดกระหน่ำกลางเดือน',
        status: 'open',
      })
    } finally {
      await site.close()
    }
  })

  it("shows visitors today's open krazy day with special prices, and the one announced next", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v2/api/superQuestKrazyDay/get' })
    expect(response.statusCode).toBe(200)
    const { current, upcoming } = response.json().data
    expect(current).toMatchObject({ title: 'Krazy Day ลดกระหน่ำกลางเดือน', status: 'open' })
    expect(current.items).toHaveLength(4)
    expect(current.items[0]).toMatchObject({
      price: '199.00',
      normalPrice: '1200.00',
      stock: 2,
      redeemed: null,
      gift: { name: 'หูฟังไร้สาย SUPERQUEST', image: '/uploads/demo/superquest/sq-headphones.svg' },
    })
    expect(upcoming[0]).toMatchObject({
      status: 'announced',
      opensAtLabel: expect.stringMatching(/ 12:00 น\.$/),
    })
  })

  it('marks what the member already redeemed when a token is sent', async () => {
    const member = await newMember(t, { koin: 100_00 })
    const before = (
      await t.app.inject({ method: 'GET', url: '/v2/api/superQuestKrazyDay/get', headers: member.auth })
    ).json().data.current
    const piggy = before.items.find((i: { price: string }) => i.price === '9.00')
    expect(piggy.redeemed).toBe(false)
    expect((await redeem(member.auth, piggy.id)).statusCode).toBe(200)
    const after = (
      await t.app.inject({ method: 'GET', url: '/v2/api/superQuestKrazyDay/get', headers: member.auth })
    ).json().data.current
    expect(after.items.find((i: { id: string }) => i.id === piggy.id)).toMatchObject({
      redeemed: true,
      stock: piggy.stock - 1,
    })
  })
})

describe('POST /v2/api/superQuestKrazyDay/redeem', () => {
  it('takes the special price in koins and ships the gift, one per member per item', async () => {
    const member = await newMember(t)
    const item = await createKrazyItem({ price: 9_00, stock: 5 })
    const response = await redeem(member.auth, item.id)
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({
      koin: '41.00',
      shipment: {
        source: 'krazy-day',
        sourceLabel: 'Krazy Day',
        koin: '9.00',
        trackingNumber: expect.stringMatching(/^KLSTH/),
      },
    })
    const again = await redeem(member.auth, item.id)
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toMatchObject({
      code: 'KRAZY_DAY_ALREADY_REDEEMED',
      message: 'คุณแลกของรางวัลชิ้นนี้ใน Krazy Day ไปแล้ว (แลกได้คนละ 1 ชิ้นต่อรายการ)',
    })
    expect(await stockOf(item.id)).toEqual({ remaining: 4, shipped: 1 })
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 41_00, ledgerSum: 41_00 })
    const history = await t.app.inject({
      method: 'GET',
      url: '/v2/api/superQuest/premiumGiftHistory',
      headers: member.auth,
    })
    expect(history.json().items[0]).toMatchObject({ source: 'krazy-day', koin: '9.00' })
  })

  it('refuses before opening with a Thai message saying when it opens', async () => {
    const member = await newMember(t)
    const item = await createKrazyItem({ price: 1_00, stock: 5, opensIn: 2 * HOUR })
    const response = await redeem(member.auth, item.id)
    expect(response.statusCode).toBe(409)
    expect(response.json().error.code).toBe('KRAZY_DAY_NOT_OPEN')
    expect(response.json().error.message).toMatch(
      /^Krazy Day ยังไม่เปิดให้แลก เปิดวันที่ \d{1,2} [ก-๙]+ 25\d\d เวลา \d\d:\d\d น\.$/,
    )
    expect(await stockOf(item.id)).toEqual({ remaining: 5, shipped: 0 })
  })

  it('refuses once the krazy day has closed', async () => {
    const member = await newMember(t)
    const item = await createKrazyItem({ price: 1_00, stock: 5, opensIn: -3 * HOUR, hours: 2 })
    const response = await redeem(member.auth, item.id)
    expect(response.statusCode).toBe(409)
    expect(response.json().error).toMatchObject({ code: 'KRAZY_DAY_CLOSED' })
  })

  it('refuses a sold-out gift and a member without enough koins, taking nothing', async () => {
    const member = await newMember(t, { koin: 5_00 })
    const gone = await createKrazyItem({ price: 1_00, stock: 0 })
    const soldOut = await redeem(member.auth, gone.id)
    expect(soldOut.statusCode).toBe(409)
    expect(soldOut.json().error).toMatchObject({
      code: 'KRAZY_DAY_SOLD_OUT',
      message: 'ของรางวัล Krazy Day ชิ้นนี้หมดแล้ว',
    })
    const dear = await createKrazyItem({ price: 5_01, stock: 3 })
    const poor = await redeem(member.auth, dear.id)
    expect(poor.statusCode).toBe(409)
    expect(poor.json().error.code).toBe('KOIN_INSUFFICIENT')
    expect(await stockOf(dear.id)).toEqual({ remaining: 3, shipped: 0 })
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 5_00, ledgerSum: 5_00 })
  })

  it('answers 401 without a token, 404 for an unknown item and 400 without an address', async () => {
    const item = await createKrazyItem({ price: 1_00, stock: 5 })
    expect((await redeem({}, item.id)).statusCode).toBe(401)
    const member = await newMember(t)
    const missing = await redeem(member.auth, '00000000-0000-4000-8000-000000000000')
    expect(missing.statusCode).toBe(404)
    const noAddress = await redeem(member.auth, item.id, undefined, null)
    expect(noAddress.statusCode).toBe(400)
  })

  it('never oversells and gives each member at most one when 300 redemptions race for 20 gifts', async () => {
    const item = await createKrazyItem({ price: 2_00, stock: 20 })
    const members = await Promise.all(Array.from({ length: 100 }, () => newMember(t, { koin: 10_00 })))
    const responses = await Promise.all(members.flatMap((m) => [1, 2, 3].map(() => redeem(m.auth, item.id))))
    // Whether a winner's other clicks hear "already redeemed" or "sold out" depends on timing.
    const answers = expectEveryAnswer(responses, {
      '200': 20,
      '409 KRAZY_DAY_SOLD_OUT': 'any',
      '409 KRAZY_DAY_ALREADY_REDEEMED': 'any',
    })
    // Only the two other clicks of each of the 20 who got a gift can be told they already redeemed.
    expect(answers['409 KRAZY_DAY_ALREADY_REDEEMED'] ?? 0).toBeLessThanOrEqual(40)
    expect(await stockOf(item.id)).toEqual({ remaining: 0, shipped: 20 })
    const balances = await Promise.all(members.map((m) => balanceAndLedger(t, m.id)))
    expect(balances.filter((b) => b.balance === 8_00)).toHaveLength(20)
    expect(balances.every((b) => b.balance === b.ledgerSum && b.balance >= 0)).toBe(true)
    expect(await everyLedgerAgrees(t)).toBe(true)
  })

  it('takes effect once for one Idempotency-Key repeated many times', async () => {
    const member = await newMember(t)
    const item = await createKrazyItem({ price: 3_00, stock: 5 })
    const first = await redeem(member.auth, item.id, 'krazy-key-0001')
    const repeats = await Promise.all(
      Array.from({ length: 20 }, () => redeem(member.auth, item.id, 'krazy-key-0001')),
    )
    expectEveryAnswer(repeats, { '200': 20 })
    for (const repeat of repeats) expect(repeat.json()).toEqual(first.json())
    expect(await stockOf(item.id)).toEqual({ remaining: 4, shipped: 1 })
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 47_00, ledgerSum: 47_00 })
  })

  it('lets the demo member redeem on the demo krazy day', async () => {
    const headers = await loginAs(t, 'demo@klass.test')
    const { current } = (
      await t.app.inject({ method: 'GET', url: '/v2/api/superQuestKrazyDay/get', headers })
    ).json().data
    const cap = current.items.find((i: { price: string }) => i.price === '49.00')
    const response = await redeem(headers, cap.id)
    expect(response.statusCode).toBe(200)
    expect(response.json().data.koin).toBe('44.25')
  })
})
