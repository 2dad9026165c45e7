import { randomUUID } from 'node:crypto'
import { GUARDIAN_AGE_YEARS } from '@klass/contract/auth'
import type { ShippingAddress } from '@klass/contract/shipping'
import { shippedItemTypes, type PurchaseStatus } from '@klass/contract/store'
import { createDbClient, type Database } from '@klass/db/client'
import type { storePurchases, storeVouchers } from '@klass/db/schema/store'
import { balanceMoveParts } from '../../ledger/ledger'
import type pg from 'pg'
import { poolOf } from '../../lib/database-connections'

// The checked purchase (store.service.ts) costs thirteen round trips to PostgreSQL (the item read, begin, the
// member's lock, their standing, their pieces bought, four for the ledger, the order, the activity, the stock,
// commit): 50 members buying at once kept both cores busy with them, at about 60 purchases a second. The usual
// purchase is one round trip instead: the one statement below, prepared once per connection (decision 046).

type PurchaseRow = typeof storePurchases.$inferSelect
type VoucherRow = typeof storeVouchers.$inferSelect

export type BoughtAtOnce = {
  item: { id: string; name: string; image: string; type: string }
  purchase: PurchaseRow
  vouchers: VoucherRow[]
  koin: number
}

const shipped = `i.type in (${shippedItemTypes.map((type) => `'${type}'`).join(', ')})`
const voucherKind = `case i.type when 'digital-voucher' then 'digital' when 'event-voucher' then 'event' end`

/**
 * $1 member, $2 item, $3 pieces, $4 shipping address or null, $5 the member's Bangkok day, $6 now, $7 tracking
 * number, $8 and $9 one voucher id and code per piece, $10 the order's id, $11 what the ledger line adds after
 * the gift's name. One text for every purchase: PostgreSQL plans it once per connection.
 *
 * `locked` takes the member's row (the lock lockMember and the ledger take, waiting for whoever holds it) and
 * `unchanged` says whether it is still the version in the statement's snapshot. Every store purchase, refund and
 * ledger move of the member changes that row, so an unchanged row means the snapshot holds all of them: what
 * `allowed` reads (koins, standing, pieces bought) and the ledger's numbering are exact, and stay so while the
 * lock is held. A row that changed since the snapshot makes the statement do nothing; the checked purchase runs.
 */
const BUY_AT_ONCE = `
  with locked as (
    select u.ctid = (select ctid from users where id = $1::uuid) as unchanged, u.koin, u.email_confirmed_at,
      u.birth_date, u.guardian_confirmed_at
    from users u where u.id = $1::uuid for update
  ),
  -- The item's row is share-locked after the member's (its join with locked) and before any shard, as the order's
  -- foreign key locks it in the checked purchase: a change of the item's stock (a cancelled order's pieces put
  -- back) locks the item's row, then its shards, and so never holds a shard this statement waits for.
  item as (
    select i.id, i.name, i.image, i.type, i.price, i.limit_per_member, ${shipped} as shipped
    from store_items i, locked u where i.id = $2::uuid and i.active
    for key share of i
  ),
  allowed as (
    select 1 from locked u, item i
    where u.unchanged
      and u.email_confirmed_at is not null
      and u.koin >= i.price * $3::int
      -- A shipped gift: an address, and no guardian's consent the member lacks (born GUARDIAN_AGE_YEARS back
      -- or more, 29 February falling back to the 28th).
      and (not i.shipped or ($4::jsonb is not null and (u.birth_date is null or u.guardian_confirmed_at is not null
        or u.birth_date <= ($5::date - interval '${GUARDIAN_AGE_YEARS} years')::date)))
      and (select coalesce(sum(p.quantity), 0) from store_purchases p
           where p.user_id = $1::uuid and p.item_id = $2::uuid and p.status <> 'cancelled')
          + $3::int <= i.limit_per_member
  ),
  -- A shard nobody holds; when every shard holding enough is held (their buyers' commits being written), one
  -- of them at random, waited for and taken from once its holder is done (the next one at random, waited for
  -- in turn, if it no longer holds enough). Each choice is a part of its own, read back as it was first
  -- answered: written inside the update's condition, it was worked out again when the update waited for the
  -- shard's holder and found the row changed, and then named another shard (a random one, or the lowest free
  -- one), so the update took nothing and the purchase went to the checked transaction (one in five with 50
  -- buyers at once on the database).
  free_shard as materialized (
    select shard from store_stock_shards
    where item_id = $2::uuid and remaining >= $3::int and exists (select from allowed)
    order by shard limit 1 for update skip locked
  ),
  busy_shard as materialized (
    select shard from store_stock_shards
    where item_id = $2::uuid and remaining >= $3::int and exists (select from allowed)
      and not exists (select from free_shard)
    order by random() limit 1 for update
  ),
  taken as (
    update store_stock_shards set remaining = remaining - $3::int, sold = sold + $3::int
    where item_id = $2::uuid and remaining >= $3::int
      and shard = coalesce((select shard from free_shard), (select shard from busy_shard))
    returning shard
  ),
  ${balanceMoveParts({
    user: '$1::uuid',
    currency: 'koin',
    amount: '-(select price from item) * $3::int',
    reason: "'STORE_BUY'",
    activity: "(select 'แลก' || name from item) || $11::text",
    refType: "'store_purchase'",
    refId: '$10::text',
    at: '$6::timestamptz',
    after: 'taken',
  })},
  purchase as (
    insert into store_purchases (id, user_id, item_id, quantity, unit_price, total_price, status,
      tracking_number, shipping_address, created_at)
    select $10::uuid, $1::uuid, i.id, $3::int, i.price, i.price * $3::int,
      case when i.shipped then 'preparing' else 'issued' end,
      case when i.shipped then $7::text end, case when i.shipped then $4::jsonb end, $6::timestamptz
    from item i where exists (select from ledger_entry)
    returning id
  ),
  vouchers as (
    insert into store_vouchers (id, purchase_id, user_id, kind, code, created_at)
    select v.id, $10::uuid, $1::uuid, ${voucherKind}, v.code, $6::timestamptz
    from item i, unnest($8::uuid[], $9::text[]) as v(id, code)
    where ${voucherKind} is not null and exists (select from purchase)
    returning id, kind, code
  ),
  activity as (
    insert into member_activities (user_id, kind, ref_id, created_at)
    select $1::uuid, 'store.bought', i.id::text, $6::timestamptz from item i where exists (select from purchase)
  )
  select i.id, i.name, i.image, i.type, i.price, i.shipped, e.balance_after,
    coalesce((select json_agg(json_build_object('id', id, 'kind', kind, 'code', code) order by code)
              from vouchers), '[]') as vouchers
  from item i, ledger_entry e`

export const BUY_STATEMENT = { name: 'store-buy-at-once', text: BUY_AT_ONCE }

/** The purchase connections opened beside each database's pool (openPurchaseConnections). */
const purchasePools = new WeakMap<pg.Pool, pg.Pool>()

/** The connections the purchase statement runs on, beside `db`'s pool. */
export function purchasePoolOf(db: Database): pg.Pool {
  const pool = purchasePools.get(poolOf(db))
  if (!pool) throw new Error('the purchase connections are not open')
  return pool
}

/**
 * A few connections of the purchase statement's own, beside `db`'s pool. They plan it once, without its values,
 * where a connection of the shared pool planned it five times with them first (about 2.7 ms each) before
 * settling on the same plan: every part of the plan is a lookup by key, whatever the values. That setting is
 * theirs alone, since other statements' plans do depend on their values (a page, a search). They stay open
 * however long they are idle, and `warm` opens them all and prepares the statement on each before the first
 * purchase, so no buyer waits for a connection to be made or the statement to be planned (the first second
 * of 50 members buying at once had a p99 several times that of the seconds after it).
 */
export function openPurchaseConnections(
  db: Database,
  options: { max: number; onError: (error: Error) => void },
) {
  const shared = poolOf(db)
  const url = shared.options.connectionString
  if (!url) throw new Error('the database pool has no connection string')
  const own = createDbClient(url, { max: options.max, plannedOnce: true, onError: options.onError })
  purchasePools.set(shared, own.pool)
  const nobody = '00000000-0000-0000-0000-000000000000'
  return {
    /** Opens every connection and prepares the statement on each, run for no member (it changes nothing). */
    async warm() {
      const clients = await Promise.all(Array.from({ length: options.max }, () => own.pool.connect()))
      try {
        const today = new Date().toISOString()
        const values = [nobody, nobody, 1, null, today.slice(0, 10), today, '', [nobody], [''], nobody, '']
        await Promise.all(clients.map((client) => client.query({ ...BUY_STATEMENT, values })))
      } finally {
        for (const client of clients) client.release()
      }
    },
    async close() {
      purchasePools.delete(shared)
      await own.close()
    },
  }
}

/**
 * The purchase in one round trip (one statement, its own transaction), when nothing can refuse it: it takes the
 * pieces from a shard nobody else holds (SKIP LOCKED), or else waits for one that held enough, only when the member's row is as the statement's snapshot
 * has it (see BUY_AT_ONCE), the item is on sale, the member's e-mail is confirmed, a shipped gift has an address
 * and needs no guardian's consent the member lacks, and the member's limit and koins reach; then the koins
 * through the ledger's parts (balanceMoveParts), the order, its codes and the activity SUPERQUEST counts, each
 * done only when the part before it answered a row. Answers null when it did nothing: a refusal, the last
 * pieces (no shard holding enough, after waiting for those held), or the member's row
 * changed meanwhile. The caller then buys through the transaction that checks each rule and says which refused
 * (store.service.ts), so these conditions need only be enough, never the last word.
 */
export async function buyAtOnce(
  db: Database,
  input: {
    userId: string
    itemId: string
    quantity: number
    address: ShippingAddress | null
    /** The member's Bangkok day (YYYY-MM-DD), for the guardian's rule. */
    today: string
    now: Date
    trackingNumber: string
    /** One per piece; issued only for the items that issue codes. */
    voucherCodes: string[]
  },
): Promise<BoughtAtOnce | null> {
  const { userId, itemId, quantity } = input
  if (input.voucherCodes.length !== quantity) throw new Error('one voucher code per piece')
  const purchaseId = randomUUID()
  const result = await purchasePoolOf(db).query({
    ...BUY_STATEMENT,
    values: [
      userId,
      itemId,
      quantity,
      input.address ? JSON.stringify(input.address) : null,
      input.today,
      input.now.toISOString(),
      input.trackingNumber,
      input.voucherCodes.map(() => randomUUID()),
      input.voucherCodes,
      purchaseId,
      quantity > 1 ? ` จำนวน ${quantity} ชิ้น` : '',
    ],
  })
  const row = result.rows[0] as
    | {
        id: string
        name: string
        image: string
        type: string
        price: number
        shipped: boolean
        balance_after: number
        vouchers: { id: string; kind: 'digital' | 'event'; code: string }[]
      }
    | undefined
  if (!row) return null
  const status: PurchaseStatus = row.shipped ? 'preparing' : 'issued'
  return {
    item: { id: row.id, name: row.name, image: row.image, type: row.type },
    purchase: {
      id: purchaseId,
      userId,
      itemId,
      quantity,
      unitPrice: row.price,
      totalPrice: row.price * quantity,
      status,
      trackingNumber: row.shipped ? input.trackingNumber : null,
      shippingAddress: row.shipped ? input.address : null,
      carrier: null,
      carrierTracking: null,
      shippedAt: null,
      deliveredAt: null,
      cancelledAt: null,
      cancelReason: null,
      createdAt: input.now,
    },
    vouchers: row.vouchers.map((v) => ({
      id: v.id,
      purchaseId,
      userId,
      kind: v.kind,
      code: v.code,
      usedAt: null,
      usedFor: null,
      createdAt: input.now,
    })),
    koin: row.balance_after,
  }
}
