import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './core'
import { storeVouchers } from './store'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/** Events members join. Seats are taken with one conditional UPDATE (`seats_remaining > 0`). */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    description: text('description').array().notNull(),
    agenda: jsonb('agenda').$type<{ time: string; title: string }[]>().notNull(),
    organizer: text('organizer').notNull(),
    image: text('image').notNull(),
    /** onsite or online. */
    placeType: text('place_type').notNull(),
    venue: text('venue').notNull(),
    province: text('province'),
    onlineUrl: text('online_url'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    seatsTotal: integer('seats_total').notNull(),
    seatsRemaining: integer('seats_remaining').notNull(),
    /** Koins per seat in hundredths; 0 is free. */
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    voucherAccepted: boolean('voucher_accepted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('events_slug_key').on(t.slug),
    index('events_starts_at_idx').on(t.startsAt),
    check('events_place_type_known', sql`${t.placeType} in ('onsite', 'online')`),
    check('events_seats_nonnegative', sql`${t.seatsRemaining} >= 0`),
    check('events_seats_within_total', sql`${t.seatsRemaining} <= ${t.seatsTotal}`),
    check('events_price_nonnegative', sql`${t.price} >= 0`),
    check('events_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
)

/** A member's seat. One active (joined) registration per member and event; a cancelled one stays as history. */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: uuid('id').primaryKey(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** joined or cancelled. */
    status: text('status').notNull(),
    /** koin, voucher or free. */
    paidWith: text('paid_with').notNull(),
    koinPaid: bigint('koin_paid', { mode: 'number' }).notNull().default(0),
    voucherId: uuid('voucher_id').references(() => storeVouchers.id),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When staff let the member in at the door, and who did. */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: uuid('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('event_registrations_one_seat')
      .on(t.eventId, t.userId)
      .where(sql`${t.status} = 'joined'`),
    index('event_registrations_user_idx').on(t.userId, t.eventId),
    check('event_registrations_status_known', sql`${t.status} in ('joined', 'cancelled')`),
    check('event_registrations_paid_with_known', sql`${t.paidWith} in ('koin', 'voucher', 'free')`),
  ],
)
