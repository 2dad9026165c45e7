import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './core'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/** A SUPERQUEST season: its dates, landing text and rules. */
export const superquestCampaigns = pgTable(
  'superquest_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    description: text('description').array().notNull(),
    image: text('image').notNull(),
    rules: jsonb('rules').$type<{ heading: string; body: string[] }[]>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('superquest_campaigns_slug_key').on(t.slug),
    check('superquest_campaigns_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
)

/** Premium gifts shipped by SUPERQUEST: mission rewards and level gifts take from this stock. */
export const superquestGifts = pgTable(
  'superquest_gifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    stockTotal: integer('stock_total').notNull(),
    stockRemaining: integer('stock_remaining').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('superquest_gifts_slug_key').on(t.slug),
    check('superquest_gifts_stock_nonnegative', sql`${t.stockRemaining} >= 0`),
    check('superquest_gifts_stock_within_total', sql`${t.stockRemaining} <= ${t.stockTotal}`),
  ],
)

/**
 * A task over some of the campaign's days. Progress is counted from member_activities of `action` after the
 * member joined and within [starts_at, ends_at); `count_distinct` counts different ref ids (5 different
 * articles) rather than every row.
 */
export const superquestMissions = pgTable(
  'superquest_missions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => superquestCampaigns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    action: text('action').notNull(),
    target: integer('target').notNull(),
    countDistinct: boolean('count_distinct').notNull().default(false),
    unit: text('unit').notNull(),
    link: text('link').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Koins in hundredths, a premium gift, or both (the member chooses one). */
    rewardKoin: bigint('reward_koin', { mode: 'number' }),
    rewardGiftId: uuid('reward_gift_id').references(() => superquestGifts.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('superquest_missions_campaign_idx').on(t.campaignId, t.position),
    check('superquest_missions_target_positive', sql`${t.target} > 0`),
    check(
      'superquest_missions_has_reward',
      sql`${t.rewardKoin} is not null or ${t.rewardGiftId} is not null`,
    ),
    check('superquest_missions_reward_positive', sql`${t.rewardKoin} is null or ${t.rewardKoin} > 0`),
    check('superquest_missions_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
)

/** A member on a mission. The reward is taken once: `redeemed_at` is set by one conditional UPDATE. */
export const superquestMissionJoins = pgTable(
  'superquest_mission_joins',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    missionId: uuid('mission_id')
      .notNull()
      .references(() => superquestMissions.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    /** koin or gift. */
    redeemedAs: text('redeemed_as'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.missionId] }),
    index('superquest_mission_joins_mission_idx').on(t.missionId),
    check('superquest_mission_joins_redeemed_as_known', sql`${t.redeemedAs} in ('koin', 'gift')`),
  ],
)

/** An announced krazy day: its gifts open at `opens_at` (a set Bangkok time) until `closes_at`. */
export const superquestKrazyDays = pgTable(
  'superquest_krazy_days',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('superquest_krazy_days_opens_idx').on(t.opensAt),
    check('superquest_krazy_days_closes_after_open', sql`${t.closesAt} > ${t.opensAt}`),
  ],
)

/** A gift on a krazy day at a special price, with that day's own limited stock. */
export const superquestKrazyDayItems = pgTable(
  'superquest_krazy_day_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    krazyDayId: uuid('krazy_day_id')
      .notNull()
      .references(() => superquestKrazyDays.id, { onDelete: 'cascade' }),
    giftId: uuid('gift_id')
      .notNull()
      .references(() => superquestGifts.id),
    position: integer('position').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    normalPrice: bigint('normal_price', { mode: 'number' }).notNull(),
    stockTotal: integer('stock_total').notNull(),
    stockRemaining: integer('stock_remaining').notNull(),
  },
  (t) => [
    index('superquest_krazy_day_items_day_idx').on(t.krazyDayId, t.position),
    check('superquest_krazy_day_items_price_positive', sql`${t.price} > 0`),
    check('superquest_krazy_day_items_stock_nonnegative', sql`${t.stockRemaining} >= 0`),
    check('superquest_krazy_day_items_stock_within_total', sql`${t.stockRemaining} <= ${t.stockTotal}`),
  ],
)

/** What each member level (packages/contract/src/levels.ts) gives: koins to claim, and maybe a gift. */
export const superquestLevelRewards = pgTable(
  'superquest_level_rewards',
  {
    level: integer('level').primaryKey(),
    description: text('description').notNull(),
    rewardKoin: bigint('reward_koin', { mode: 'number' }).notNull(),
    giftId: uuid('gift_id').references(() => superquestGifts.id),
  },
  (t) => [check('superquest_level_rewards_koin_positive', sql`${t.rewardKoin} > 0`)],
)

/** A level reward claimed: the primary key makes it once per member and level. */
export const superquestLevelClaims = pgTable(
  'superquest_level_claims',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.level] })],
)

/**
 * A premium gift on its way to a member (the premium gift history). The unique index makes each source
 * once per member: one gift per mission, per level, and per krazy-day item.
 */
export const superquestShipments = pgTable(
  'superquest_shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    giftId: uuid('gift_id')
      .notNull()
      .references(() => superquestGifts.id),
    /** mission, level or krazy-day. */
    source: text('source').notNull(),
    /** The mission id, the level number or the krazy-day item id. */
    sourceRef: text('source_ref').notNull(),
    koinSpent: bigint('koin_spent', { mode: 'number' }).notNull().default(0),
    trackingNumber: text('tracking_number').notNull(),
    shippingAddress: jsonb('shipping_address').notNull(),
    status: text('status').notNull().default('preparing'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('superquest_shipments_once').on(t.userId, t.source, t.sourceRef),
    uniqueIndex('superquest_shipments_tracking_key').on(t.trackingNumber),
    index('superquest_shipments_user_idx').on(t.userId, t.createdAt),
    check('superquest_shipments_source_known', sql`${t.source} in ('mission', 'level', 'krazy-day')`),
    check('superquest_shipments_status_known', sql`${t.status} in ('preparing', 'shipped', 'delivered')`),
  ],
)

/** The big-prize draw: SKILL profiles spend skill points for entries until `draw_at`. */
export const bigPrizes = pgTable(
  'big_prizes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').array().notNull(),
    image: text('image').notNull(),
    /** Skill points per entry. */
    entryCost: integer('entry_cost').notNull(),
    maxEntriesPerMember: integer('max_entries_per_member').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    /** How many different members win (docs/decisions/041-verifiable-big-prize-draw.md). */
    winnerCount: integer('winner_count').notNull().default(1),
    /** SHA-256 (hex) of the secret seed, published before entries close. */
    commitment: text('commitment'),
    committedAt: timestamp('committed_at', { withTimezone: true }),
    /** The seed, revealed at the draw; its SHA-256 equals `commitment`. */
    seed: text('seed'),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    drawnBy: uuid('drawn_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('big_prizes_draw_idx').on(t.drawAt),
    check('big_prizes_winner_count_positive', sql`${t.winnerCount} > 0`),
    check(
      'big_prizes_drawn_with_seed',
      sql`${t.drawnAt} is null or (${t.seed} is not null and ${t.commitment} is not null)`,
    ),
    check('big_prizes_entry_cost_positive', sql`${t.entryCost} > 0`),
    check('big_prizes_max_entries_positive', sql`${t.maxEntriesPerMember} > 0`),
    check('big_prizes_draw_after_open', sql`${t.drawAt} > ${t.opensAt}`),
  ],
)

export const bigPrizeEntries = pgTable(
  'big_prize_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    prizeId: uuid('prize_id')
      .notNull()
      .references(() => bigPrizes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entries: integer('entries').notNull(),
    skillSpent: integer('skill_spent').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('big_prize_entries_prize_user_idx').on(t.prizeId, t.userId),
    check('big_prize_entries_positive', sql`${t.entries} > 0`),
  ],
)

/** The draw's winners, in the order the seed ranked them; one row per winning member. */
export const bigPrizeWinners = pgTable(
  'big_prize_winners',
  {
    prizeId: uuid('prize_id')
      .notNull()
      .references(() => bigPrizes.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    /** The winning ticket: `<entry row id>-<n>`. */
    ticket: text('ticket').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.prizeId, t.rank] })],
)
