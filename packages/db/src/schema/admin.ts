import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './core'

/**
 * Every change made in the back office (issue 21): who made it, when, what it changed and how it was before
 * and after. Rows are only ever added; a member erased later stays named by id.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    /** What was done, as `area.verb` (`member.ban`, `store_item.update`, `post.approve`). */
    action: text('action').notNull(),
    /** The kind of thing changed (`member`, `store_item`, `post`) and its id. */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /** Why, when staff must say (a ban, a koin adjustment, a rejection). */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc()),
  ],
)

/**
 * Each staff member's authenticator app (issue 21): the TOTP secret, sealed with the server's key for secrets
 * at rest; when the member first typed a code from it (null while it is being set up); and the last 30-second
 * step a code was accepted for, so that a code works only once.
 */
export const staffSecondFactors = pgTable('staff_second_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sealedSecret: text('sealed_secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
