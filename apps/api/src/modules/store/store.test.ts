import { randomBytes } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { errorCatalogue } from '@klass/contract/errors'
import { ledgerEntries, memberActivities, users } from '@klass/db/schema/core'
import { storeItems, storePurchases, storeStockShards } from '@klass/db/schema/store'
import { expectEveryAnswer, expectOneRun } from '../../../test/answers'
import { bangkokDate } from '../../lib/time'
import { createTestApp, type TestApp } from '../../../test/app'
import { BUY_STATEMENT, purchasePoolOf } from './buy.repo'
import { lockWaits, until } from '../../../test/lock-waits'
import {
  balanceAndLedger,
  everyLedgerAgrees,
  loginAs,
  newMember,
  testAddress,
  tinyWebDist,
} from '../../../test/economy'

let t: TestApp
let web: Awaited<ReturnType<typeof tinyWebDist>>
beforeAll(async () => {
  web = await tinyWebDist()
  t = await createTestApp({ demo: true, config: { webDistDir: web.dir } })
})
afterAll(async () => {
  await t.close()
  await web.remove()
})

/** A store item made for one test: its own stock, price and limit (and pieces sold before, none unless told). */
async function createItem(values: {
  price: number
  stock: number
  limit?: number
  sold?: number
  type?: 'digital-voucher' | 'physical-gift' | 'premium' | 'event-voucher'
}) {
  const slug = `test-${randomBytes(5).toString('hex')}`
  const [row] = await t.db
    .insert(storeItems)
    .values({
      slug,
      name: `ของทดสอบ ${slug}`,
      summary: 'ของรางวัลสำหรับการทดสอบ',
      description: ['รายละเอียด'],
      conditions: ['เงื่อนไข'],
      type: values.type ?? 'digital-voucher',
      image: 'public/demo/store/line-sticker-save-together.svg',
      price: values.price,
      stockTotal: values.stock + (values.sold ?? 0),
      stockRemaining: values.stock,
      sold: values.sold ?? 0,
      limitPerMember: values.limit ?? 100,
    })
    .returning()
  return row!
}

/** The item's stock as its shards hold it, and the pieces its purchases recorded. */
async function stockOf(itemId: string) {
  const [row] = await t.db
    .select({
      remaining: sql<number>`sum(${storeStockShards.remaining})::int`,
      sold: sql<number>`sum(${storeStockShards.sold})::int`,
    })
    .from(storeStockShards)
    .where(eq(storeStockShards.itemId, itemId))
  const [bought] = await t.db
    .select({ n: sql<number>`coalesce(sum(${storePurchases.quantity}), 0)::int` })
    .from(storePurchases)
    .where(eq(storePurchases.itemId, itemId))
  return { ...row!, purchased: bought!.n }
}

const buy = (auth: Record<string, string>, payload: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v2/api/store/buy',
    headers: { ...auth, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  })

describe('GET /v2/api/store', () => {
  it('lists at least 20 demo gifts over the four types, newest first, a page at a time', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v2/api/store?page=1&limit=100' })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.total).toBeGreaterThanOrEqual(20)
    const types = new Set(body.items.map((i: { type: string }) => i.type))
    expect(types).toEqual(new Set(['digital-voucher', 'physical-gift', 'premium', 'event-voucher']))
    const created = body.items.map((i: { createdAt: string }) => Date.parse(i.createdAt))
    expect([...created].sort((a, b) => b - a)).toEqual(created)
    expect(body.items[0]).toMatchObject({
      id: expect.any(String),
      name: expect.any(String),
      image: expect.stringMatching(/^\/uploads\/demo\/store\/.+\.svg$/),
      price: expect.stringMatching(/^\d+\.\d{2}$/),
      stock: expect.any(Number),
      limitPerMember: expect.any(Number),
      bought: null,
      canStillBuy: null,
    })
    const page2 = (await t.app.inject({ method: 'GET', url: '/v2/api/store?page=2&limit=5' })).json()
    expect(page2).toMatchObject({ page: 2, pages: Math.ceil(body.total / 5) })
    expect(page2.items).toHaveLength(5)
  })

  it('filters by type and sorts by price both ways and by popularity', async () => {
    const premium = (
      await t.app.inject({ method: 'GET', url: '/v2/api/store?type=premium&limit=100' })
    ).json()
    expect(premium.items.length).toBeGreaterThan(0)
    expect(premium.items.every((i: { type: string }) => i.type === 'premium')).toBe(true)
    const prices = (sort: string) =>
      t.app
        .inject({ method: 'GET', url: `/v2/api/store?sort=${sort}&limit=100` })
        .then((r) => r.json().items.map((i: { price: string }) => Number(i.price)))
    const up = await prices('price-asc')
    expect([...up].sort((a, b) => a - b)).toEqual(up)
    const down = await prices('price-desc')
    expect([...down].sort((a, b) => b - a)).toEqual(down)
    const popular = (await t.app.inject({ method: 'GET', url: '/v2/api/store?sort=popular&limit=100' }))
      .json()
      .items.map((i: { sold: number }) => i.sold)
    expect([...popular].sort((a, b) => b - a)).toEqual(popular)
  })

  it('shows visitors the stock states: in stock, nearly sold out and sold out', async () => {
    const items = (await t.app.inject({ method: 'GET', url: '/v2/api/store?limit=100' })).json().items
    const states = new Set(items.map((i: { availability: string }) => i.availability))
    expect(states).toEqual(new Set(['in-stock', 'low-stock', 'sold-out']))
    const soldOut = items.find((i: { availability: string }) => i.availability === 'sold-out')
    expect(soldOut.stock).toBe(0)
  })

  it('shows a member their own limit and whether their koins reach (the /test-store states)', async () => {
    const headers = await loginAs(t, 'demo@klass.test')
    const items = (await t.app.inject({ method: 'GET', url: '/v2/api/store?limit=100', headers })).json()
      .items
    const sticker = items.find((i: { slug: string }) => i.slug === 'line-sticker-save-together')
    expect(sticker).toMatchObject({ availability: 'limit-reached', bought: 1, canStillBuy: 0 })
    const headphones = items.find((i: { slug: string }) => i.slug === 'wireless-headphones')
    expect(headphones.availability).toBe('koin-short')
  })

  it('refuses an unknown type or sort and a page below one with 400 and the fields', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v2/api/store?type=cars&sort=random&page=0' })
    expect(response.statusCode).toBe(400)
    const fields = response.json().error.details.fields.map((f: { field: string }) => f.field)
    expect(fields).toEqual(
      expect.arrayContaining(['querystring.type', 'querystring.sort', 'querystring.page']),
    )
  })
})

describe('GET /v2/api/store/detail', () => {
  it('answers an item with its description and conditions, and its picture is served', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/v2/api/store?type=physical-gift' })).json()
    const response = await t.app.inject({ method: 'GET', url: `/v2/api/store/detail?id=${list.items[0].id}` })
    expect(response.statusCode).toBe(200)
    const item = response.json().data
    expect(item).toMatchObject({ needsAddress: true, type: 'physical-gift', typeLabel: 'ของที่ระลึก' })
    expect(item.description.length).toBeGreaterThan(0)
    expect(item.conditions.length).toBeGreaterThan(0)
    const image = await t.app.inject({ method: 'GET', url: item.image })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toContain('image/svg+xml')
    expect(image.body).not.toMatch(/<script|href=|on\w+=/i)
  })

  it('shows a member on the item page how many pieces they bought and how many they may still buy', async () => {
    const member = await newMember(t)
    const item = await createItem({ price: 1_00, stock: 10, limit: 3 })
    expect((await buy(member.auth, { id: item.id, quantity: 2 })).statusCode).toBe(200)
    const detail = await t.app.inject({
      method: 'GET',
      url: `/v2/api/store/detail?id=${item.id}`,
      headers: member.auth,
    })
    expect(detail.json().data).toMatchObject({ bought: 2, canStillBuy: 1 })
    const visitor = await t.app.inject({ method: 'GET', url: `/v2/api/store/detail?id=${item.id}` })
    expect(visitor.json().data).toMatchObject({ bought: null, canStillBuy: null })
  })

  it('answers an unknown item with 404 and a malformed id with 400', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/v2/api/store/detail?id=00000000-0000-4000-8000-000000000000',
    })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error).toMatchObject({
      code: 'STORE_ITEM_NOT_FOUND',
      message: 'ไม่พบของรางวัลนี้ในร้านค้า',
    })
    const bad = await t.app.inject({ method: 'GET', url: '/v2/api/store/detail?id=42' })
    expect(bad.statusCode).toBe(400)
  })
})

describe('POST /v2/api/store/buy', () => {
  it('answers 401 without a token', async () => {
    const item = await createItem({ price: 1_00, stock: 5 })
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/api/store/buy',
      payload: { id: item.id },
    })
    expect(response.statusCode).toBe(401)
  })

  it('takes the koins and the stock, issues one voucher code per piece and records the purchase', async () => {
    const member = await newMember(t, { koin: 100_00 })
    const item = await createItem({ price: 12_50, stock: 10, limit: 3 })
    const response = await buy(member.auth, { id: item.id, quantity: 2 })
    expect(response.statusCode).toBe(200)
    const { purchase, koin } = response.json().data
    expect(koin).toBe('75.00')
    expect(purchase).toMatchObject({
      itemId: item.id,
      quantity: 2,
      price: '25.00',
      tracking: null,
      status: 'issued',
      statusLabel: 'ออกรหัสแล้ว',
    })
    expect(purchase.vouchers).toHaveLength(2)
    for (const voucher of purchase.vouchers)
      expect(voucher.code).toMatch(/^KLS-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/)
    expect(await stockOf(item.id)).toEqual({ remaining: 8, sold: 2, purchased: 2 })
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 75_00, ledgerSum: 75_00 })
    const koins = (
      await t.app.inject({ method: 'GET', url: '/v2/api/user/koins', headers: member.auth })
    ).json()
    expect(koins.items[0]).toMatchObject({ point: '-25.00', activity: `แลก${item.name} จำนวน 2 ชิ้น` })
    const activities = await t.db
      .select()
      .from(memberActivities)
      .where(and(eq(memberActivities.userId, member.id), eq(memberActivities.kind, 'store.bought')))
    expect(activities).toHaveLength(1)
    expect(activities[0]!.refId).toBe(item.id)
  })

  it('ships a physical gift to the address with a tracking number, and asks for the address first', async () => {
    const member = await newMember(t, { koin: 100_00 })
    const item = await createItem({ price: 20_00, stock: 5, type: 'physical-gift' })
    const missing = await buy(member.auth, { id: item.id })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.details.fields).toEqual([
      { field: 'body.address', message: 'ของรางวัลชิ้นนี้จัดส่งทางไปรษณีย์ กรุณากรอกที่อยู่จัดส่ง' },
    ])
    const badPostcode = await buy(member.auth, { id: item.id, address: { ...testAddress, postcode: '4000' } })
    expect(badPostcode.statusCode).toBe(400)
    expect(badPostcode.json().error.details.fields[0]).toMatchObject({
      field: 'body.address.postcode',
      message: 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก',
    })
    const response = await buy(member.auth, { id: item.id, address: testAddress })
    expect(response.statusCode).toBe(200)
    expect(response.json().data.purchase).toMatchObject({
      tracking: expect.stringMatching(/^KLSTH[2-9A-Z]{10}$/),
      vouchers: [],
      status: 'preparing',
      statusLabel: 'กำลังเตรียมจัดส่ง',
    })
    const [row] = await t.db.select().from(storePurchases).where(eq(storePurchases.itemId, item.id))
    expect(row!.shippingAddress).toMatchObject({ phone: '0812345678', postcode: '40000' })
  })

  it('buys a gift nothing refuses with one statement to the database and no transaction held open', async () => {
    const member = await newMember(t, { koin: 100_00 })
    const item = await createItem({ price: 5_00, stock: 10 })
    // The first purchase of a gift also writes its row's copy of the stock; the second is the usual one.
    expect((await buy(member.auth, { id: item.id })).statusCode).toBe(200)
    const queries = vi.spyOn(purchasePoolOf(t.app.ctx.db), 'query')
    const transactions = vi.spyOn(t.app.ctx.db, 'transaction')
    try {
      const response = await buy(member.auth, { id: item.id })
      expect(response.statusCode).toBe(200)
      expect(response.json().data).toMatchObject({ koin: '90.00', purchase: { quantity: 1, price: '5.00' } })
      const purchases = queries.mock.calls.filter(([query]) =>
        JSON.stringify(query).includes('store_purchases'),
      )
      expect(purchases).toHaveLength(1)
      expect(transactions).not.toHaveBeenCalled()
    } finally {
      queries.mockRestore()
      transactions.mockRestore()
    }
    expect(await stockOf(item.id)).toEqual({ remaining: 8, sold: 2, purchased: 2 })
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 90_00, ledgerSum: 90_00 })
  })

  it('plans the purchase statement once, without its values, on connections that stay open', async () => {
    const member = await newMember(t, { koin: 100_00 })
    const item = await createItem({ price: 1_00, stock: 10 })
    for (let i = 0; i < 3; i++) expect((await buy(member.auth, { id: item.id })).statusCode).toBe(200)
    const pool = purchasePoolOf(t.app.ctx.db)
    // The connection the purchases ran on (the pool hands back the one last released).
    const [plans] = (
      await pool.query<{ generic: number; custom: number }>(
        `select generic_plans as generic, custom_plans as custom from pg_prepared_statements
         where name = 'store-buy-at-once'`,
      )
    ).rows
    // A connection of the shared pool plans its first five runs with their values.
    expect(plans!.custom).toBe(0)
    expect(plans!.generic).toBeGreaterThanOrEqual(3)
    expect(pool.options.idleTimeoutMillis).toBe(0)
    expect(await stockOf(item.id)).toMatchObject({ remaining: 7, purchased: 3 })
  })

  it("numbers the purchase's ledger line from the end of the member's own moves in the plan made for every purchase", async () => {
    const client = await purchasePoolOf(t.app.ctx.db).connect()
    try {
      const plan = (await client.query(`explain (generic_plan, costs off) ${BUY_STATEMENT.text}`)).rows
        .map((row: Record<string, string>) => row['QUERY PLAN'])
        .join('\n')
      // Not every koin move of every member read through the back office's index (a new table's plan).
      expect(plan).toContain('Index Only Scan Backward using ledger_entries_user_currency_seq')
      expect(plan).not.toContain('ledger_entries_koin_created_idx')
    } finally {
      client.release()
    }
  })

  it('ships a gift to a member who turns 20 today without asking a guardian, and asks for one a day younger', async () => {
    const item = await createItem({ price: 10_00, stock: 5, type: 'physical-gift' })
    const today = bangkokDate(t.clock.now())
    const bornOn = (date: string) => async () => {
      const member = await newMember(t)
      await t.db.update(users).set({ birthDate: date }).where(eq(users.id, member.id))
      return member
    }
    const twenty = await bornOn(`${Number(today.slice(0, 4)) - 20}${today.slice(4)}`)()
    const bought = await buy(twenty.auth, { id: item.id, address: testAddress })
    expect(bought.statusCode, bought.body).toBe(200)
    const tomorrow = bangkokDate(new Date(t.clock.now().getTime() + 24 * 60 * 60 * 1000))
    const nineteen = await bornOn(`${Number(tomorrow.slice(0, 4)) - 20}${tomorrow.slice(4)}`)()
    const refused = await buy(nineteen.auth, { id: item.id, address: testAddress })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.code).toBe('GUARDIAN_CONSENT_NEEDED')
    await t.db.update(users).set({ guardianConfirmedAt: t.clock.now() }).where(eq(users.id, nineteen.id))
    expect((await buy(nineteen.auth, { id: item.id, address: testAddress })).statusCode).toBe(200)
    // Codes need no guardian, but a confirmed e-mail.
    const codes = await createItem({ price: 1_00, stock: 5 })
    const unconfirmed = await newMember(t, { standing: 'new' })
    const notConfirmed = await buy(unconfirmed.auth, { id: codes.id })
    expect(notConfirmed.statusCode).toBe(403)
    expect(notConfirmed.json().error.code).toBe('EMAIL_NOT_CONFIRMED')
    expect(await stockOf(item.id)).toMatchObject({ remaining: 3, purchased: 2 })
    expect(await stockOf(codes.id)).toMatchObject({ remaining: 5, purchased: 0 })
    expect(await everyLedgerAgrees(t)).toBe(true)
  })

  it.each([
    ['a sold-out gift', { stock: 0 }, {}, 'STORE_SOLD_OUT'],
    ['more pieces than are left', { stock: 2 }, { quantity: 3 }, 'STORE_STOCK_SHORT'],
    ['over the per-member limit', { stock: 10, limit: 1 }, { quantity: 2 }, 'STORE_LIMIT_REACHED'],
    ['without enough koins', { stock: 10, price: 50_01 }, {}, 'KOIN_INSUFFICIENT'],
  ] as const)('refuses %s with 409 and a Thai message, taking nothing', async (_, item, order, code) => {
    const member = await newMember(t)
    const created = await createItem({ price: 1_00, ...item })
    const response = await buy(member.auth, { id: created.id, ...order })
    expect(response.statusCode).toBe(409)
    expect(response.json().error).toMatchObject({ code, message: errorCatalogue[code].message })
    expect(await stockOf(created.id)).toMatchObject({ remaining: item.stock, purchased: 0 })
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 50_00, ledgerSum: 50_00 })
  })

  it('sells the last pieces to whoever asks for exactly what is left, then says sold out with none remaining', async () => {
    const item = await createItem({ price: 1_00, stock: 3 })
    const [first, second, late] = await Promise.all([newMember(t), newMember(t), newMember(t)])
    expect((await buy(first.auth, { id: item.id, quantity: 2 })).statusCode).toBe(200)
    expect(await stockOf(item.id)).toMatchObject({ remaining: 1 })
    const last = await buy(second.auth, { id: item.id })
    expect(last.statusCode).toBe(200)
    const after = await buy(late.auth, { id: item.id })
    expect(after.statusCode).toBe(409)
    expect(after.json().error).toMatchObject({ code: 'STORE_SOLD_OUT', details: { remaining: 0 } })
    expect(await stockOf(item.id)).toEqual({ remaining: 0, sold: 3, purchased: 3 })
    expect(await balanceAndLedger(t, second.id)).toEqual({ balance: 49_00, ledgerSum: 49_00 })
    expect(await balanceAndLedger(t, late.id)).toEqual({ balance: 50_00, ledgerSum: 50_00 })
  })

  it('sells every piece left to one member who asks for all of them at once', async () => {
    const item = await createItem({ price: 2_00, stock: 4 })
    const member = await newMember(t)
    const response = await buy(member.auth, { id: item.id, quantity: 4 })
    expect(response.statusCode).toBe(200)
    expect(response.json().data.koin).toBe('42.00')
    expect(await stockOf(item.id)).toEqual({ remaining: 0, sold: 4, purchased: 4 })
  })

  it('tells a member who asks for more pieces than are left how many remain', async () => {
    const item = await createItem({ price: 1_00, stock: 2 })
    const member = await newMember(t)
    const response = await buy(member.auth, { id: item.id, quantity: 3 })
    expect(response.statusCode).toBe(409)
    expect(response.json().error).toMatchObject({ code: 'STORE_STOCK_SHORT', details: { remaining: 2 } })
  })

  it('tells the member who loses a race for the last pieces how many remain, taking nothing from them', async () => {
    const item = await createItem({ price: 1_00, stock: 3 })
    const [a, b] = await Promise.all([newMember(t), newMember(t)])
    const responses = await Promise.all([
      buy(a.auth, { id: item.id, quantity: 2 }),
      buy(b.auth, { id: item.id, quantity: 2 }),
    ])
    expectEveryAnswer(responses, { '200': 1, '409 STORE_STOCK_SHORT': 1 })
    const refused = responses.find((r) => r.statusCode === 409)!
    expect(refused.json().error.details).toEqual({ remaining: 1 })
    expect(await stockOf(item.id)).toEqual({ remaining: 1, sold: 2, purchased: 2 })
    const balances = await Promise.all([a, b].map((m) => balanceAndLedger(t, m.id)))
    expect(balances.map((x) => x.balance).sort()).toEqual([48_00, 50_00])
    expect(await everyLedgerAgrees(t)).toBe(true)
  })

  it('records the purchase in the ledger as STORE_BUY pointing at the purchase, one piece named without a count', async () => {
    const member = await newMember(t)
    const item = await createItem({ price: 7_25, stock: 5 })
    const response = await buy(member.auth, { id: item.id })
    expect(response.statusCode).toBe(200)
    const { purchase } = response.json().data
    const rows = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, member.id), eq(ledgerEntries.reason, 'STORE_BUY')))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      currency: 'koin',
      amount: -7_25,
      balanceAfter: 42_75,
      activity: `แลก${item.name}`,
      refType: 'store_purchase',
      refId: purchase.id,
    })
    const koins = (
      await t.app.inject({ method: 'GET', url: '/v2/api/user/koins', headers: member.auth })
    ).json()
    expect(koins.items[0]).toMatchObject({ point: '-7.25', balance: '42.75', activity: `แลก${item.name}` })
  })

  it('refuses a second piece once the member reached the limit', async () => {
    const member = await newMember(t)
    const item = await createItem({ price: 1_00, stock: 10, limit: 1 })
    expect((await buy(member.auth, { id: item.id })).statusCode).toBe(200)
    const again = await buy(member.auth, { id: item.id })
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toMatchObject({
      code: 'STORE_LIMIT_REACHED',
      message: 'คุณแลกของรางวัลชิ้นนี้ครบจำนวนที่กำหนดต่อคนแล้ว',
      details: { limit: 1, bought: 1 },
    })
  })

  it('answers an unknown item with 404 and bad quantities with 400', async () => {
    const member = await newMember(t)
    const missing = await buy(member.auth, { id: '00000000-0000-4000-8000-000000000000' })
    expect(missing.statusCode).toBe(404)
    const item = await createItem({ price: 1_00, stock: 5 })
    for (const quantity of [0, 11, 1.5, '2']) {
      const response = await buy(member.auth, { id: item.id, quantity })
      expect(response.statusCode, String(quantity)).toBe(400)
    }
  })

  it('never oversells and never loses a koin when 300 purchases race for 100 pieces', async () => {
    const item = await createItem({ price: 3_00, stock: 100, limit: 10 })
    const members = await Promise.all(Array.from({ length: 30 }, () => newMember(t, { koin: 30_00 })))
    const responses = await Promise.all(
      members.flatMap((member) => Array.from({ length: 10 }, () => buy(member.auth, { id: item.id }))),
    )
    // Every member can afford ten and may buy ten: only the stock says no.
    expectEveryAnswer(responses, { '200': 100, '409 STORE_SOLD_OUT': 200 })
    expect(await stockOf(item.id)).toEqual({ remaining: 0, sold: 100, purchased: 100 })
    for (const member of members) {
      const { balance, ledgerSum } = await balanceAndLedger(t, member.id)
      expect(balance).toBe(ledgerSum)
      expect(balance).toBeGreaterThanOrEqual(0)
    }
    expect(await everyLedgerAgrees(t)).toBe(true)
  })

  it("holds one member's limit and koins when they click buy 100 times at once", async () => {
    const limited = await createItem({ price: 1_00, stock: 1000, limit: 3 })
    const member = await newMember(t)
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => buy(member.auth, { id: limited.id })),
    )
    expectEveryAnswer(responses, { '200': 3, '409 STORE_LIMIT_REACHED': 97 })
    expect(await stockOf(limited.id)).toMatchObject({ remaining: 997, purchased: 3 })

    const cheap = await createItem({ price: 7_00, stock: 1000, limit: 1000 })
    const poorer = await newMember(t, { koin: 50_00 })
    const attempts = await Promise.all(Array.from({ length: 100 }, () => buy(poorer.auth, { id: cheap.id })))
    expectEveryAnswer(attempts, { '200': 7, '409 KOIN_INSUFFICIENT': 93 })
    expect(await balanceAndLedger(t, poorer.id)).toEqual({ balance: 1_00, ledgerSum: 1_00 })
    expect(await stockOf(cheap.id)).toMatchObject({ remaining: 993, purchased: 7 })
  })

  it('buys once for one Idempotency-Key repeated many times, one after another and at once', async () => {
    const item = await createItem({ price: 2_00, stock: 100 })
    const member = await newMember(t)
    const first = await buy(member.auth, { id: item.id }, 'store-buy-key-0001')
    for (let i = 0; i < 10; i++) {
      const repeat = await buy(member.auth, { id: item.id }, 'store-buy-key-0001')
      expect(repeat.json()).toEqual(first.json())
      expect(repeat.headers['idempotent-replayed']).toBe('true')
    }
    const racing = await Promise.all(
      Array.from({ length: 50 }, () => buy(member.auth, { id: item.id }, 'store-buy-key-0002')),
    )
    // Who arrives while the first is still buying is told to wait; who arrives after gets its answer.
    expectEveryAnswer(racing, { '200': 'any', '409 IDEMPOTENCY_IN_PROGRESS': 'any' })
    expectOneRun(racing)
    expect(await stockOf(item.id)).toMatchObject({ remaining: 98, purchased: 2 })
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 46_00, ledgerSum: 46_00 })
  })
})

describe('the stock of a gift, spread over shards (issue 18)', () => {
  /** What one item's shards hold, shard by shard. */
  const shardsOf = (itemId: string) =>
    t.db
      .select({ remaining: storeStockShards.remaining, sold: storeStockShards.sold })
      .from(storeStockShards)
      .where(eq(storeStockShards.itemId, itemId))
      .orderBy(storeStockShards.shard)

  it("spreads a new gift's stock over its shards as evenly as it goes", async () => {
    const item = await createItem({ price: 1_00, stock: 35, sold: 5 })
    const shards = await shardsOf(item.id)
    expect(shards).toHaveLength(16)
    expect(shards.map((s) => s.remaining)).toEqual([3, 3, 3, ...Array<number>(13).fill(2)])
    expect(shards.reduce((sum, s) => sum + s.sold, 0)).toBe(5)
  })

  it('never oversells when many members buy the last pieces at once', async () => {
    const item = await createItem({ price: 1_00, stock: 25 })
    const members = await Promise.all(Array.from({ length: 60 }, () => newMember(t)))
    const responses = await Promise.all(members.map((member) => buy(member.auth, { id: item.id })))
    // One piece each: a refusal can only mean none is left, so exactly the stock is sold.
    expectEveryAnswer(responses, { '200': 25, '409 STORE_SOLD_OUT': 35 })
    for (const refused of responses.filter((r) => r.statusCode === 409))
      expect(refused.json().error.details).toEqual({ remaining: 0 })
    expect(await stockOf(item.id)).toEqual({ remaining: 0, sold: 25, purchased: 25 })
    expect((await shardsOf(item.id)).every((s) => s.remaining === 0)).toBe(true)
    expect(await everyLedgerAgrees(t)).toBe(true)
  })

  it("buys in its one statement when every shard is held, taking from the one it waited for once that buyer's pieces are written", async () => {
    const item = await createItem({ price: 1_00, stock: 160 })
    const members = await Promise.all(Array.from({ length: 3 }, () => newMember(t, { koin: 10_00 })))
    const transactions = vi.spyOn(t.app.ctx.db, 'transaction')
    const holder = await t.pool.connect()
    try {
      for (const member of members) {
        // Other buyers hold every shard, each taking a piece, until their commit is written.
        await holder.query('begin')
        await holder.query(
          'update store_stock_shards set remaining = remaining - 1, sold = sold + 1 where item_id = $1',
          [item.id],
        )
        const waiting = buy(member.auth, { id: item.id })
        await until(async () => (await lockWaits(t.pool)) > 0)
        await holder.query('commit')
        const response = await waiting
        expect(response.statusCode).toBe(200)
      }
      // Never the checked transaction: the shard waited for is the one the statement takes from.
      expect(transactions).not.toHaveBeenCalled()
    } finally {
      transactions.mockRestore()
      await holder.query('rollback').catch(() => {})
      holder.release()
    }
    expect(await stockOf(item.id)).toEqual({ remaining: 160 - 3 * 16 - 3, sold: 3 * 16 + 3, purchased: 3 })
    expect(await everyLedgerAgrees(t)).toBe(true)
  })

  it('never oversells when many members buy one to three pieces at once, some of them more than a shard holds', async () => {
    // 20 pieces over 16 shards hold one or two each: threes always, twos often, take from several shards.
    const item = await createItem({ price: 1_00, stock: 20 })
    const members = await Promise.all(Array.from({ length: 45 }, () => newMember(t)))
    const asked = members.map((_, i) => 1 + (i % 3))
    const responses = await Promise.all(
      members.map((member, i) => buy(member.auth, { id: item.id, quantity: asked[i] })),
    )
    expectEveryAnswer(responses, {
      '200': 'any',
      '409 STORE_SOLD_OUT': 'any',
      '409 STORE_STOCK_SHORT': 'any',
    })
    const sold = responses.reduce((sum, r, i) => sum + (r.statusCode === 200 ? asked[i]! : 0), 0)
    expect(sold).toBeGreaterThan(0)
    expect(sold).toBeLessThanOrEqual(20)
    responses.forEach((response, i) => {
      if (response.statusCode !== 409) return
      const { remaining } = response.json().error.details
      // Told how many were left: fewer than they asked for, none when it says sold out.
      expect(remaining).toBeLessThan(asked[i]!)
      if (response.json().error.code === 'STORE_SOLD_OUT') expect(remaining).toBe(0)
    })
    expect(await stockOf(item.id)).toEqual({ remaining: 20 - sold, sold, purchased: sold })
    // A piece is left unsold only when everyone who still wanted some wanted more than were left.
    expect(20 - sold).toBeLessThan(3)
    const balances = await Promise.all(members.map((m) => balanceAndLedger(t, m.id)))
    expect(balances.every((b) => b.balance === b.ledgerSum)).toBe(true)
    expect(await everyLedgerAgrees(t)).toBe(true)
  })

  it('sells a quantity larger than any one shard holds when the gift has that many in all', async () => {
    const item = await createItem({ price: 1_00, stock: 40 })
    expect(Math.max(...(await shardsOf(item.id)).map((s) => s.remaining))).toBe(3)
    const member = await newMember(t)
    const response = await buy(member.auth, { id: item.id, quantity: 10 })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({ purchase: { quantity: 10 }, koin: '40.00' })
    expect(await stockOf(item.id)).toEqual({ remaining: 30, sold: 10, purchased: 10 })
    // The last pieces, spread over the shards, all go to whoever asks for all of them.
    const [second, third, fourth] = await Promise.all([newMember(t), newMember(t), newMember(t)])
    for (const buyer of [second, third, fourth]) {
      expect((await buy(buyer.auth, { id: item.id, quantity: 10 })).statusCode).toBe(200)
    }
    expect(await stockOf(item.id)).toEqual({ remaining: 0, sold: 40, purchased: 40 })
  })

  it('shows in the list and on the item page the stock left: the total less what was sold', async () => {
    const item = await createItem({ price: 1_00, stock: 50, type: 'premium' })
    const buyers = await Promise.all([newMember(t), newMember(t), newMember(t)])
    await Promise.all(
      buyers.map((buyer, i) => buy(buyer.auth, { id: item.id, quantity: i + 2, address: testAddress })),
    )
    const detail = (await t.app.inject({ method: 'GET', url: `/v2/api/store/detail?id=${item.id}` })).json()
    expect(detail.data).toMatchObject({ stock: 41, stockTotal: 50, sold: 9, availability: 'in-stock' })
    const list = (
      await t.app.inject({ method: 'GET', url: '/v2/api/store?type=premium&sort=newest&limit=50' })
    ).json()
    expect(list.items.find((i: { id: string }) => i.id === item.id)).toMatchObject({
      stock: 41,
      stockTotal: 50,
      sold: 9,
    })
  })

  it("keeps the gift's own row, which the home page reads, in step: sold out in the store, gone from the home premiums", async () => {
    // Sold more than any demo gift before, so it leads the home page's most wanted premiums.
    const item = await createItem({ price: 1_00, stock: 2, sold: 10_000, type: 'premium' })
    const premiums = async () =>
      (await t.app.inject({ method: 'GET', url: '/v2/api/home/premiums?category=premium' }))
        .json()
        .data.map((p: { id: string }) => p.id)
    expect((await premiums())[0]).toBe(item.id)
    const member = await newMember(t)
    expect((await buy(member.auth, { id: item.id, quantity: 2, address: testAddress })).statusCode).toBe(200)
    const [row] = await t.db
      .select({ remaining: storeItems.stockRemaining, sold: storeItems.sold })
      .from(storeItems)
      .where(eq(storeItems.id, item.id))
    expect(row).toEqual({ remaining: 0, sold: 10_002 })
    expect(await premiums()).not.toContain(item.id)
  })

  it("copies the stock into the gift's row after a rush of purchases too", async () => {
    const item = await createItem({ price: 1_00, stock: 500 })
    const members = await Promise.all(Array.from({ length: 40 }, () => newMember(t)))
    const responses = await Promise.all(members.map((member) => buy(member.auth, { id: item.id })))
    expectEveryAnswer(responses, { '200': 40 })
    await vi.waitFor(async () => {
      const [row] = await t.db
        .select({ remaining: storeItems.stockRemaining, sold: storeItems.sold })
        .from(storeItems)
        .where(eq(storeItems.id, item.id))
      expect(row).toEqual({ remaining: 460, sold: 40 })
    }, 5_000)
  })
})

describe('GET /v2/api/store/history', () => {
  it("shows the demo member's sticker purchase with its image, name and voucher code", async () => {
    const headers = await loginAs(t, 'demo@klass.test')
    const response = await t.app.inject({
      method: 'GET',
      url: '/v2/api/store/history?page=1&limit=10',
      headers,
    })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({ total: 1, page: 1, pages: 1 })
    expect(body.items[0]).toMatchObject({
      name: 'สติกเกอร์ LINE ชุด "ออมไปด้วยกัน"',
      image: '/uploads/demo/store/line-sticker-save-together.svg',
      tracking: null,
      price: '30.00',
      status: 'issued',
      vouchers: [{ code: expect.stringMatching(/^KLS-/), used: false }],
    })
  })

  it("pages a member's purchases newest first, shipped gifts with their tracking number", async () => {
    const member = await newMember(t, { koin: 200_00 })
    const code = await createItem({ price: 1_00, stock: 10 })
    const parcel = await createItem({ price: 2_00, stock: 10, type: 'premium' })
    await buy(member.auth, { id: code.id })
    t.clock.advance(1000)
    await buy(member.auth, { id: parcel.id, address: testAddress })
    t.clock.advance(1000)
    await buy(member.auth, { id: code.id })
    const page1 = (
      await t.app.inject({ method: 'GET', url: '/v2/api/store/history?page=1&limit=2', headers: member.auth })
    ).json()
    expect(page1).toMatchObject({ total: 3, page: 1, pages: 2 })
    expect(page1.items.map((i: { itemId: string }) => i.itemId)).toEqual([code.id, parcel.id])
    expect(page1.items[1].tracking).toMatch(/^KLSTH/)
  })

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v2/api/store/history' })
    expect(response.statusCode).toBe(401)
  })
})

describe('the page /store/{id}/{slug}', () => {
  it("previews the gift's name, summary and picture when the link is shared", async () => {
    const [item] = (await t.app.inject({ method: 'GET', url: '/v2/api/store?sort=price-asc' })).json().items
    const page = await t.app.inject({ method: 'GET', url: `/store/${item.id}/${item.slug}` })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(
      `<meta property="og:title" content="${item.name.replace(/"/g, '&quot;')} | ร้านค้า Klass" />`,
    )
    expect(page.body).toContain(`${item.image}" />`)
    const unknown = await t.app.inject({ method: 'GET', url: '/store/00000000-0000-4000-8000-000000000000' })
    expect(unknown.statusCode).toBe(200)
    expect(unknown.body).toContain('<meta property="og:title" content="Klass')
  })
})
