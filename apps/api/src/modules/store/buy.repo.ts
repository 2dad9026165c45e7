import { randomUUID } from 'node:crypto'
import { GUARDIAN_AGE_YEARS } from '@klass/contract/auth'
import type { ShippingAddress } from '@klass/contract/shipping'
import { shippedItemTypes, type PurchaseStatus } from '@klass/contract/store'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import type { Database } from '@klass/db/client'
import type { storePurchases, storeVouchers } from '@klass/db/schema/store'
import { balanceMoveParts } from '../../ledger/ledger'

// Issue 18, continued: with the stock in shards, a purchase still cost thirteen round trips to PostgreSQL (the
// item read, begin, the member's lock, their standing, their pieces bought, four for the ledger, the order, the
// activity, the stock, commit), and 50 members buying at once kept both cores busy with them: about 60 purchases
// a second. The usual purchase is now one round trip: the two statements below, sent together, which PostgreSQL
// runs as one transaction.

type PurchaseRow = typeof storePurchases.$inferSelect
type VoucherRow = typeof storeVouchers.$inferSelect

export type BoughtAtOnce = {
  item: { id: string; name: string; image: string; type: string }
  purchase: PurchaseRow
  vouchers: VoucherRow[]
  koin: number
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const literal = (value: string) => pg.escapeLiteral(value)
const textArray = (values: readonly string[]) => `array[${values.map(literal).join(', ')}]::text[]`
/** Voucher kinds by item type, as SQL: the kinds whose codes are issued at purchase. */
const VOUCHER_KIND = `case i.type when 'digital-voucher' then 'digital' when 'event-voucher' then 'event' end`

/**
 * The purchase in one round trip, when nothing can refuse it: the member's row locked (the same lock as
 * lockMember and the ledger), then one statement whose snapshot follows that lock, so what it reads of the member
 * (koins, standing, pieces bought, ledger moves) is what it writes on. It takes the pieces from a shard nobody
 * else holds (SKIP LOCKED) only when the item is on sale, the member's e-mail is confirmed, a shipped gift has an
 * address and needs no guardian's consent the member lacks, the member's limit and koins reach; then the koins
 * through the ledger's parts (balanceMoveParts), the order, its codes and the activity SUPERQUEST counts, each
 * done only when the part before it answered a row. Answers null when it did nothing: a refusal, the last
 * pieces, or every shard holding enough is being bought from. The caller then buys through the transaction
 * that checks each rule and answers why (store.service.ts), so these conditions only need to be enough, never
 * the only word.
 */
export async function buyAtOnce(
  db: Database,
  input: {
    userId: string
    itemId: string
    quantity: number
    address: ShippingAddress | null
    /** The member's Bangkok day (YYYY-MM-DD): who was born on or before it, GUARDIAN_AGE_YEARS back, needs no guardian. */
    today: string
    now: Date
    trackingNumber: string
    /** One per piece; issued only for the items that issue codes. */
    voucherCodes: string[]
  },
): Promise<BoughtAtOnce | null> {
  const { userId, itemId, quantity } = input
  if (!UUID.test(userId) || !UUID.test(itemId) || !Number.isSafeInteger(quantity) || quantity < 1)
    throw new Error('bad purchase request')
  if (input.voucherCodes.length !== quantity) throw new Error('one voucher code per piece')
  const purchaseId = randomUUID()
  const voucherIds = input.voucherCodes.map(() => randomUUID())
  const user = `${literal(userId)}::uuid`
  const item = `${literal(itemId)}::uuid`
  const now = `${literal(input.now.toISOString())}::timestamptz`
  const shipped = `i.type = any(${textArray(shippedItemTypes)})`
  const address = input.address ? `${literal(JSON.stringify(input.address))}::jsonb` : 'null::jsonb'
  // The day GUARDIAN_AGE_YEARS years back (29 February falls back to the 28th): born then or before, of age.
  const adultBornBy = `(${literal(input.today)}::date - interval '${GUARDIAN_AGE_YEARS} years')::date`
  const ledger = balanceMoveParts({
    userId,
    currency: 'koin',
    amount: `-(select price from item) * ${quantity}`,
    reason: 'STORE_BUY',
    activity: `(select 'แลก' || name from item) || ${literal(quantity > 1 ? ` จำนวน ${quantity} ชิ้น` : '')}`,
    refType: 'store_purchase',
    refId: purchaseId,
    at: input.now,
    after: 'taken',
  })
  const results = (await db.execute(
    sql.raw(`
    select 1 from users where id = ${user} for update;
    with item as (
      select i.id, i.name, i.image, i.type, i.price, i.limit_per_member, ${shipped} as shipped
      from store_items i where i.id = ${item} and i.active
    ),
    allowed as (
      select 1 from users u, item i
      where u.id = ${user}
        and u.email_confirmed_at is not null
        and u.koin >= i.price * ${quantity}
        and (not i.shipped or (${address} is not null and (u.birth_date is null
          or u.guardian_confirmed_at is not null or u.birth_date <= ${adultBornBy})))
        and (select coalesce(sum(p.quantity), 0) from store_purchases p
             where p.user_id = ${user} and p.item_id = ${item} and p.status <> 'cancelled')
            + ${quantity} <= i.limit_per_member
    ),
    taken as (
      update store_stock_shards set remaining = remaining - ${quantity}, sold = sold + ${quantity}
      where item_id = ${item} and shard = (
        select shard from store_stock_shards
        where item_id = ${item} and remaining >= ${quantity} and exists (select from allowed)
        order by shard limit 1 for update skip locked)
      returning shard
    ),
    ${ledger},
    purchase as (
      insert into store_purchases (id, user_id, item_id, quantity, unit_price, total_price, status,
        tracking_number, shipping_address, created_at)
      select ${literal(purchaseId)}::uuid, ${user}, i.id, ${quantity}, i.price, i.price * ${quantity},
        case when i.shipped then 'preparing' else 'issued' end,
        case when i.shipped then ${literal(input.trackingNumber)} end,
        case when i.shipped then ${address} end, ${now}
      from item i where exists (select from ledger_entry)
      returning id
    ),
    vouchers as (
      insert into store_vouchers (id, purchase_id, user_id, kind, code, created_at)
      select v.id, ${literal(purchaseId)}::uuid, ${user}, ${VOUCHER_KIND}, v.code, ${now}
      from item i, unnest(${textArray(voucherIds)}::uuid[], ${textArray(input.voucherCodes)}) as v(id, code)
      where ${VOUCHER_KIND} is not null and exists (select from purchase)
      returning id, kind, code
    ),
    activity as (
      insert into member_activities (user_id, kind, ref_id, created_at)
      select ${user}, 'store.bought', i.id::text, ${now} from item i where exists (select from purchase)
    )
    select i.id, i.name, i.image, i.type, i.price, i.shipped, e.balance_after,
      coalesce((select json_agg(json_build_object('id', id, 'kind', kind, 'code', code) order by code)
                from vouchers), '[]') as vouchers
    from item i, ledger_entry e`),
  )) as unknown as pg.QueryResult[]
  const row = results[1]?.rows[0] as
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
