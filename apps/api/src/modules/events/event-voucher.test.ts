import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventRegistrations, events } from '@klass/db/schema/events'
import { storeItems, storeVouchers } from '@klass/db/schema/store'
import { expectEveryAnswer } from '../../../test/answers'
import { createTestApp, type TestApp } from '../../../test/app'
import { balanceAndLedger, createTestEvent, everyLedgerAgrees, newMember } from '../../../test/economy'

let t: TestApp
let voucherItemId: string
beforeAll(async () => {
  t = await createTestApp({ demo: true })
  const [voucher] = await t.db
    .select({ id: storeItems.id })
    .from(storeItems)
    .where(eq(storeItems.slug, 'event-voucher-one-seat'))
  voucherItemId = voucher!.id
})
afterAll(() => t.close())

/** A paid event that takes vouchers, made for one test. */
const voucherEvent = () => createTestEvent(t, { seats: 5, price: 30_00, voucherAccepted: true })

const joinWithVoucher = (auth: Record<string, string>, id: string) =>
  t.app.inject({ method: 'POST', url: `/v2/api/event/join?id=${id}&useVoucher=true`, headers: auth })

async function memberWithOneVoucher() {
  const member = await newMember(t, { koin: 100_00 })
  const bought = await t.app.inject({
    method: 'POST',
    url: '/v2/api/store/buy',
    headers: member.auth,
    payload: { id: voucherItemId },
  })
  expect(bought.statusCode).toBe(200)
  const koinAfterVoucher = (await balanceAndLedger(t, member.id)).balance
  return { ...member, koinAfterVoucher }
}

describe('one event voucher, spent on several events at once', () => {
  // The service refuses the second join (EVENT_VOUCHER_NONE) rather than quietly charging koins: the member
  // asked to pay with a voucher, so taking koins instead would spend what they did not agree to spend.
  it('seats the member at exactly one of two events with their one voucher and refuses the other', async () => {
    const member = await memberWithOneVoucher()
    const [first, second] = await Promise.all([voucherEvent(), voucherEvent()])
    const responses = await Promise.all([first, second].map((e) => joinWithVoucher(member.auth, e.id)))

    expectEveryAnswer(responses, { '200': 1, '409 EVENT_VOUCHER_NONE': 1 })
    const winner = responses[0]!.statusCode === 200 ? first! : second!
    expect(responses.find((r) => r.statusCode === 200)!.json().data).toMatchObject({
      event: { registration: { paidWith: 'voucher', koinPaid: '0.00' }, vouchersAvailable: 0 },
    })

    const registrations = await t.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.userId, member.id))
    expect(registrations).toHaveLength(1)
    expect(registrations[0]).toMatchObject({ eventId: winner.id, paidWith: 'voucher', koinPaid: 0 })
    const vouchers = await t.db.select().from(storeVouchers).where(eq(storeVouchers.userId, member.id))
    expect(vouchers).toHaveLength(1)
    expect(vouchers[0]!.usedFor).toBe(`event-registration:${registrations[0]!.id}`)
    expect(registrations[0]!.voucherId).toBe(vouchers[0]!.id)

    const seats = await t.db.select({ id: events.id, remaining: events.seatsRemaining }).from(events)
    const remaining = new Map(seats.map((s) => [s.id, s.remaining]))
    expect(remaining.get(winner.id)).toBe(4)
    expect(remaining.get(winner.id === first!.id ? second!.id : first!.id)).toBe(5)
    expect(await balanceAndLedger(t, member.id)).toEqual({
      balance: member.koinAfterVoucher,
      ledgerSum: member.koinAfterVoucher,
    })
  })

  it('spends the one voucher once when it is offered to ten events at the same moment', async () => {
    const member = await memberWithOneVoucher()
    const many = await Promise.all(Array.from({ length: 10 }, () => voucherEvent()))
    const responses = await Promise.all(many.map((e) => joinWithVoucher(member.auth, e.id)))

    expectEveryAnswer(responses, { '200': 1, '409 EVENT_VOUCHER_NONE': 9 })
    const registrations = await t.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.userId, member.id))
    expect(registrations).toHaveLength(1)
    const [voucher] = await t.db.select().from(storeVouchers).where(eq(storeVouchers.userId, member.id))
    expect(voucher!.usedFor).toBe(`event-registration:${registrations[0]!.id}`)
    expect((await balanceAndLedger(t, member.id)).balance).toBe(member.koinAfterVoucher)
    expect(await everyLedgerAgrees(t)).toBe(true)
  })
})
