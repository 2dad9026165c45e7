import { sql } from 'drizzle-orm'
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './core'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/**
 * Messages waiting for a messaging channel (LINE): DCA reminders now. A sender takes rows whose `send_after`
 * has passed and marks them sent; a reminder no longer wanted is cancelled, never deleted.
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
    /** The date the message is about (a DCA date), so one date is reminded once. */
    aboutOn: date('about_on', { mode: 'string' }),
    text: text('text').notNull(),
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messaging_outbox_waiting_idx')
      .on(t.sendAfter)
      .where(sql`${t.sentAt} is null and ${t.cancelledAt} is null`),
    uniqueIndex('messaging_outbox_once_key')
      .on(t.kind, t.refId, t.aboutOn)
      .where(sql`${t.cancelledAt} is null`),
    check('messaging_outbox_channel_known', sql`${t.channel} in ('line')`),
  ],
)
