import { pageOffset } from '@klass/contract/envelope'
import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm'
import { koinToString } from '@klass/contract/money'
import type { ShippingAddress } from '@klass/contract/shipping'
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
import type { Executor } from '@klass/db/client'
import { users } from '@klass/db/schema/core'
import { storeItems, storePurchases, storeVouchers } from '@klass/db/schema/store'
import type { FileStorage } from '../../lib/storage'

export type ItemRow = typeof storeItems.$inferSelect
/** What a member's token adds to an item: pieces already bought and koins in hand. */
export type Viewer = { koin: number; bought: number }

const order: Record<StoreSort, ReturnType<typeof desc>[]> = {
  newest: [desc(storeItems.createdAt), asc(storeItems.slug)],
  popular: [desc(storeItems.sold), desc(storeItems.createdAt), asc(storeItems.slug)],
  'price-asc': [asc(storeItems.price), asc(storeItems.slug)],
  'price-desc': [desc(storeItems.price), asc(storeItems.slug)],
}

export async function listItems(
  db: Executor,
  query: { type?: StoreItemType; sort: StoreSort; page: number; limit: number },
) {
  const where = and(eq(storeItems.active, true), query.type ? eq(storeItems.type, query.type) : undefined)
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(storeItems)
      .where(where)
      .orderBy(...order[query.sort])
      .limit(query.limit)
      .offset(pageOffset(query.page, query.limit)),
    db.select({ total: count() }).from(storeItems).where(where),
  ])
  return { rows, total: totals?.total ?? 0 }
}

export async function findItem(db: Executor, id: string): Promise<ItemRow | null> {
  const [row] = await db
    .select()
    .from(storeItems)
    .where(and(eq(storeItems.id, id), eq(storeItems.active, true)))
  return row ?? null
}

export async function memberKoin(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ koin: users.koin }).from(users).where(eq(users.id, userId))
  return row?.koin ?? 0
}

/** Pieces of each item the member has bought. */
export async function boughtQuantities(db: Executor, userId: string, itemIds: string[]) {
  const bought = new Map<string, number>()
  if (itemIds.length === 0) return bought
  const rows = await db
    .select({ itemId: storePurchases.itemId, quantity: sql<number>`sum(${storePurchases.quantity})::int` })
    .from(storePurchases)
    .where(and(eq(storePurchases.userId, userId), inArray(storePurchases.itemId, itemIds)))
    .groupBy(storePurchases.itemId)
  for (const row of rows) bought.set(row.itemId, row.quantity)
  return bought
}

/** Takes `quantity` pieces in one conditional UPDATE; null when fewer are left. */
export async function takeStock(tx: Executor, itemId: string, quantity: number): Promise<number | null> {
  const [row] = await tx
    .update(storeItems)
    .set({
      stockRemaining: sql`${storeItems.stockRemaining} - ${quantity}`,
      sold: sql`${storeItems.sold} + ${quantity}`,
    })
    .where(and(eq(storeItems.id, itemId), gte(storeItems.stockRemaining, quantity)))
    .returning({ remaining: storeItems.stockRemaining })
  return row ? row.remaining : null
}

export async function stockRemaining(tx: Executor, itemId: string): Promise<number> {
  const [row] = await tx
    .select({ remaining: storeItems.stockRemaining })
    .from(storeItems)
    .where(eq(storeItems.id, itemId))
  return row?.remaining ?? 0
}

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
) {
  const [row] = await tx
    .insert(storePurchases)
    .values({ ...values, totalPrice: values.unitPrice * values.quantity })
    .returning()
  return row!
}

export async function insertVouchers(
  tx: Executor,
  rows: { purchaseId: string; userId: string; kind: 'digital' | 'event'; code: string; createdAt: Date }[],
) {
  if (rows.length === 0) return []
  return tx.insert(storeVouchers).values(rows).returning()
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
  item: ItemRow,
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
    vouchers: vouchers.map((v) => ({ code: v.code, used: v.usedAt !== null })),
    status,
    statusLabel: purchaseStatusLabels[status],
    date: purchase.createdAt.toISOString(),
  }
}
