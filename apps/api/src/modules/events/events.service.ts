import { randomUUID } from 'node:crypto'
import {
  MAX_EVENT_RANGE_MONTHS,
  type EventDetail,
  type EventRangeQuery,
  type EventSummary,
} from '@klass/contract/events'
import { koinToString } from '@klass/contract/money'
import type { AppContext } from '../../context'
import { recordActivity, withdrawActivity } from '../../lib/activity'
import { DomainError } from '../../lib/domain-error'
import { lockMember } from '../../lib/member-lock'
import { assertMemberMay } from '../../lib/member-standing'
import { addMonths, bangkokMonth, bangkokMonthStart, monthsBetween, type CalendarMonth } from '../../lib/time'
import { moveBalance } from '../../ledger/ledger'
import * as repo from './events.repo'
import { EVENT_REFUND_REASON } from '../../ledger/refund-reasons'

type Seat = { event: EventDetail; koin: string }

export function createEventsService(ctx: AppContext) {
  const { db, clock, storage, shared } = ctx

  /** SPEC 3 event range: from this month and two more unless asked; at most a year at a time. */
  function rangeOf(query: EventRangeQuery, now: Date): { from: CalendarMonth; to: CalendarMonth } {
    const from =
      query.fromMonth && query.fromYear ? { year: query.fromYear, month: query.fromMonth } : bangkokMonth(now)
    const to =
      query.toMonth && query.toYear ? { year: query.toYear, month: query.toMonth } : addMonths(from, 2)
    const span = monthsBetween(from, to)
    if (span < 0 || span >= MAX_EVENT_RANGE_MONTHS) {
      throw new DomainError('VALIDATION_FAILED', {
        fields: [
          {
            field: 'querystring.toMonth',
            message:
              span < 0
                ? 'เดือนสิ้นสุดต้องไม่อยู่ก่อนเดือนเริ่มต้น'
                : `ขอดูกิจกรรมได้ครั้งละไม่เกิน ${MAX_EVENT_RANGE_MONTHS} เดือน`,
          },
        ],
      })
    }
    return { from, to }
  }

  async function detailFor(event: repo.EventRow, userId: string): Promise<EventDetail> {
    const [registration, vouchersAvailable] = await Promise.all([
      repo.activeRegistration(db, userId, event.id),
      repo.countUnusedEventVouchers(db, userId),
    ])
    return repo.toEventDetail(event, storage, clock.now(), { registration, vouchersAvailable })
  }

  async function afterChange(eventId: string, userId: string, koin: number): Promise<Seat> {
    const event = await repo.findEvent(db, eventId)
    return { event: await detailFor(event!, userId), koin: koinToString(koin) }
  }

  return {
    async upcoming(query: EventRangeQuery, userId: string | null) {
      const now = clock.now()
      const { from, to } = rangeOf(query, now)
      // The events of the months are alike for everyone: kept in the shared memory (any write forgets them).
      const rows = await shared.remember(`event/upcoming:${JSON.stringify([from, to])}`, () =>
        repo.eventsStartingBetween(db, bangkokMonthStart(from), bangkokMonthStart(addMonths(to, 1))),
      )
      const joined = userId
        ? await repo.joinedEventIds(
            db,
            userId,
            rows.map((r) => r.id),
          )
        : null
      const list: EventSummary[] = rows.map((row) =>
        repo.toEventSummary(row, storage, now, joined ? joined.has(row.id) : null),
      )
      return { from, to, events: list }
    },

    async detail(id: string, userId: string): Promise<EventDetail> {
      const event = await repo.findEvent(db, id)
      if (!event) throw new DomainError('EVENT_NOT_FOUND')
      return detailFor(event, userId)
    },

    /** For link previews of /events/{id}: no member, no seat. */
    async preview(id: string) {
      const event = await repo.findEvent(db, id)
      return event ? repo.toEventSummary(event, storage, clock.now(), null) : null
    },

    /**
     * Joining takes a seat and the koins (or an event voucher) once, in one transaction: the member's row is
     * locked (one seat per member), the seat is taken with a conditional UPDATE, and the ledger refuses a
     * balance below zero and rolls the seat back with it.
     */
    async join(userId: string, id: string, useVoucher: boolean): Promise<Seat> {
      const now = clock.now()
      const koin = await db.transaction(async (tx) => {
        const member = await lockMember(tx, userId)
        const event = await repo.findEvent(tx, id)
        if (!event) throw new DomainError('EVENT_NOT_FOUND')
        if (now >= event.startsAt) throw new DomainError('EVENT_REGISTRATION_CLOSED')
        if (await repo.activeRegistration(tx, userId, id)) throw new DomainError('EVENT_ALREADY_JOINED')
        if (useVoucher && !(event.voucherAccepted && event.price > 0)) {
          throw new DomainError('EVENT_VOUCHER_NOT_ACCEPTED')
        }
        // Issue 19: a seat that costs koins (or a voucher bought with them) needs a confirmed e-mail, and a
        // guardian's consent under 20.
        if (event.price > 0) await assertMemberMay(tx, userId, 'paid-event', now)
        if (!(await repo.takeSeat(tx, id))) throw new DomainError('EVENT_FULL')

        const registrationId = randomUUID()
        let balance = member.koin
        let paidWith: 'koin' | 'voucher' | 'free' = 'free'
        let voucherId: string | null = null
        if (useVoucher) {
          voucherId = await repo.spendEventVoucher(tx, userId, `event-registration:${registrationId}`, now)
          if (!voucherId) throw new DomainError('EVENT_VOUCHER_NONE')
          paidWith = 'voucher'
        } else if (event.price > 0) {
          const moved = await moveBalance(tx, {
            userId,
            currency: 'koin',
            amount: -event.price,
            reason: 'EVENT_JOIN',
            activity: `ลงทะเบียนกิจกรรม ${event.title}`,
            refType: 'event_registration',
            refId: registrationId,
            at: now,
          })
          balance = moved.balanceAfter
          paidWith = 'koin'
        }
        await repo.insertRegistration(tx, {
          id: registrationId,
          eventId: id,
          userId,
          status: 'joined',
          paidWith,
          koinPaid: paidWith === 'koin' ? event.price : 0,
          voucherId,
          joinedAt: now,
        })
        await recordActivity(tx, { userId, kind: 'event.joined', refId: id, at: now })
        return balance
      })
      return afterChange(id, userId, koin)
    },

    /** Before the event starts, cancelling gives the seat and the koins or the voucher back. */
    async cancel(userId: string, id: string): Promise<Seat> {
      const now = clock.now()
      const koin = await db.transaction(async (tx) => {
        await lockMember(tx, userId)
        const event = await repo.findEvent(tx, id)
        if (!event) throw new DomainError('EVENT_NOT_FOUND')
        const registration = await repo.activeRegistration(tx, userId, id)
        if (!registration) throw new DomainError('EVENT_NOT_JOINED')
        if (now >= event.startsAt) throw new DomainError('EVENT_CANCEL_TOO_LATE')
        const cancelled = await repo.cancelRegistration(tx, registration.id, now)
        if (!cancelled) throw new DomainError('EVENT_NOT_JOINED')
        await repo.returnSeat(tx, id)
        if (registration.voucherId) await repo.giveVoucherBack(tx, registration.voucherId)
        if (registration.koinPaid > 0) {
          await moveBalance(tx, {
            userId,
            currency: 'koin',
            amount: registration.koinPaid,
            reason: EVENT_REFUND_REASON,
            activity: `คืน koin ยกเลิกกิจกรรม ${event.title}`,
            refType: 'event_registration',
            refId: registration.id,
            idempotencyKey: `event-refund:${registration.id}`,
            at: now,
          })
        }
        // After the refund, which may pay for a mission reward the seat had earned (decision 030).
        await withdrawActivity(tx, { userId, kind: 'event.joined', refId: id, at: now })
        return (await lockMember(tx, userId)).koin
      })
      return afterChange(id, userId, koin)
    },
  }
}
