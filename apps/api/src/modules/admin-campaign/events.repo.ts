import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import type { AdminEvent, Attendee } from '@klass/contract/admin-campaign'
import { users } from '@klass/db/schema/core'
import { eventRegistrations, events } from '@klass/db/schema/events'
import { storeVouchers } from '@klass/db/schema/store'
import type { Executor } from '@klass/db/client'
import { seatCodeOf } from '../events/events.repo'

type EventRow = typeof events.$inferSelect
export type EventValues = Omit<typeof events.$inferInsert, 'id' | 'createdAt' | 'slug' | 'image' | 'agenda'>

const checkedInCount = sql<number>`(select count(*)::int from ${eventRegistrations} where ${eventRegistrations.eventId} = ${events.id} and ${eventRegistrations.status} = 'joined' and ${eventRegistrations.checkedInAt} is not null)`

function toAdminEvent(row: EventRow, checkedIn: number): AdminEvent {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    description: row.description,
    organizer: row.organizer,
    placeType: row.placeType as AdminEvent['placeType'],
    venue: row.venue,
    province: row.province,
    onlineUrl: row.onlineUrl,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    seatsTotal: row.seatsTotal,
    seatsTaken: row.seatsTotal - row.seatsRemaining,
    price: row.price,
    voucherAccepted: row.voucherAccepted,
    checkedIn,
  }
}

export async function eventPage(db: Executor, offset: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ event: events, checkedIn: checkedInCount })
      .from(events)
      .orderBy(desc(events.startsAt), asc(events.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(events),
  ])
  return { items: rows.map((r) => toAdminEvent(r.event, r.checkedIn)), total: total?.n ?? 0 }
}

export async function adminEvent(db: Executor, id: string): Promise<AdminEvent | null> {
  const [row] = await db
    .select({ event: events, checkedIn: checkedInCount })
    .from(events)
    .where(eq(events.id, id))
  return row ? toAdminEvent(row.event, row.checkedIn) : null
}

export async function lockEvent(tx: Executor, id: string): Promise<EventRow | null> {
  const [row] = await tx.select().from(events).where(eq(events.id, id)).for('update')
  return row ?? null
}

export async function slugTaken(tx: Executor, slug: string): Promise<boolean> {
  const [row] = await tx.select({ id: events.id }).from(events).where(eq(events.slug, slug))
  return row !== undefined
}

export async function insertEvent(tx: Executor, values: typeof events.$inferInsert): Promise<EventRow> {
  const [row] = await tx.insert(events).values(values).returning()
  return row!
}

export async function updateEvent(tx: Executor, id: string, values: Partial<typeof events.$inferInsert>) {
  const [row] = await tx.update(events).set(values).where(eq(events.id, id)).returning()
  return row!
}

const attendeeColumns = {
  registration: eventRegistrations,
  displayName: users.displayName,
  email: users.email,
  voucherCode: storeVouchers.code,
}

function attendeeQuery(db: Executor) {
  return db
    .select(attendeeColumns)
    .from(eventRegistrations)
    .innerJoin(users, eq(users.id, eventRegistrations.userId))
    .leftJoin(storeVouchers, eq(storeVouchers.id, eventRegistrations.voucherId))
}

type AttendeeRow = {
  registration: typeof eventRegistrations.$inferSelect
  displayName: string
  email: string
  voucherCode: string | null
}

function toAttendee(row: AttendeeRow): Attendee {
  const r = row.registration
  return {
    registrationId: r.id,
    seatCode: seatCodeOf(r.id),
    voucherCode: row.voucherCode,
    displayName: row.displayName,
    email: row.email,
    paidWith: r.paidWith as Attendee['paidWith'],
    joinedAt: r.joinedAt.toISOString(),
    checkedInAt: r.checkedInAt?.toISOString() ?? null,
  }
}

const joinedTo = (eventId: string) =>
  and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, 'joined'))

export async function attendeePage(db: Executor, eventId: string, offset: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    attendeeQuery(db)
      .where(joinedTo(eventId))
      .orderBy(asc(eventRegistrations.joinedAt), asc(eventRegistrations.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(eventRegistrations).where(joinedTo(eventId)),
  ])
  return { items: rows.map(toAttendee), total: total?.n ?? 0 }
}

/** The seats of the event whose seat code or voucher code is `code` (a seat code could, rarely, match two). */
export async function seatsByCode(tx: Executor, eventId: string, code: string) {
  const upper = code.toUpperCase()
  const rows = await attendeeQuery(tx)
    .where(
      and(
        joinedTo(eventId),
        sql`(upper(left(replace(${eventRegistrations.id}::text, '-', ''), 8)) = ${upper} or upper(${storeVouchers.code}) = ${upper})`,
      ),
    )
    .for('update', { of: eventRegistrations })
  return rows.map((row) => ({ row, attendee: toAttendee(row) }))
}

export async function markCheckedIn(tx: Executor, registrationId: string, staffId: string, at: Date) {
  await tx
    .update(eventRegistrations)
    .set({ checkedInAt: at, checkedInBy: staffId })
    .where(eq(eventRegistrations.id, registrationId))
}
