import { randomUUID } from 'node:crypto'
import { pageOffset } from '@klass/contract/envelope'
import { and, asc, count, desc, eq, getTableColumns, inArray, ne, sql, type SQL } from 'drizzle-orm'
import { koinToString } from '@klass/contract/money'
import { carrierLabels, type Carrier, type ShippingAddress } from '@klass/contract/shipping'
import {
  isShippedType,
  LOW_STOCK_THRESHOLD,
  purchaseStatusLabels,
  storeItemTypeLabels,
  type Purchase,
  type PurchaseStatus,
  type StoreAvailability,
  type StoreItem,
  type StoreItemDetail,
  type StoreItemType,
  type StoreSort,
} from '@klass/contract/store'
import type { Database, Executor } from '@klass/db/client'
import { storeItems, storePurchases, storeVouchers } from '@klass/db/schema/store'
import { namedRead } from '../../lib/database-connections'
import type { FileStorage } from '../../lib/storage'
import { stockOf } from './stock.repo'

export type ItemRow = typeof storeItems.$inferSelect
/** What a member's token adds to an item: pieces already bought and koins in hand. */
export type Viewer = { koin: number; bought: number }

/** Items as the store shows them: stock left and sold summed over their shards (stock.repo.ts). */
function selectItems(db: Executor) {
  const stock = stockOf(db)
  const query = db
    .select({ ...getTableColumns(storeItems), stockRemaining: stock.remaining, sold: stock.sold })
    .from(storeItems)
    .innerJoinLateral(stock, sql`true`)
  return { query, stock }
}

const order = (sort: StoreSort, stock: { sold: SQL.Aliased<number> }): SQL[] =>
  ({
    newest: [desc(storeItems.createdAt), asc(storeItems.slug)],
    popular: [desc(stock.sold), desc(storeItems.createdAt), asc(storeItems.slug)],
    'price-asc': [asc(storeItems.price), asc(storeItems.slug)],
    'price-desc': [desc(storeItems.price), asc(storeItems.slug)],
  })[sort]

export async function listItems(
  db: Executor,
  query: { type?: StoreItemType; sort: StoreSort; page: number; limit: number },
) {
  const where = and(eq(storeItems.active, true), query.type ? eq(storeItems.type, query.type) : undefined)
  const items = selectItems(db)
  const [rows, [totals]] = await Promise.all([
    items.query
      .where(where)
      .orderBy(...order(query.sort, items.stock))
      .limit(query.limit)
      .offset(pageOffset(query.page, query.limit)),
    db.select({ total: count() }).from(storeItems).where(where),
  ])
  return { rows, total: totals?.total ?? 0 }
}

export async function findItem(db: Executor, id: string): Promise<ItemRow | null> {
  const [row] = await selectItems(db).query.where(and(eq(storeItems.id, id), eq(storeItems.active, true)))
  return row ?? null
}

/** Pieces of each item the member has bought and kept: a cancelled order (its koins refunded) counts no more. */
export async function boughtQuantities(db: Executor, userId: string, itemIds: string[]) {
  const bought = new Map<string, number>()
  if (itemIds.length === 0) return bought
  const rows = await db
    .select({ itemId: storePurchases.itemId, quantity: sql<number>`sum(${storePurchases.quantity})::int` })
    .from(storePurchases)
    .where(
      and(
        eq(storePurchases.userId, userId),
        inArray(storePurchases.itemId, itemIds),
        ne(storePurchases.status, 'cancelled'),
      ),
    )
    .groupBy(storePurchases.itemId)
  for (const row of rows) bought.set(row.itemId, row.quantity)
  return bought
}

const STORE_VIEWER = {
  name: 'store-viewer',
  text: `select u.koin, (
      select json_agg(json_build_array(kept.item_id, kept.quantity)) from (
        select item_id, sum(quantity)::int as quantity from store_purchases
        where user_id = $1 and item_id = any($2::uuid[]) and status <> 'cancelled'
        group by item_id
      ) kept
    ) as bought
    from users u where u.id = $1`,
}

/**
 * What a member's token adds to a page of items, in one statement: their koins, and the pieces of each item they
 * have bought and kept (as `boughtQuantities` counts them).
 */
export async function viewerOfItems(db: Database, userId: string, itemIds: string[]) {
  const [row] = await namedRead<{ koin: number; bought: [string, number][] | null }>(db, STORE_VIEWER, [
    userId,
    itemIds,
  ])
  return { koin: row?.koin ?? 0, bought: new Map(row?.bought ?? []) }
}

/**
 * One order and its voucher codes (one per piece, for the code kinds) in one statement: the codes' foreign key is
 * checked at its end, when the order is there. Answers the rows as written.
 */
export async function insertPurchase(
  tx: Executor,
  values: {
    id: string
    userId: string
    itemId: string
    quantity: number
    unitPrice: number
    status: PurchaseStatus
    trackingNumber: string | null
    shippingAddress: ShippingAddress | null
    createdAt: Date
  },
  codes: { kind: 'digital' | 'event'; code: string }[],
): Promise<{ purchase: PurchaseRow; vouchers: VoucherRow[] }> {
  const purchase: PurchaseRow = {
    ...values,
    totalPrice: values.unitPrice * values.quantity,
    carrier: null,
    carrierTracking: null,
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    cancelReason: null,
  }
  const vouchers: VoucherRow[] = codes.map(({ kind, code }) => ({
    id: randomUUID(),
    purchaseId: values.id,
    userId: values.userId,
    kind,
    code,
    usedAt: null,
    usedFor: null,
    createdAt: values.createdAt,
  }))
  const order = tx.insert(storePurchases).values(purchase)
  if (vouchers.length === 0) await order
  else
    await tx.execute(
      sql`with purchase as (${order.getSQL()}) ${tx.insert(storeVouchers).values(vouchers).getSQL()}`,
    )
  return { purchase, vouchers }
}

export async function purchaseHistory(db: Executor, userId: string, page: number, limit: number) {
  const where = eq(storePurchases.userId, userId)
  const [rows, [totals]] = await Promise.all([
    db
      .select({ purchase: storePurchases, item: storeItems })
      .from(storePurchases)
      .innerJoin(storeItems, eq(storeItems.id, storePurchases.itemId))
      .where(where)
      .orderBy(desc(storePurchases.createdAt), desc(storePurchases.id))
      .limit(limit)
      .offset(pageOffset(page, limit)),
    db.select({ total: count() }).from(storePurchases).where(where),
  ])
  const vouchers = await vouchersOf(
    db,
    rows.map((r) => r.purchase.id),
  )
  return {
    rows: rows.map((r) => ({ ...r, vouchers: vouchers.get(r.purchase.id) ?? [] })),
    total: totals?.total ?? 0,
  }
}

async function vouchersOf(db: Executor, purchaseIds: string[]) {
  const byPurchase = new Map<string, VoucherRow[]>()
  if (purchaseIds.length === 0) return byPurchase
  const rows = await db
    .select()
    .from(storeVouchers)
    .where(inArray(storeVouchers.purchaseId, purchaseIds))
    .orderBy(asc(storeVouchers.code))
  for (const row of rows) byPurchase.set(row.purchaseId, [...(byPurchase.get(row.purchaseId) ?? []), row])
  return byPurchase
}

type VoucherRow = typeof storeVouchers.$inferSelect
type PurchaseRow = typeof storePurchases.$inferSelect

/** How the item looks to the one asking: stock first, then the member's own limit and koins. */
function availabilityOf(row: ItemRow, viewer: Viewer | null): StoreAvailability {
  if (row.stockRemaining === 0) return 'sold-out'
  if (viewer && viewer.bought >= row.limitPerMember) return 'limit-reached'
  if (viewer && viewer.koin < row.price) return 'koin-short'
  return row.stockRemaining <= LOW_STOCK_THRESHOLD ? 'low-stock' : 'in-stock'
}

export function toStoreItem(row: ItemRow, storage: FileStorage, viewer: Viewer | null): StoreItem {
  const type = row.type as StoreItemType
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    summary: row.summary,
    type,
    typeLabel: storeItemTypeLabels[type],
    image: storage.publicUrl(row.image),
    price: koinToString(row.price),
    stock: row.stockRemaining,
    stockTotal: row.stockTotal,
    sold: row.sold,
    limitPerMember: row.limitPerMember,
    needsAddress: isShippedType(type),
    availability: availabilityOf(row, viewer),
    bought: viewer ? viewer.bought : null,
    canStillBuy: viewer
      ? Math.max(0, Math.min(row.limitPerMember - viewer.bought, row.stockRemaining))
      : null,
    createdAt: row.createdAt.toISOString(),
  }
}

export function toStoreItemDetail(
  row: ItemRow,
  storage: FileStorage,
  viewer: Viewer | null,
): StoreItemDetail {
  return { ...toStoreItem(row, storage, viewer), description: row.description, conditions: row.conditions }
}

export function toPurchase(
  purchase: PurchaseRow,
  item: Pick<ItemRow, 'id' | 'image' | 'name' | 'type'>,
  vouchers: VoucherRow[],
  storage: FileStorage,
): Purchase {
  const status = purchase.status as PurchaseStatus
  return {
    id: purchase.id,
    itemId: item.id,
    image: storage.publicUrl(item.image),
    name: item.name,
    type: item.type as StoreItemType,
    quantity: purchase.quantity,
    price: koinToString(purchase.totalPrice),
    tracking: purchase.trackingNumber,
    carrier: purchase.carrier ? (carrierLabels[purchase.carrier as Carrier] ?? purchase.carrier) : null,
    carrierTracking: purchase.carrierTracking,
    vouchers: vouchers.map((v) => ({ code: v.code, used: v.usedAt !== null })),
    status,
    statusLabel: purchaseStatusLabels[status],
    cancelReason: purchase.cancelReason,
    date: purchase.createdAt.toISOString(),
  }
}
