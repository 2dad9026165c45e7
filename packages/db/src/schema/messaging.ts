import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './core'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/**
 * Messages waiting for a messaging channel (LINE reminders). The sender (apps/api/src/modules/line) takes rows
 * whose `send_after` and `next_attempt_at` have passed, sends each with its own `retry_key` so a retry is never
 * delivered twice, and marks it sent, or cancelled or failed with the reason in `outcome`. Rows are never
 * deleted while their member exists.
 */
export const messagingOutbox = pgTable(
  'messaging_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    kind: text('kind').notNull(),
    refId: uuid('ref_id'),
    /** The date the message is about (a DCA date, an event's day), so one thing is reminded once a day. */
    aboutOn: date('about_on', { mode: 'string' }),
    text: text('text').notNull(),
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull(),
    /** LINE's X-Line-Retry-Key: the same on every attempt of this message. */
    retryKey: uuid('retry_key').notNull().defaultRandom(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    outcome: text('outcome'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messaging_outbox_waiting_idx')
      .on(t.sendAfter)
      .where(sql`${t.sentAt} is null and ${t.cancelledAt} is null and ${t.failedAt} is null`),
    index('messaging_outbox_sent_idx')
      .on(t.userId, t.sentAt)
      .where(sql`${t.sentAt} is not null`),
    uniqueIndex('messaging_outbox_once_key')
      .on(t.userId, t.kind, t.refId, t.aboutOn)
      .where(sql`${t.cancelledAt} is null`),
    check('messaging_outbox_channel_known', sql`${t.channel} in ('line')`),
  ],
)

/** The reminders a member turned off (every kind is on until turned off). */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
)
