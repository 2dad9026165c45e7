import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorCatalogue } from '@klass/contract/errors'
import { ledgerEntries, memberActivities } from '@klass/db/schema/core'
import { eventRegistrations, events } from '@klass/db/schema/events'
import { storeItems } from '@klass/db/schema/store'
import { expectEveryAnswer } from '../../../test/answers'
import { createTestApp, type TestApp } from '../../../test/app'
import {
  balanceAndLedger,
  createTestEvent,
  everyLedgerAgrees,
  loginAs,
  newMember,
  tinyWebDist,
} from '../../../test/economy'

const HOUR = 60 * 60 * 1000

let t: TestApp
let voucherItemId: string
let web: Awaited<ReturnType<typeof tinyWebDist>>
beforeAll(async () => {
  web = await tinyWebDist()
  t = await createTestApp({ demo: true, config: { webDistDir: web.dir } })
  const [voucher] = await t.db
    .select({ id: storeItems.id })
    .from(storeItems)
    .where(eq(storeItems.slug, 'event-voucher-one-seat'))
  voucherItemId = voucher!.id
})
afterAll(async () => {
  await t.close()
  await web.remove()
})

/** An event made for one test, starting `startsIn` ms after the clock's now. */
const createEvent = (values: Parameters<typeof createTestEvent>[1]) => createTestEvent(t, values)

async function seatsLeft(eventId: string) {
  const [row] = await t.db.select({ n: events.seatsRemaining }).from(events).where(eq(events.id, eventId))
  const joined = await t.db
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, 'joined')))
  return { remaining: row!.n, joined: joined.length }
}

const join = (auth: Record<string, string>, id: string, query = '', key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/v2/api/event/join?id=${id}${query}`,
    headers: { ...auth, ...(key ? { 'idempotency-key': key } : {}) },
  })
const cancel = (auth: Record<string, string>, id: string) =>
  t.app.inject({ method: 'POST', url: `/v2/api/event/cancel?id=${id}`, headers: auth })

describe('GET /v2/api/event/upcoming', () => {
  it('lists the ten demo events over the coming months for visitors, one nearly full', async () => {
    const now = new Date(t.clock.now().getTime() + 7 * HOUR)
    const from = { month: now.getUTCMonth() + 1, year: now.getUTCFullYear() }
    const later = new Date(Date.UTC(from.year, from.month - 1 + 4, 1))
    const url = `/v2/api/event/upcoming?fromMonth=${from.month}&fromYear=${from.year}&toMonth=${later.getUTCMonth() + 1}&toYear=${later.getUTCFullYear()}`
    const response = await t.app.inject({ method: 'GET', url })
    expect(response.statusCode).toBe(200)
    const demo = response.json().data.events.filter((e: { slug: string }) => !e.slug.startsWith('test-'))
    expect(demo).toHaveLength(10)
    const starts = demo.map((e: { startsAt: string }) => Date.parse(e.startsAt))
    expect([...starts].sort((a, b) => a - b)).toEqual(starts)
    expect(demo.every((e: { joined: null }) => e.joined === null)).toBe(true)
    expect(
      demo.some((e: { seatsRemaining: number; seats: number }) => e.seatsRemaining <= 2 && e.seats >= 30),
    ).toBe(true)
    expect(new Set(demo.map((e: { placeType: string }) => e.placeType))).toEqual(
      new Set(['onsite', 'online']),
    )
    expect(demo[0]).toMatchObject({
      status: 'open',
      image: expect.stringMatching(/^\/uploads\/demo\/events\//),
    })
  })

  it('answers this month and the next two when no range is sent, and marks the events a member joined', async () => {
    const headers = await loginAs(t, 'demo@klass.test')
    const response = await t.app.inject({ method: 'GET', url: '/v2/api/event/upcoming', headers })
    const { from, to, events: list } = response.json().data
    expect(to.year * 12 + to.month - (from.year * 12 + from.month)).toBe(2)
    const live = list.find((e: { slug: string }) => e.slug === 'klass-live-inflation')
    expect(live.joined).toBe(true)
    expect(list.filter((e: { joined: boolean }) => e.joined)).toHaveLength(1)
  })

  it.each([
    ['the end before the start', 'fromMonth=5&fromYear=2027&toMonth=4&toYear=2027'],
    ['more than twelve months', 'fromMonth=1&fromYear=2027&toMonth=1&toYear=2028'],
    ['a month without its year', 'fromMonth=5'],
    ['month 13', 'fromMonth=13&fromYear=2027'],
    ['words for numbers', 'fromMonth=may&fromYear=2027'],
  ])('refuses %s with 400', async (_, query) => {
    const response = await t.app.inject({ method: 'GET', url: `/v2/api/event/upcoming?${query}` })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('VALIDATION_FAILED')
  })

  it('answers a range of one month, and of twelve months at most', async () => {
    const one = await t.app.inject({
      method: 'GET',
      url: '/v2/api/event/upcoming?fromMonth=5&fromYear=2027&toMonth=5&toYear=2027',
    })
    expect(one.statusCode).toBe(200)
    expect(one.json().data).toMatchObject({ from: { year: 2027, month: 5 }, to: { year: 2027, month: 5 } })
    const year = await t.app.inject({
      method: 'GET',
      url: '/v2/api/event/upcoming?fromMonth=1&fromYear=2027&toMonth=12&toYear=2027',
    })
    expect(year.statusCode).toBe(200)
    expect(year.json().data).toMatchObject({ from: { year: 2027, month: 1 }, to: { year: 2027, month: 12 } })
  })

  it('answers the chosen month and the two after it when only the start is sent', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v2/api/event/upcoming?fromMonth=11&fromYear=2027',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({
      from: { year: 2027, month: 11 },
      to: { year: 2028, month: 1 },
    })
  })

  it.each([
    [
      'the end before the start',
      'fromMonth=5&fromYear=2027&toMonth=4&toYear=2027',
      'เดือนสิ้นสุดต้องไม่อยู่ก่อนเดือนเริ่มต้น',
    ],
    [
      'more than twelve months',
      'fromMonth=1&fromYear=2027&toMonth=1&toYear=2028',
      'ขอดูกิจกรรมได้ครั้งละไม่เกิน 12 เดือน',
    ],
  ])('tells the member beside the end month why %s is refused', async (_, query, message) => {
    const response = await t.app.inject({ method: 'GET', url: `/v2/api/event/upcoming?${query}` })
    expect(response.json().error.details.fields).toEqual([{ field: 'querystring.toMonth', message }])
  })
})

describe('GET /v2/api/event/detail', () => {
  it('shows the demo member their seat and the online room link; others see no link', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/v2/api/event/upcoming' })).json().data.events
    const live = list.find((e: { slug: string }) => e.slug === 'klass-live-inflation')
    const demo = await loginAs(t, 'demo@klass.test')
    const mine = (
      await t.app.inject({ method: 'GET', url: `/v2/api/event/detail?id=${live.id}`, headers: demo })
    ).json().data
    expect(mine).toMatchObject({
      joined: true,
      registration: { paidWith: 'free', koinPaid: '0.00' },
      onlineUrl: expect.stringMatching(/^https:\/\//),
      canCancel: true,
    })
    expect(mine.agenda.length).toBeGreaterThan(0)
    const other = await newMember(t)
    const theirs = (
      await t.app.inject({ method: 'GET', url: `/v2/api/event/detail?id=${live.id}`, headers: other.auth })
    ).json().data
    expect(theirs).toMatchObject({ joined: false, registration: null, onlineUrl: null, canCancel: false })
  })

  it('answers 401 without a token, 404 for an unknown event and 400 for a malformed id', async () => {
    const member = await newMember(t)
    const event = await createEvent({ seats: 5 })
    expect(
      (await t.app.inject({ method: 'GET', url: `/v2/api/event/detail?id=${event.id}` })).statusCode,
    ).toBe(401)
    const missing = await t.app.inject({
      method: 'GET',
      url: '/v2/api/event/detail?id=00000000-0000-4000-8000-000000000000',
      headers: member.auth,
    })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.message).toBe('ไม่พบกิจกรรมนี้')
    const bad = await t.app.inject({ method: 'GET', url: '/v2/api/event/detail?id=x', headers: member.auth })
    expect(bad.statusCode).toBe(400)
  })
})

describe('POST /v2/api/event/join and cancel', () => {
  it('takes a seat and the koin price once, counts it for missions, and gives both back on cancel', async () => {
    const member = await newMember(t)
    const event = await createEvent({ seats: 10, price: 20_00 })
    const joined = await join(member.auth, event.id)
    expect(joined.statusCode).toBe(200)
    expect(joined.json().data).toMatchObject({
      koin: '30.00',
      event: { joined: true, seatsRemaining: 9, registration: { paidWith: 'koin', koinPaid: '20.00' } },
    })
    const again = await join(member.auth, event.id)
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toMatchObject({
      code: 'EVENT_ALREADY_JOINED',
      message: 'คุณลงทะเบียนกิจกรรมนี้แล้ว',
    })
    const activity = () =>
      t.db
        .select()
        .from(memberActivities)
        .where(and(eq(memberActivities.userId, member.id), eq(memberActivities.kind, 'event.joined')))
    expect(await activity()).toHaveLength(1)

    const cancelled = await cancel(member.auth, event.id)
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json().data).toMatchObject({
      koin: '50.00',
      event: { joined: false, seatsRemaining: 10 },
    })
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 50_00, ledgerSum: 50_00 })
    expect(await activity()).toHaveLength(0)
    const koins = (
      await t.app.inject({ method: 'GET', url: '/v2/api/user/koins', headers: member.auth })
    ).json()
    expect(koins.items[0]).toMatchObject({ point: '20.00', activity: `คืน koin ยกเลิกกิจกรรม ${event.title}` })

    const twice = await cancel(member.auth, event.id)
    expect(twice.statusCode).toBe(409)
    expect(twice.json().error.code).toBe('EVENT_NOT_JOINED')
    expect((await join(member.auth, event.id)).statusCode).toBe(200)
  })

  it('joins a free event without touching koins', async () => {
    const member = await newMember(t)
    const event = await createEvent({ seats: 3 })
    const response = await join(member.auth, event.id)
    expect(response.json().data).toMatchObject({
      koin: '50.00',
      event: { registration: { paidWith: 'free' } },
    })
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 50_00, ledgerSum: 50_00 })
  })

  it('pays with an event voucher bought in the store, and gives the voucher back on cancel', async () => {
    const member = await newMember(t, { koin: 100_00 })
    const event = await createEvent({ seats: 5, price: 30_00, voucherAccepted: true })
    const none = await join(member.auth, event.id, '&useVoucher=true')
    expect(none.statusCode).toBe(409)
    expect(none.json().error).toMatchObject({
      code: 'EVENT_VOUCHER_NONE',
      message: 'คุณไม่มีบัตรเข้าร่วมกิจกรรมที่ใช้ได้ แลกบัตรได้ที่ร้านค้า Klass',
    })
    const bought = await t.app.inject({
      method: 'POST',
      url: '/v2/api/store/buy',
      headers: member.auth,
      payload: { id: voucherItemId },
    })
    expect(bought.json().data.koin).toBe('55.00')
    const detail = await t.app.inject({
      method: 'GET',
      url: `/v2/api/event/detail?id=${event.id}`,
      headers: member.auth,
    })
    expect(detail.json().data.vouchersAvailable).toBe(1)

    const joined = await join(member.auth, event.id, '&useVoucher=true')
    expect(joined.statusCode).toBe(200)
    expect(joined.json().data).toMatchObject({
      koin: '55.00',
      event: { registration: { paidWith: 'voucher', koinPaid: '0.00' }, vouchersAvailable: 0 },
    })
    const history = () =>
      t.app
        .inject({ method: 'GET', url: '/v2/api/store/history', headers: member.auth })
        .then((r) => r.json())
    expect((await history()).items[0].vouchers[0].used).toBe(true)
    await cancel(member.auth, event.id)
    expect((await history()).items[0].vouchers[0].used).toBe(false)
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 55_00, ledgerSum: 55_00 })
  })

  it('refuses a voucher for a free event', async () => {
    const member = await newMember(t)
    const event = await createEvent({ seats: 5 })
    const response = await join(member.auth, event.id, '&useVoucher=1')
    expect(response.statusCode).toBe(409)
    expect(response.json().error.code).toBe('EVENT_VOUCHER_NOT_ACCEPTED')
  })

  it('returns the first answer to the retry that omits useVoucher (SPEC 7), paying once', async () => {
    const member = await newMember(t, { koin: 100_00 })
    await t.app.inject({
      method: 'POST',
      url: '/v2/api/store/buy',
      headers: member.auth,
      payload: { id: voucherItemId },
    })
    const event = await createEvent({ seats: 5, price: 30_00, voucherAccepted: true })
    const first = await join(member.auth, event.id, '&useVoucher=true', 'event-join-key-0001')
    const retry = await join(member.auth, event.id, '', 'event-join-key-0001')
    expect(retry.statusCode).toBe(200)
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect(retry.json()).toEqual(first.json())
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 55_00, ledgerSum: 55_00 })
    expect(await seatsLeft(event.id)).toEqual({ remaining: 4, joined: 1 })
  })

  it('answers a full event with 409 EVENT_FULL', async () => {
    const first = await newMember(t)
    const second = await newMember(t)
    const event = await createEvent({ seats: 1 })
    expect((await join(first.auth, event.id)).statusCode).toBe(200)
    const full = await join(second.auth, event.id)
    expect(full.statusCode).toBe(409)
    expect(full.json().error).toMatchObject({ code: 'EVENT_FULL', message: 'กิจกรรมนี้ที่นั่งเต็มแล้ว' })
  })

  it('gives the seat back when the koins are not enough', async () => {
    const member = await newMember(t, { koin: 10_00 })
    const event = await createEvent({ seats: 2, price: 10_01 })
    const response = await join(member.auth, event.id)
    expect(response.statusCode).toBe(409)
    expect(response.json().error.code).toBe('KOIN_INSUFFICIENT')
    expect(await seatsLeft(event.id)).toEqual({ remaining: 2, joined: 0 })
  })

  it('closes registration and refuses cancelling once the event has started', async () => {
    const member = await newMember(t)
    const event = await createEvent({ seats: 5, price: 5_00, startsIn: HOUR })
    expect((await join(member.auth, event.id)).statusCode).toBe(200)
    t.clock.advance(2 * HOUR)
    try {
      const auth = await member.reauth()
      const late = await cancel(auth, event.id)
      expect(late.statusCode).toBe(409)
      expect(late.json().error).toMatchObject({
        code: 'EVENT_CANCEL_TOO_LATE',
        message: 'กิจกรรมนี้เริ่มแล้ว ยกเลิกการลงทะเบียนไม่ได้',
      })
      const other = await newMember(t)
      const closed = await join(other.auth, event.id)
      expect(closed.statusCode).toBe(409)
      expect(closed.json().error.code).toBe('EVENT_REGISTRATION_CLOSED')
      const detail = await t.app.inject({
        method: 'GET',
        url: `/v2/api/event/detail?id=${event.id}`,
        headers: auth,
      })
      expect(detail.json().data).toMatchObject({ status: 'started', canCancel: false })
    } finally {
      t.clock.advance(-2 * HOUR)
    }
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 45_00, ledgerSum: 45_00 })
  })

  it('answers 401 without a token and 404 for an unknown event', async () => {
    const event = await createEvent({ seats: 5 })
    expect(
      (await t.app.inject({ method: 'POST', url: `/v2/api/event/join?id=${event.id}` })).statusCode,
    ).toBe(401)
    expect(
      (await t.app.inject({ method: 'POST', url: `/v2/api/event/cancel?id=${event.id}` })).statusCode,
    ).toBe(401)
    const member = await newMember(t)
    const missing = await join(member.auth, '00000000-0000-4000-8000-000000000000')
    expect(missing.statusCode).toBe(404)
    expect((await join(member.auth, event.id, '&useVoucher=maybe')).statusCode).toBe(400)
  })

  it('closes registration and cancelling at the very moment the event starts', async () => {
    const member = await newMember(t)
    const event = await createEvent({ seats: 5, price: 5_00, startsIn: HOUR })
    expect((await join(member.auth, event.id)).statusCode).toBe(200)
    t.clock.advance(HOUR)
    try {
      const auth = await member.reauth()
      const late = await cancel(auth, event.id)
      expect(late.statusCode).toBe(409)
      expect(late.json().error.code).toBe('EVENT_CANCEL_TOO_LATE')
      const other = await newMember(t)
      const closed = await join(await other.reauth(), event.id)
      expect(closed.statusCode).toBe(409)
      expect(closed.json().error.code).toBe('EVENT_REGISTRATION_CLOSED')
    } finally {
      t.clock.advance(-HOUR)
    }
    expect(await seatsLeft(event.id)).toEqual({ remaining: 4, joined: 1 })
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 45_00, ledgerSum: 45_00 })
  })

  it.each([
    ['a paid event that takes no vouchers', { price: 20_00, voucherAccepted: false }],
    ['a free event, even one marked as taking vouchers', { price: 0, voucherAccepted: true }],
  ])('refuses a voucher for %s, keeping the voucher, the koins and the seat', async (_, values) => {
    const member = await newMember(t, { koin: 100_00 })
    await t.app.inject({
      method: 'POST',
      url: '/v2/api/store/buy',
      headers: member.auth,
      payload: { id: voucherItemId },
    })
    const event = await createEvent({ seats: 5, ...values })
    const response = await join(member.auth, event.id, '&useVoucher=true')
    expect(response.statusCode).toBe(409)
    expect(response.json().error).toMatchObject({
      code: 'EVENT_VOUCHER_NOT_ACCEPTED',
      message: errorCatalogue.EVENT_VOUCHER_NOT_ACCEPTED.message,
    })
    expect(await seatsLeft(event.id)).toEqual({ remaining: 5, joined: 0 })
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 55_00, ledgerSum: 55_00 })
    const detail = await t.app.inject({
      method: 'GET',
      url: `/v2/api/event/detail?id=${event.id}`,
      headers: member.auth,
    })
    expect(detail.json().data.vouchersAvailable).toBe(1)
  })

  it('answers the unchanged koins when a free seat or a voucher seat is cancelled', async () => {
    const member = await newMember(t, { koin: 100_00 })
    const free = await createEvent({ seats: 3 })
    expect((await join(member.auth, free.id)).statusCode).toBe(200)
    const cancelledFree = await cancel(member.auth, free.id)
    expect(cancelledFree.statusCode).toBe(200)
    expect(cancelledFree.json().data).toMatchObject({
      koin: '100.00',
      event: { joined: false, seatsRemaining: 3 },
    })

    await t.app.inject({
      method: 'POST',
      url: '/v2/api/store/buy',
      headers: member.auth,
      payload: { id: voucherItemId },
    })
    const paid = await createEvent({ seats: 3, price: 30_00, voucherAccepted: true })
    expect((await join(member.auth, paid.id, '&useVoucher=true')).statusCode).toBe(200)
    const cancelledVoucher = await cancel(member.auth, paid.id)
    expect(cancelledVoucher.json().data).toMatchObject({ koin: '55.00', event: { vouchersAvailable: 1 } })
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 55_00, ledgerSum: 55_00 })
  })

  it('writes the seat and its refund into the ledger as EVENT_JOIN and EVENT_REFUND, named after the event', async () => {
    const member = await newMember(t)
    const event = await createEvent({ seats: 5, price: 12_50 })
    await join(member.auth, event.id)
    const koins = () =>
      t.app.inject({ method: 'GET', url: '/v2/api/user/koins', headers: member.auth }).then((r) => r.json())
    expect((await koins()).items[0]).toMatchObject({
      point: '-12.50',
      balance: '37.50',
      activity: `ลงทะเบียนกิจกรรม ${event.title}`,
    })
    await cancel(member.auth, event.id)
    const rows = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, member.id), eq(ledgerEntries.refType, 'event_registration')))
      .orderBy(ledgerEntries.id)
    const [registration] = await t.db
      .select({ id: eventRegistrations.id })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.userId, member.id), eq(eventRegistrations.eventId, event.id)))
    expect(rows.map((r) => [r.reason, r.amount, r.refId])).toEqual([
      ['EVENT_JOIN', -12_50, registration!.id],
      ['EVENT_REFUND', 12_50, registration!.id],
    ])
  })

  it('refunds every cancelled seat, also when the member joins and cancels the same event again', async () => {
    const member = await newMember(t)
    const event = await createEvent({ seats: 5, price: 10_00 })
    for (let round = 0; round < 2; round++) {
      expect((await join(member.auth, event.id)).json().data.koin, `join ${round}`).toBe('40.00')
      const cancelled = await cancel(member.auth, event.id)
      expect(cancelled.statusCode, `cancel ${round}`).toBe(200)
      expect(cancelled.json().data.koin, `cancel ${round}`).toBe('50.00')
    }
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 50_00, ledgerSum: 50_00 })
    expect(await seatsLeft(event.id)).toEqual({ remaining: 5, joined: 0 })
  })

  it('never gives more seats than the event has when 300 joins race for 50 seats', async () => {
    const event = await createEvent({ seats: 50, price: 20_00 })
    const members = await Promise.all(Array.from({ length: 100 }, () => newMember(t, { koin: 40_00 })))
    const responses = await Promise.all(
      members.flatMap((member) => Array.from({ length: 3 }, () => join(member.auth, event.id))),
    )
    // Whether a member's other clicks hear "already joined" or "full" depends on timing.
    const answers = expectEveryAnswer(responses, {
      '200': 50,
      '409 EVENT_FULL': 'any',
      '409 EVENT_ALREADY_JOINED': 'any',
    })
    // Only the two other clicks of each of the 50 who got a seat can be told they already joined.
    expect(answers['409 EVENT_ALREADY_JOINED'] ?? 0).toBeLessThanOrEqual(100)
    expect(await seatsLeft(event.id)).toEqual({ remaining: 0, joined: 50 })
    const paid = await Promise.all(members.map((m) => balanceAndLedger(t, m.id)))
    expect(paid.filter((b) => b.balance === 20_00)).toHaveLength(50)
    expect(paid.filter((b) => b.balance === 40_00)).toHaveLength(50)
    expect(await everyLedgerAgrees(t)).toBe(true)
  })

  it('refunds once when one member cancels many times at once', async () => {
    const member = await newMember(t)
    const event = await createEvent({ seats: 5, price: 15_00 })
    await join(member.auth, event.id)
    const responses = await Promise.all(Array.from({ length: 30 }, () => cancel(member.auth, event.id)))
    expectEveryAnswer(responses, { '200': 1, '409 EVENT_NOT_JOINED': 29 })
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 50_00, ledgerSum: 50_00 })
    expect(await seatsLeft(event.id)).toEqual({ remaining: 5, joined: 0 })
  })
})

describe('the page /events/{id}/{slug}', () => {
  it("previews the event's title, summary and banner when the link is shared", async () => {
    const [event] = (await t.app.inject({ method: 'GET', url: '/v2/api/event/upcoming' })).json().data.events
    const page = await t.app.inject({ method: 'GET', url: `/events/${event.id}/${event.slug}` })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(`<meta property="og:title" content="${event.title} | กิจกรรม Klass" />`)
    expect(page.body).toContain(`<meta property="og:image" content="http://localhost:3000${event.image}" />`)
    const unknown = await t.app.inject({ method: 'GET', url: '/events/00000000-0000-4000-8000-000000000000' })
    expect(unknown.statusCode).toBe(200)
    expect(unknown.body).toContain('<meta property="og:title" content="Klass')
  })
})
