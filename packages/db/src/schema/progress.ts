import { sql } from 'drizzle-orm'
import {
  bigint,
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
 * Streak freezes a member bought with koins. A freeze held (`used_on` null) covers one Bangkok day the member
 * missed, when the streak is next worked out; `used_on` is then that day. A day is covered once.
 */
export const streakFreezes = pgTable(
  'streak_freezes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The koins paid, in hundredths (the ledger row says the same). */
    koinPaid: bigint('koin_paid', { mode: 'number' }).notNull(),
    boughtAt: timestamp('bought_at', { withTimezone: true }).notNull(),
    usedOn: date('used_on', { mode: 'string' }),
  },
  (t) => [
    index('streak_freezes_user_idx').on(t.userId, t.boughtAt),
    uniqueIndex('streak_freezes_one_per_day')
      .on(t.userId, t.usedOn)
      .where(sql`${t.usedOn} is not null`),
    check('streak_freezes_paid_positive', sql`${t.koinPaid} > 0`),
  ],
)

/**
 * A member's place in the weekly league: one row per member and Bangkok week (Monday), written when the
 * member is first seen active that week. The tier comes from the previous week's result; `grp` numbers the
 * groups of about LEAGUE_GROUP_SIZE within a tier, filled in the order members became active.
 */
export const leaguePlacements = pgTable(
  'league_placements',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    tier: integer('tier').notNull(),
    grp: integer('grp').notNull(),
    /** When the member was first active that week: the order groups fill in, and ties are broken by. */
    activeAt: timestamp('active_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.weekStart] }),
    index('league_placements_group_idx').on(t.weekStart, t.tier, t.grp),
    check('league_placements_tier_known', sql`${t.tier} >= 0`),
  ],
)

/** The e-mail reminders a member turned on (every kind is off until they choose it). */
export const emailReminderSettings = pgTable(
  'email_reminder_settings',
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

/** The e-mail reminders sent: the key (member, kind, Bangkok day) keeps each kind to one a day. */
export const emailReminderSends = pgTable(
  'email_reminder_sends',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    aboutOn: date('about_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.aboutOn] })],
)
