import { randomBytes, randomUUID } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '@klass/db/schema/admin'
import { ledgerEntries, memberActivities, outboxEmails, users } from '@klass/db/schema/core'
import { userIdentities } from '@klass/db/schema/identities'
import { messagingOutbox } from '@klass/db/schema/messaging'
import { storeItems, storePurchases, storeStockShards } from '@klass/db/schema/store'
import type { StaffRole } from '@klass/contract/staff'
import { createTestApp, type TestApp } from '../../../test/app'
import { balanceAndLedger, newMember, testAddress } from '../../../test/economy'
import { startFakeSmtp } from '../../../test/fake-smtp'
import { multipart, pngWithMetadata } from '../../../test/images'
import { staffMember } from '../../../test/staff'

let t: TestApp
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>
beforeAll(async () => {
  smtp = await startFakeSmtp()
  t = await createTestApp({ config: { smtpUrl: smtp.url } })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

type Member = Awaited<ReturnType<typeof newMember>>

async function createItem(values: { stock: number; type?: string; price?: number; active?: boolean }) {
  const slug = `admin-test-${randomBytes(5).toString('hex')}`
  const [row] = await t.db
    .insert(storeItems)
    .values({
      slug,
      name: `กระเป๋าผ้าทดสอบ ${slug}`,
      summary: 'ของรางวัลสำหรับการทดสอบ',
      description: ['รายละเอียด'],
      conditions: ['เงื่อนไข'],
      type: values.type ?? 'physical-gift',
      image: 'public/demo/store/line-sticker-save-together.svg',
      price: values.price ?? 10_00,
      stockTotal: values.stock,
      stockRemaining: values.stock,
      limitPerMember: 100,
      active: values.active ?? true,
    })
    .returning()
  return row!
}

async function buy(member: Member, itemId: string, quantity = 1) {
  return t.app.inject({
    method: 'POST',
    url: '/v2/api/store/buy',
    headers: await member.reauth(),
    payload: { id: itemId, quantity, address: testAddress },
  })
}

/** A parcel order of a new member (koin enough), as the store took it. */
async function parcelOrder(type = 'physical-gift') {
  const member = await newMember(t, { koin: 100_00 })
  const item = await createItem({ stock: 5, type })
  const bought = await buy(member, item.id)
  expect(bought.statusCode, bought.body).toBe(200)
  const { id, tracking } = bought.json().data.purchase as { id: string; tracking: string | null }
  return { member, item, orderId: id, reference: tracking }
}

function call(
  who: { reauth: () => Promise<Record<string, string>> },
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
) {
  return who.reauth().then((headers) =>
    t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    }),
  )
}

async function auditOf(entityId: string, action: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id))
}

function trackingCsv(rows: string[]) {
  return multipart(
    {},
    {
      field: 'file',
      filename: 'tracking.csv',
      contentType: 'text/csv',
      content: Buffer.from(['order_id,carrier,tracking_number', ...rows].join('\r\n'), 'utf8'),
    },
  )
}

async function uploadTracking(who: Member, rows: string[]) {
  const body = trackingCsv(rows)
  return t.app.inject({
    method: 'POST',
    url: '/v2/api/admin/store/orders/tracking-file',
    headers: { ...(await who.reauth()), ...body.headers },
    payload: body.payload,
  })
}

/** The newest e-mail written to the outbox for this address. */
async function latestMailTo(email: string) {
  const [mail] = await t.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.to, email))
    .orderBy(desc(outboxEmails.id))
    .limit(1)
  return mail
}

/** A tracking number no other test uses. */
const freshTracking = (prefix = 'KEX') => `${prefix}${randomBytes(5).toString('hex').toUpperCase()}TH`

describe('who may use the store back office', () => {
  const cases: { roles: StaffRole[]; items: number; orders: number }[] = [
    { roles: ['admin'], items: 200, orders: 200 },
    { roles: ['campaign'], items: 200, orders: 403 },
    { roles: ['support'], items: 403, orders: 200 },
    { roles: ['editor'], items: 403, orders: 403 },
    { roles: [], items: 403, orders: 403 },
  ]
  for (const { roles, items, orders } of cases) {
    it(`answers ${roles.join(', ') || 'a plain member'} ${items} on items and ${orders} on orders`, async () => {
      const who = roles.length ? await staffMember(t, roles) : await newMember(t)
      const itemList = await call(who, 'GET', '/v2/api/admin/store/items')
      const orderList = await call(who, 'GET', '/v2/api/admin/store/orders')
      expect(itemList.statusCode, itemList.body).toBe(items)
      expect(orderList.statusCode, orderList.body).toBe(orders)
      if (items === 403) expect(itemList.json().error.code).toBe('STAFF_ONLY')
      if (orders === 403) expect(orderList.json().error.code).toBe('STAFF_ONLY')
    })
  }

  it('refuses a plain member and support every item write, and campaign staff every order write', async () => {
    const { orderId, item } = await parcelOrder()
    const member = await newMember(t)
    const support = await staffMember(t, ['support'])
    const campaign = await staffMember(t, ['campaign'])
    for (const who of [member, support]) {
      const edit = await call(who, 'PATCH', `/v2/api/admin/store/items/${item.id}`, { price: '1' })
      const stock = await call(who, 'POST', `/v2/api/admin/store/items/${item.id}/stock`, {
        change: 5,
        reason: 'รับของเพิ่ม',
      })
      expect([edit.json().error.code, stock.json().error.code]).toEqual(['STAFF_ONLY', 'STAFF_ONLY'])
    }
    const editor = await staffMember(t, ['editor'])
    for (const who of [member, campaign, editor]) {
      const ship = await call(who, 'POST', `/v2/api/admin/store/orders/${orderId}/ship`, {
        carrier: 'kerry',
        trackingNumber: freshTracking(),
      })
      expect(ship.statusCode).toBe(403)
      expect(ship.json().error.code).toBe('STAFF_ONLY')
      const cancel = await call(who, 'POST', `/v2/api/admin/store/orders/${orderId}/cancel`, {
        reason: 'ลูกค้าขอยกเลิก',
      })
      expect(cancel.statusCode).toBe(403)
      expect(cancel.json().error.code).toBe('STAFF_ONLY')
    }
    const [row] = await t.db.select().from(storePurchases).where(eq(storePurchases.id, orderId))
    expect(row!.status).toBe('preparing')
  })
})

describe('store items', () => {
  it('lets campaign staff add an item with its picture, which members then find in the store', async () => {
    const campaign = await staffMember(t, ['campaign'])
    const slug = `tote-${randomBytes(4).toString('hex')}`
    const form = multipart(
      {
        slug,
        name: 'กระเป๋าผ้าออมเงิน',
        summary: 'กระเป๋าผ้าลายกระปุกออมสิน',
        description: 'ผ้าแคนวาสหนา\nขนาด 35 × 40 ซม.',
        conditions: 'จัดส่งภายใน 14 วัน',
        type: 'physical-gift',
        price: '120.50',
        limitPerMember: '2',
        stock: '30',
        active: 'true',
      },
      {
        field: 'image',
        filename: 'tote.png',
        contentType: 'image/png',
        content: await pngWithMetadata(600, 400),
      },
    )
    const created = await t.app.inject({
      method: 'POST',
      url: '/v2/api/admin/store/items',
      headers: { ...(await campaign.reauth()), ...form.headers },
      payload: form.payload,
    })
    expect(created.statusCode, created.body).toBe(201)
    const item = created.json().data
    expect(item).toMatchObject({
      slug,
      price: '120.50',
      stock: 30,
      sold: 0,
      description: ['ผ้าแคนวาสหนา', 'ขนาด 35 × 40 ซม.'],
      image: expect.stringMatching(/^\/uploads\/store\/.+\.webp$/),
    })
    const shown = await t.app.inject({ method: 'GET', url: `/v2/api/store/detail?id=${item.id}` })
    expect(shown.json().data).toMatchObject({ name: 'กระเป๋าผ้าออมเงิน', stock: 30, price: '120.50' })
    const [audit] = await auditOf(item.id, 'store_item.create')
    expect(audit).toMatchObject({ actorId: campaign.id, entity: 'store_item', before: null })
    expect(audit!.after).toMatchObject({ slug, price: 120_50, stock: 30 })

    const again = await t.app.inject({
      method: 'POST',
      url: '/v2/api/admin/store/items',
      headers: { ...(await campaign.reauth()), ...form.headers },
      payload: form.payload,
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('STORE_SLUG_TAKEN')
  })

  it('refuses an item without a picture or with a bad price, with Thai messages', async () => {
    const campaign = await staffMember(t, ['campaign'])
    const form = multipart({
      slug: `no-picture-${randomBytes(3).toString('hex')}`,
      name: 'ของไม่มีรูป',
      summary: 'คำโปรย',
      description: 'รายละเอียด',
      conditions: 'เงื่อนไข',
      type: 'premium',
      price: '12.345',
      limitPerMember: '1',
      stock: '1',
      active: 'true',
    })
    const refused = await t.app.inject({
      method: 'POST',
      url: '/v2/api/admin/store/items',
      headers: { ...(await campaign.reauth()), ...form.headers },
      payload: form.payload,
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.code).toBe('VALIDATION_FAILED')
    expect(JSON.stringify(refused.json().error.details)).toContain('ราคาต้องเป็นตัวเลข koin')
  })

  it('lets an admin change the price and hide an item, recording before and after', async () => {
    const admin = await staffMember(t, ['admin'])
    const item = await createItem({ stock: 3, price: 40_00 })
    const edited = await call(admin, 'PATCH', `/v2/api/admin/store/items/${item.id}`, {
      price: '35',
      active: false,
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json().data).toMatchObject({ price: '35.00', active: false })
    const member = await newMember(t)
    const hidden = await call(member, 'GET', `/v2/api/store/detail?id=${item.id}`)
    expect(hidden.statusCode).toBe(404)
    const [audit] = await auditOf(item.id, 'store_item.update')
    expect(audit!.before).toMatchObject({ price: 40_00, active: true })
    expect(audit!.after).toMatchObject({ price: 35_00, active: false })
  })

  it('adds stock and takes unsold pieces off sale, never more than are left, with the reason audited', async () => {
    const campaign = await staffMember(t, ['campaign'])
    const item = await createItem({ stock: 4 })
    const member = await newMember(t, { koin: 100_00 })
    expect((await buy(member, item.id, 3)).statusCode).toBe(200)
    const added = await call(campaign, 'POST', `/v2/api/admin/store/items/${item.id}/stock`, {
      change: 10,
      reason: 'ได้รับของล็อตใหม่',
    })
    expect(added.json().data).toMatchObject({ stock: 11, sold: 3, stockTotal: 14 })
    const tooMany = await call(campaign, 'POST', `/v2/api/admin/store/items/${item.id}/stock`, {
      change: -12,
      reason: 'ของชำรุด',
    })
    expect(tooMany.statusCode).toBe(409)
    expect(tooMany.json().error).toMatchObject({
      code: 'STORE_STOCK_CHANGE_TOO_LARGE',
      details: { remaining: 11 },
    })
    const taken = await call(campaign, 'POST', `/v2/api/admin/store/items/${item.id}/stock`, {
      change: -11,
      reason: 'ของชำรุด',
    })
    expect(taken.json().data).toMatchObject({ stock: 0, sold: 3, stockTotal: 3 })
    const audits = await auditOf(item.id, 'store_item.stock')
    expect(audits.map((a) => [a.before, a.after, a.reason])).toEqual([
      [{ stock: 11 }, { stock: 0, change: -11 }, 'ของชำรุด'],
      [{ stock: 1 }, { stock: 11, change: 10 }, 'ได้รับของล็อตใหม่'],
    ])
    const zero = await call(campaign, 'POST', `/v2/api/admin/store/items/${item.id}/stock`, {
      change: 0,
      reason: 'x',
    })
    expect(zero.statusCode).toBe(400)
  })

  it('never sells a piece twice while staff take stock off sale during a rush of buyers', async () => {
    const campaign = await staffMember(t, ['campaign'])
    const item = await createItem({ stock: 20, type: 'digital-voucher' })
    const buyers = await Promise.all(Array.from({ length: 24 }, () => newMember(t, { koin: 100_00 })))
    const [removal, ...purchases] = await Promise.all([
      call(campaign, 'POST', `/v2/api/admin/store/items/${item.id}/stock`, {
        change: -8,
        reason: 'กันไว้ให้อีเวนต์',
      }),
      ...buyers.map((b) => buy(b, item.id)),
    ])
    const bought = purchases.filter((p) => p.statusCode === 200).length
    const removed = removal!.statusCode === 200 ? 8 : 0
    expect(purchases.every((p) => p.statusCode === 200 || p.json().error.code === 'STORE_SOLD_OUT')).toBe(
      true,
    )
    const shards = await t.db.select().from(storeStockShards).where(eq(storeStockShards.itemId, item.id))
    const remaining = shards.reduce((sum, s) => sum + s.remaining, 0)
    const sold = shards.reduce((sum, s) => sum + s.sold, 0)
    expect(shards.every((s) => s.remaining >= 0)).toBe(true)
    expect(sold).toBe(bought)
    expect(remaining + sold + removed).toBe(20)
    const orders = await t.db.select().from(storePurchases).where(eq(storePurchases.itemId, item.id))
    expect(orders).toHaveLength(bought)
  })
})

describe('orders and shipping', () => {
  it('lists orders by status and finds them by member e-mail or order id, paged', async () => {
    const support = await staffMember(t, ['support'])
    const { member, orderId } = await parcelOrder()
    const byEmail = await call(
      support,
      'GET',
      `/v2/api/admin/store/orders?q=${encodeURIComponent(member.email)}`,
    )
    expect(byEmail.json()).toMatchObject({
      total: 1,
      items: [{ id: orderId, memberEmail: member.email, status: 'preparing' }],
    })
    expect(byEmail.json().items[0].address).toMatchObject({ postcode: testAddress.postcode })
    const byId = await call(support, 'GET', `/v2/api/admin/store/orders?q=${orderId}`)
    expect(byId.json().items.map((o: { id: string }) => o.id)).toEqual([orderId])
    const shipped = await call(support, 'GET', `/v2/api/admin/store/orders?status=shipped&limit=100`)
    expect(shipped.json().items.some((o: { id: string }) => o.id === orderId)).toBe(false)
    const paged = await call(support, 'GET', '/v2/api/admin/store/orders?limit=1&page=2')
    expect(paged.json()).toMatchObject({ page: 2, items: [expect.any(Object)] })
    const one = await call(support, 'GET', `/v2/api/admin/store/orders/${orderId}`)
    expect(one.json().data).toMatchObject({ id: orderId, reference: expect.stringMatching(/^KLSTH/) })
    const unknown = await call(support, 'GET', `/v2/api/admin/store/orders/${randomUUID()}`)
    expect(unknown.json().error.code).toBe('STORE_ORDER_NOT_FOUND')
  })

  it('ships an order: the member reads the carrier and number in their history, by e-mail and on LINE', async () => {
    const support = await staffMember(t, ['support'])
    const { member, orderId, item } = await parcelOrder()
    await t.db.insert(userIdentities).values({
      userId: member.id,
      provider: 'line',
      subject: `U${randomUUID().replaceAll('-', '')}`,
      linkedAt: t.clock.now(),
    })
    const number = freshTracking()
    const shipped = await call(support, 'POST', `/v2/api/admin/store/orders/${orderId}/ship`, {
      carrier: 'kerry',
      trackingNumber: ` ${number.toLowerCase()} `,
    })
    expect(shipped.statusCode, shipped.body).toBe(200)
    expect(shipped.json().data).toMatchObject({
      status: 'shipped',
      carrierLabel: 'Kerry Express',
      carrierTracking: number,
    })

    const history = await call(member, 'GET', '/v2/api/store/history')
    expect(history.json().items[0]).toMatchObject({
      id: orderId,
      status: 'shipped',
      statusLabel: 'จัดส่งแล้ว',
      carrier: 'Kerry Express',
      carrierTracking: number,
    })
    const mail = await latestMailTo(member.email)
    expect(mail!.subject).toBe(`ของรางวัลของคุณจัดส่งแล้ว: ${item.name}`)
    expect(mail!.text).toContain(`เลขพัสดุ: ${number}`)
    expect(mail!.sentAt).not.toBeNull()
    expect(smtp.delivered.some((m) => m.includes(member.email))).toBe(true)
    const [line] = await t.db.select().from(messagingOutbox).where(eq(messagingOutbox.refId, orderId))
    expect(line).toMatchObject({ userId: member.id, channel: 'line', kind: 'gift_shipped' })
    expect(line!.text).toContain(number)

    const [audit] = await auditOf(orderId, 'store_order.ship')
    expect(audit).toMatchObject({
      actorId: support.id,
      entity: 'store_order',
      before: { status: 'preparing', carrier: null, carrierTracking: null },
      after: { status: 'shipped', carrier: 'kerry', carrierTracking: number },
    })

    const other = await call(support, 'POST', `/v2/api/admin/store/orders/${orderId}/ship`, {
      carrier: 'flash',
      trackingNumber: freshTracking('TH'),
    })
    expect(other.json().error.code).toBe('STORE_ORDER_ALREADY_SHIPPED')
    const delivered = await call(support, 'POST', `/v2/api/admin/store/orders/${orderId}/deliver`)
    expect(delivered.json().data).toMatchObject({ status: 'delivered', deliveredAt: expect.any(String) })
    expect((await auditOf(orderId, 'store_order.deliver'))[0]!.after).toEqual({ status: 'delivered' })
  })

  it('sends no LINE message to a member who has not linked LINE, and refuses marking an unshipped order delivered', async () => {
    const support = await staffMember(t, ['admin'])
    const { orderId } = await parcelOrder()
    const early = await call(support, 'POST', `/v2/api/admin/store/orders/${orderId}/deliver`)
    expect(early.json().error.code).toBe('STORE_ORDER_STATUS_CHANGE')
    const shipped = await call(support, 'POST', `/v2/api/admin/store/orders/${orderId}/ship`, {
      carrier: 'thailand-post',
      trackingNumber: freshTracking('EF'),
    })
    expect(shipped.statusCode).toBe(200)
    expect(await t.db.select().from(messagingOutbox).where(eq(messagingOutbox.refId, orderId))).toEqual([])
  })

  it("applies the good rows of a tracking file (by order id or the parcel label's Klass reference) and reports each refused row with its Thai reason", async () => {
    const support = await staffMember(t, ['support'])
    const good = await parcelOrder()
    const premium = await parcelOrder('premium')
    const digital = await parcelOrder('digital-voucher')
    const done = await parcelOrder()
    const doneNumber = freshTracking()
    await call(support, 'POST', `/v2/api/admin/store/orders/${done.orderId}/ship`, {
      carrier: 'kerry',
      trackingNumber: doneNumber,
    })
    const goodNumber = freshTracking()
    const premiumNumber = freshTracking('TH')
    const mailsBefore = smtp.delivered.length
    const rows = [
      `${good.orderId},Kerry Express,${goodNumber}`,
      `${premium.reference!.toLowerCase()},ไปรษณีย์ไทย,${premiumNumber}`,
      `${randomUUID()},kerry,${freshTracking()}`,
      `${digital.orderId},kerry,${freshTracking()}`,
      `${done.orderId},kerry,${freshTracking()}`,
      `not-an-order,kerry,${freshTracking()}`,
      `${randomUUID()},pigeon,${freshTracking()}`,
      `${randomUUID()},kerry,12`,
      `${good.orderId},kerry,${freshTracking()}`,
    ]
    const answer = await uploadTracking(support, rows)
    expect(answer.statusCode, answer.body).toBe(200)
    const report = answer.json().data
    expect(report.applied).toEqual([
      {
        line: 2,
        orderId: good.orderId,
        carrierLabel: 'Kerry Express',
        trackingNumber: goodNumber,
        changed: true,
      },
      {
        line: 3,
        orderId: premium.orderId,
        carrierLabel: 'ไปรษณีย์ไทย',
        trackingNumber: premiumNumber,
        changed: true,
      },
    ])
    expect(report.refused.map((r: { line: number; reason: string }) => [r.line, r.reason])).toEqual([
      [4, 'unknown-order'],
      [5, 'digital-order'],
      [6, 'already-shipped'],
      [7, 'malformed'],
      [8, 'malformed'],
      [9, 'malformed'],
      [10, 'duplicate-row'],
    ])
    expect(report.refused[0].message).toBe('ไม่พบคำสั่งแลกนี้')
    expect(report.refused[4].message).toContain('ไม่รู้จักบริษัทขนส่ง "pigeon"')
    await expect.poll(() => smtp.delivered.length).toBe(mailsBefore + 2)
    const [digitalRow] = await t.db
      .select()
      .from(storePurchases)
      .where(eq(storePurchases.id, digital.orderId))
    expect(digitalRow).toMatchObject({ status: 'issued', carrierTracking: null })
    const [doneRow] = await t.db.select().from(storePurchases).where(eq(storePurchases.id, done.orderId))
    expect(doneRow!.carrierTracking).toBe(doneNumber)

    // The same file again changes nothing and tells nobody twice.
    const again = (await uploadTracking(support, rows.slice(0, 2))).json().data
    expect(again.applied.map((a: { changed: boolean }) => a.changed)).toEqual([false, false])
    expect(smtp.delivered.length).toBe(mailsBefore + 2)
    expect(await auditOf(good.orderId, 'store_order.ship')).toHaveLength(1)
  })

  it('refuses a number already on another order, and a file without the expected columns', async () => {
    const support = await staffMember(t, ['support'])
    const first = await parcelOrder()
    const second = await parcelOrder()
    const number = freshTracking()
    await call(support, 'POST', `/v2/api/admin/store/orders/${first.orderId}/ship`, {
      carrier: 'flash',
      trackingNumber: number,
    })
    const taken = await uploadTracking(support, [`${second.orderId},flash,${number}`])
    expect(taken.json().data.refused).toMatchObject([{ reason: 'tracking-taken' }])
    const direct = await call(support, 'POST', `/v2/api/admin/store/orders/${second.orderId}/ship`, {
      carrier: 'flash',
      trackingNumber: number,
    })
    expect(direct.json().error.code).toBe('STORE_TRACKING_TAKEN')

    const noHeader = multipart(
      {},
      {
        field: 'file',
        filename: 'x.csv',
        contentType: 'text/csv',
        content: Buffer.from(`${second.orderId},flash,ABCDEFGH12`),
      },
    )
    const refused = await t.app.inject({
      method: 'POST',
      url: '/v2/api/admin/store/orders/tracking-file',
      headers: { ...(await support.reauth()), ...noHeader.headers },
      payload: noHeader.payload,
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.code).toBe('TRACKING_FILE_INVALID')
    const [row] = await t.db.select().from(storePurchases).where(eq(storePurchases.id, second.orderId))
    expect(row!.status).toBe('preparing')
  })
})

describe('cancelling an order before it ships', () => {
  const cancel = (who: Member, orderId: string, reason = 'ของรางวัลล็อตนี้ชำรุด ส่งไม่ได้') =>
    call(who, 'POST', `/v2/api/admin/store/orders/${orderId}/cancel`, { reason })

  async function shardTotals(itemId: string) {
    const rows = await t.db.select().from(storeStockShards).where(eq(storeStockShards.itemId, itemId))
    return {
      remaining: rows.reduce((sum, r) => sum + r.remaining, 0),
      sold: rows.reduce((sum, r) => sum + r.sold, 0),
    }
  }

  it('puts the pieces back on sale, refunds the koins through the ledger, tells the member by e-mail and LINE, and audits it', async () => {
    const support = await staffMember(t, ['support'])
    const member = await newMember(t, { koin: 100_00 })
    const item = await createItem({ stock: 5, price: 12_50 })
    const bought = await buy(member, item.id, 2)
    expect(bought.statusCode, bought.body).toBe(200)
    const orderId = bought.json().data.purchase.id as string
    expect(await shardTotals(item.id)).toEqual({ remaining: 3, sold: 2 })
    expect((await balanceAndLedger(t, member.id)).balance).toBe(75_00)

    await t.db.insert(userIdentities).values({
      userId: member.id,
      provider: 'line',
      subject: `U${randomUUID().replaceAll('-', '')}`,
      linkedAt: t.clock.now(),
    })
    const reason = 'ของรางวัลล็อตนี้ชำรุด ส่งไม่ได้'
    const answer = await cancel(support, orderId, reason)
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json().data).toMatchObject({
      id: orderId,
      status: 'cancelled',
      statusLabel: 'ยกเลิกแล้ว',
      cancelReason: reason,
      cancelledAt: expect.any(String),
    })

    expect(await shardTotals(item.id)).toEqual({ remaining: 5, sold: 0 })
    const [itemRow] = await t.db.select().from(storeItems).where(eq(storeItems.id, item.id))
    expect(itemRow).toMatchObject({ stockRemaining: 5, sold: 0, stockTotal: 5 })
    const itemView = await call(
      await staffMember(t, ['campaign']),
      'GET',
      `/v2/api/admin/store/items?q=${item.slug}`,
    )
    expect(itemView.json().items[0]).toMatchObject({ stock: 5, sold: 0, stockTotal: 5 })

    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 100_00, ledgerSum: 100_00 })
    const refunds = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, member.id), eq(ledgerEntries.reason, 'STORE_REFUND')))
    expect(refunds).toMatchObject([{ amount: 25_00, refType: 'store_purchase', refId: orderId }])
    const koins = await call(member, 'GET', '/v2/api/user/koins')
    expect(koins.json().items[0]).toMatchObject({
      point: '25.00',
      balance: '100.00',
      activity: `คืน koin ยกเลิกการแลก${item.name} จำนวน 2 ชิ้น: ${reason}`,
    })

    const history = await call(member, 'GET', '/v2/api/store/history')
    expect(history.json().items[0]).toMatchObject({
      id: orderId,
      status: 'cancelled',
      statusLabel: 'ยกเลิกแล้ว',
      cancelReason: reason,
    })

    const mail = await latestMailTo(member.email)
    expect(mail!.subject).toBe(`ยกเลิกการแลกของรางวัล: ${item.name}`)
    expect(mail!.text).toContain(`เหตุผล: ${reason}`)
    expect(mail!.text).toContain('คืน 25.00 koin')
    const [line] = await t.db.select().from(messagingOutbox).where(eq(messagingOutbox.refId, orderId))
    expect(line).toMatchObject({ userId: member.id, channel: 'line', kind: 'gift_cancelled' })
    expect(line!.text).toContain(`เหตุผล: ${reason}`)
    expect(line!.text).toContain('คืน 25.00 koin')

    const [audit] = await auditOf(orderId, 'store_order.cancel')
    expect(audit).toMatchObject({
      actorId: support.id,
      entity: 'store_order',
      before: { status: 'preparing' },
      after: { status: 'cancelled', stockReturned: 2, koinRefunded: '25.00', entryId: refunds[0]!.id },
      reason,
    })
  })

  it('no longer counts a cancelled order against the per-member limit', async () => {
    const support = await staffMember(t, ['support'])
    const member = await newMember(t, { koin: 100_00 })
    const item = await createItem({ stock: 5 })
    await t.db.update(storeItems).set({ limitPerMember: 1 }).where(eq(storeItems.id, item.id))
    const first = await buy(member, item.id)
    expect(first.statusCode).toBe(200)
    expect((await buy(member, item.id)).json().error.code).toBe('STORE_LIMIT_REACHED')
    const detail = () => call(member, 'GET', `/v2/api/store/detail?id=${item.id}`)
    expect((await detail()).json().data).toMatchObject({ bought: 1, availability: 'limit-reached' })

    await cancel(support, first.json().data.purchase.id)
    expect((await detail()).json().data).toMatchObject({ bought: 0, canStillBuy: 1 })
    const again = await buy(member, item.id)
    expect(again.statusCode, again.body).toBe(200)
  })

  it('withdraws only the cancelled purchase from what SUPERQUEST missions count', async () => {
    const support = await staffMember(t, ['support'])
    const member = await newMember(t, { koin: 100_00 })
    const item = await createItem({ stock: 5 })
    const first = await buy(member, item.id)
    t.clock.advance(60_000)
    const second = await buy(member, item.id)
    expect((await cancel(support, first.json().data.purchase.id)).statusCode).toBe(200)
    const left = await t.db
      .select()
      .from(memberActivities)
      .where(and(eq(memberActivities.userId, member.id), eq(memberActivities.kind, 'store.bought')))
    expect(left.map((a) => a.createdAt.toISOString())).toEqual([second.json().data.purchase.date])
  })

  it('refuses a shipped or delivered order, a voucher order whose codes are issued, and an unknown order', async () => {
    const support = await staffMember(t, ['support'])
    const shipped = await parcelOrder()
    await call(support, 'POST', `/v2/api/admin/store/orders/${shipped.orderId}/ship`, {
      carrier: 'kerry',
      trackingNumber: freshTracking(),
    })
    const refused = await cancel(support, shipped.orderId)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toMatchObject({
      code: 'STORE_ORDER_NOT_CANCELLABLE',
      message: 'คำสั่งแลกนี้จัดส่งแล้ว ยกเลิกไม่ได้ ยกเลิกได้เฉพาะคำสั่งแลกที่ยังไม่จัดส่ง',
    })
    await call(support, 'POST', `/v2/api/admin/store/orders/${shipped.orderId}/deliver`)
    expect((await cancel(support, shipped.orderId)).json().error.code).toBe('STORE_ORDER_NOT_CANCELLABLE')

    const digital = await parcelOrder('digital-voucher')
    expect((await cancel(support, digital.orderId)).json().error.code).toBe('STORE_ORDER_CODES_ISSUED')
    expect((await cancel(support, randomUUID())).json().error.code).toBe('STORE_ORDER_NOT_FOUND')
    const blank = await cancel(support, digital.orderId, '   ')
    expect(blank.statusCode).toBe(400)

    for (const order of [shipped, digital]) {
      expect((await balanceAndLedger(t, order.member.id)).balance).toBe(90_00)
      expect(await auditOf(order.orderId, 'store_order.cancel')).toEqual([])
    }
  })

  it('refuses cancelling twice and shipping a cancelled order', async () => {
    const support = await staffMember(t, ['support'])
    const { member, orderId, reference } = await parcelOrder()
    expect((await cancel(support, orderId)).statusCode).toBe(200)
    const twice = await cancel(support, orderId, 'ยกเลิกอีกครั้ง')
    expect(twice.statusCode).toBe(409)
    expect(twice.json().error).toMatchObject({
      code: 'STORE_ORDER_ALREADY_CANCELLED',
      message: 'คำสั่งแลกนี้ถูกยกเลิกไปแล้ว',
    })
    const ship = await call(support, 'POST', `/v2/api/admin/store/orders/${orderId}/ship`, {
      carrier: 'kerry',
      trackingNumber: freshTracking(),
    })
    expect(ship.json().error.code).toBe('STORE_ORDER_ALREADY_CANCELLED')
    const file = (await uploadTracking(support, [`${reference},kerry,${freshTracking()}`])).json().data
    expect(file.refused).toMatchObject([{ reason: 'cancelled-order', message: 'คำสั่งแลกนี้ถูกยกเลิกแล้ว' }])
    expect((await balanceAndLedger(t, member.id)).balance).toBe(100_00)
    expect(await auditOf(orderId, 'store_order.cancel')).toHaveLength(1)
  })

  it('refunds once when several staff cancel the same order at the same moment', async () => {
    const supports = await Promise.all([
      staffMember(t, ['support']),
      staffMember(t, ['support']),
      staffMember(t, ['admin']),
      staffMember(t, ['support']),
    ])
    const member = await newMember(t, { koin: 100_00 })
    const item = await createItem({ stock: 4 })
    const orders = await Promise.all([buy(member, item.id), buy(member, item.id)])
    const [orderId, otherId] = orders.map((o) => o.json().data.purchase.id as string)
    const answers = await Promise.all([
      ...supports.map((who) => cancel(who, orderId!)),
      // Meanwhile another member buys the same gift and staff add stock.
      newMember(t, { koin: 100_00 }).then((buyer) => buy(buyer, item.id)),
      call(supports[2]!, 'POST', `/v2/api/admin/store/items/${item.id}/stock`, {
        change: 3,
        reason: 'ล็อตใหม่',
      }),
    ])
    const cancels = answers.slice(0, supports.length)
    expect(cancels.filter((a) => a.statusCode === 200)).toHaveLength(1)
    for (const refused of cancels.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409)
      expect(refused.json().error.code).toBe('STORE_ORDER_ALREADY_CANCELLED')
    }
    expect(answers.slice(supports.length).map((a) => a.statusCode)).toEqual([200, 200])

    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 90_00, ledgerSum: 90_00 })
    const refunds = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, member.id), eq(ledgerEntries.reason, 'STORE_REFUND')))
    expect(refunds).toHaveLength(1)
    expect(await auditOf(orderId!, 'store_order.cancel')).toHaveLength(1)
    // 4 pieces, 2 bought by the member (1 back), 1 by the other buyer, 3 added.
    expect(await shardTotals(item.id)).toEqual({ remaining: 5, sold: 2 })
    const [other] = await t.db.select().from(storePurchases).where(eq(storePurchases.id, otherId!))
    expect(other!.status).toBe('preparing')
    const [row] = await t.db.select({ koin: users.koin }).from(users).where(eq(users.id, member.id))
    expect(row!.koin).toBe(90_00)
  })
})
