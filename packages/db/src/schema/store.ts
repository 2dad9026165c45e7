import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './core'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/**
 * Gifts in the store. The stock itself is in store_stock_shards; `stock_remaining` and `sold` here are a copy
 * written after purchases, for the home page's premiums.
 */
export const storeItems = pgTable(
  'store_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    summary: text('summary').notNull(),
    description: text('description').array().notNull(),
    conditions: text('conditions').array().notNull(),
    /** digital-voucher, physical-gift, premium or event-voucher. */
    type: text('type').notNull(),
    /** Storage key of the picture (public/…). */
    image: text('image').notNull(),
    /** Koins per piece, in hundredths. */
    price: bigint('price', { mode: 'number' }).notNull(),
    stockTotal: integer('stock_total').notNull(),
    stockRemaining: integer('stock_remaining').notNull(),
    sold: integer('sold').notNull().default(0),
    limitPerMember: integer('limit_per_member').notNull().default(1),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('store_items_slug_key').on(t.slug),
    index('store_items_type_idx').on(t.type, t.createdAt),
    check(
      'store_items_type_known',
      sql`${t.type} in ('digital-voucher', 'physical-gift', 'premium', 'event-voucher')`,
    ),
    check('store_items_price_positive', sql`${t.price} > 0`),
    check('store_items_stock_nonnegative', sql`${t.stockRemaining} >= 0`),
    check('store_items_stock_within_total', sql`${t.stockRemaining} <= ${t.stockTotal}`),
    check('store_items_limit_positive', sql`${t.limitPerMember} > 0`),
  ],
)

/**
 * Issue 18: a gift's stock spread over shards (16, made by a trigger when the item is inserted), so that members
 * buying the same gift at once lock different rows and their commits are flushed together. A purchase takes its
 * pieces from shards with conditional UPDATEs, backed by the CHECK, in the transaction that debits the koins;
 * what the store shows is the sum of the item's shards.
 */
export const storeStockShards = pgTable(
  'store_stock_shards',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => storeItems.id, { onDelete: 'cascade' }),
    shard: smallint('shard').notNull(),
    remaining: integer('remaining').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.shard] }),
    check('store_stock_shards_remaining_nonnegative', sql`${t.remaining} >= 0`),
  ],
)

/** One order: koins paid, and either voucher codes (store_vouchers) or a parcel with a tracking number. */
export const storePurchases = pgTable(
  'store_purchases',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => storeItems.id),
    quantity: integer('quantity').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    totalPrice: bigint('total_price', { mode: 'number' }).notNull(),
    /** issued (codes), or preparing → shipped → delivered (parcels); a parcel not yet shipped may be cancelled. */
    status: text('status').notNull(),
    /** Klass's own reference of the parcel, given when it is bought. */
    trackingNumber: text('tracking_number'),
    shippingAddress: jsonb('shipping_address'),
    /** The carrier that took the parcel and its number there, written by support when it ships. */
    carrier: text('carrier'),
    carrierTracking: text('carrier_tracking'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** When support cancelled the order (its pieces back in stock, its koins refunded) and why, as the member reads it. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('store_purchases_user_idx').on(t.userId, t.createdAt),
    index('store_purchases_user_item_idx').on(t.userId, t.itemId),
    // Gifts waiting to be shipped, for the back office.
    index('store_purchases_preparing_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'preparing'`),
    uniqueIndex('store_purchases_tracking_key')
      .on(t.trackingNumber)
      .where(sql`${t.trackingNumber} is not null`),
    uniqueIndex('store_purchases_carrier_tracking_key')
      .on(t.carrier, t.carrierTracking)
      .where(sql`${t.carrierTracking} is not null`),
    index('store_purchases_status_idx').on(t.status, t.createdAt),
    check(
      'store_purchases_shipped_has_tracking',
      sql`${t.status} not in ('shipped', 'delivered') or ${t.carrierTracking} is not null or ${t.shippingAddress} is null`,
    ),
    check('store_purchases_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'store_purchases_status_known',
      sql`${t.status} in ('issued', 'preparing', 'shipped', 'delivered', 'cancelled')`,
    ),
    check(
      'store_purchases_cancelled_has_reason',
      sql`${t.status} <> 'cancelled' or (${t.cancelledAt} is not null and ${t.cancelReason} is not null)`,
    ),
  ],
)

/** A voucher code, one per piece bought. Event vouchers are spent (and given back) by event registrations. */
export const storeVouchers = pgTable(
  'store_vouchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => storePurchases.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** digital or event. */
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** What spent it, e.g. event-registration:<id>. */
    usedFor: text('used_for'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('store_vouchers_code_key').on(t.code),
    index('store_vouchers_unused_idx')
      .on(t.userId, t.kind, t.createdAt)
      .where(sql`${t.usedAt} is null`),
    check('store_vouchers_kind_known', sql`${t.kind} in ('digital', 'event')`),
  ],
)
