import { and, asc, count, eq, gte, isNull, lt, sql } from 'drizzle-orm'
import {
  eventPlaceLabels,
  type EventDetail,
  type EventPlaceType,
  type EventStatus,
  type EventSummary,
} from '@klass/contract/events'
import { koinToString } from '@klass/contract/money'
import type { Database, Executor } from '@klass/db/client'
import { eventRegistrations, events } from '@klass/db/schema/events'
import { storeVouchers } from '@klass/db/schema/store'
import { namedRead } from '../../lib/database-connections'
import { takeLimited } from '../../lib/limited'
import type { FileStorage } from '../../lib/storage'

export type EventRow = typeof events.$inferSelect
export type RegistrationRow = typeof eventRegistrations.$inferSelect

export async function eventsStartingBetween(db: Executor, from: Date, to: Date): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(gte(events.startsAt, from), lt(events.startsAt, to)))
    .orderBy(asc(events.startsAt), asc(events.slug))
}

export async function findEvent(db: Executor, id: string): Promise<EventRow | null> {
  const [row] = await db.select().from(events).where(eq(events.id, id))
  return row ?? null
}

const JOINED_EVENTS = {
  name: 'joined-events',
  text: `select event_id from event_registrations
    where user_id = $1 and status = 'joined' and event_id = any($2::uuid[])`,
}

/** Which of these events the member holds a seat for. */
export async function joinedEventIds(db: Database, userId: string, eventIds: string[]): Promise<Set<string>> {
  if (eventIds.length === 0) return new Set()
  const rows = await namedRead<{ event_id: string }>(db, JOINED_EVENTS, [userId, eventIds])
  return new Set(rows.map((row) => row.event_id))
}

export async function activeRegistration(db: Executor, userId: string, eventId: string) {
  const [row] = await db
    .select()
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.userId, userId),
        eq(eventRegistrations.eventId, eventId),
        eq(eventRegistrations.status, 'joined'),
      ),
    )
  return row ?? null
}

/** Takes one seat; false when none is left. */
export function takeSeat(tx: Executor, eventId: string): Promise<boolean> {
  return takeLimited(tx, { table: events, id: events.id, remaining: events.seatsRemaining }, eventId)
}

export async function returnSeat(tx: Executor, eventId: string): Promise<void> {
  await tx
    .update(events)
    .set({ seatsRemaining: sql`${events.seatsRemaining} + 1` })
    .where(eq(events.id, eventId))
}

const unusedEventVouchers = (userId: string) =>
  and(eq(storeVouchers.userId, userId), eq(storeVouchers.kind, 'event'), isNull(storeVouchers.usedAt))

export async function countUnusedEventVouchers(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(storeVouchers).where(unusedEventVouchers(userId))
  return row?.n ?? 0
}

/**
 * Spends the member's oldest unused event voucher (bought in the store). The caller holds the member's row
 * lock, and the UPDATE is conditional on the voucher still being unused.
 */
export async function spendEventVoucher(tx: Executor, userId: string, usedFor: string, at: Date) {
  const [oldest] = await tx
    .select({ id: storeVouchers.id })
    .from(storeVouchers)
    .where(unusedEventVouchers(userId))
    .orderBy(asc(storeVouchers.createdAt), asc(storeVouchers.code))
    .limit(1)
  if (!oldest) return null
  const [spent] = await tx
    .update(storeVouchers)
    .set({ usedAt: at, usedFor })
    .where(and(eq(storeVouchers.id, oldest.id), isNull(storeVouchers.usedAt)))
    .returning({ id: storeVouchers.id })
  return spent?.id ?? null
}

export async function giveVoucherBack(tx: Executor, voucherId: string): Promise<void> {
  await tx.update(storeVouchers).set({ usedAt: null, usedFor: null }).where(eq(storeVouchers.id, voucherId))
}

export async function insertRegistration(tx: Executor, values: typeof eventRegistrations.$inferInsert) {
  const [row] = await tx.insert(eventRegistrations).values(values).returning()
  return row!
}

/** Cancels the seat once: a second cancel finds no joined registration. */
export async function cancelRegistration(tx: Executor, registrationId: string, at: Date) {
  const [row] = await tx
    .update(eventRegistrations)
    .set({ status: 'cancelled', cancelledAt: at })
    .where(and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.status, 'joined')))
    .returning()
  return row ?? null
}

export function eventStatus(row: EventRow, now: Date): EventStatus {
  if (now >= row.endsAt) return 'ended'
  if (now >= row.startsAt) return 'started'
  return row.seatsRemaining === 0 ? 'full' : 'open'
}

export function toEventSummary(
  row: EventRow,
  storage: FileStorage,
  now: Date,
  joined: boolean | null,
): EventSummary {
  const placeType = row.placeType as EventPlaceType
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    image: storage.publicUrl(row.image),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    placeType,
    placeLabel: eventPlaceLabels[placeType],
    venue: row.venue,
    province: row.province,
    price: koinToString(row.price),
    voucherAccepted: row.voucherAccepted,
    seats: row.seatsTotal,
    seatsRemaining: row.seatsRemaining,
    status: eventStatus(row, now),
    joined,
  }
}

export function toEventDetail(
  row: EventRow,
  storage: FileStorage,
  now: Date,
  member: { registration: RegistrationRow | null; vouchersAvailable: number },
): EventDetail {
  const { registration } = member
  return {
    ...toEventSummary(row, storage, now, registration !== null),
    description: row.description,
    agenda: row.agenda,
    organizer: row.organizer,
    registration: registration
      ? {
          seatCode: seatCodeOf(registration.id),
          paidWith: registration.paidWith as 'koin' | 'voucher' | 'free',
          koinPaid: koinToString(registration.koinPaid),
          joinedAt: registration.joinedAt.toISOString(),
        }
      : null,
    onlineUrl: registration ? row.onlineUrl : null,
    vouchersAvailable: member.vouchersAvailable,
    canCancel: registration !== null && now < row.startsAt,
  }
}

/** What the member shows at the door to be checked in: the first 8 hex digits of their seat, upper case. */
export function seatCodeOf(registrationId: string): string {
  return registrationId.replace(/-/g, '').slice(0, 8).toUpperCase()
}
