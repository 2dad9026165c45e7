import { pageOffset } from '@klass/contract/envelope'
import type { AdminItemsQuery, AdminOrdersQuery } from '@klass/contract/admin-store'
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '@klass/db/client'
import { users } from '@klass/db/schema/core'
import { storeItems, storePurchases, storeStockShards as shards } from '@klass/db/schema/store'
import { stockOf } from '../store/stock.repo'
import { containing } from '../../lib/like-pattern'

export type AdminItemRow = typeof storeItems.$inferSelect
export type OrderRow = {
  purchase: typeof storePurchases.$inferSelect
  item: { id: string; name: string; type: string }
  member: { id: string; email: string; displayName: string }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function selectItems(db: Executor) {
  const stock = stockOf(db)
  return db
    .select({
      item: storeItems,
      remaining: stock.remaining,
      sold: stock.sold,
    })
    .from(storeItems)
    .innerJoinLateral(stock, sql`true`)
}

export type ItemWithStock = { item: AdminItemRow; remaining: number; sold: number }

export async function listItems(db: Executor, query: AdminItemsQuery) {
  const where = and(
    query.q
      ? or(ilike(storeItems.name, containing(query.q)), ilike(storeItems.slug, containing(query.q)))
      : undefined,
    query.type ? eq(storeItems.type, query.type) : undefined,
    query.visibility === 'active' ? eq(storeItems.active, true) : undefined,
    query.visibility === 'hidden' ? eq(storeItems.active, false) : undefined,
  )
  const [rows, [totals]] = await Promise.all([
    selectItems(db)
      .where(where)
      .orderBy(desc(storeItems.createdAt), asc(storeItems.slug))
      .limit(query.limit)
      .offset(pageOffset(query.page, query.limit)),
    db.select({ total: count() }).from(storeItems).where(where),
  ])
  return { rows, total: totals?.total ?? 0 }
}

export async function findItem(db: Executor, id: string): Promise<ItemWithStock | null> {
  const [row] = await selectItems(db).where(eq(storeItems.id, id))
  return row ?? null
}

/** The item's row, locked until the transaction ends: one change of an item at a time. */
export async function lockItem(tx: Executor, id: string): Promise<AdminItemRow | null> {
  const [row] = await tx.select().from(storeItems).where(eq(storeItems.id, id)).for('update')
  return row ?? null
}

/** Every shard of the item, locked in shard order (as a purchase that needs several shards locks them). */
function lockShards(tx: Executor, itemId: string) {
  return tx
    .select({ shard: shards.shard, remaining: shards.remaining, sold: shards.sold })
    .from(shards)
    .where(eq(shards.itemId, itemId))
    .orderBy(asc(shards.shard))
    .for('update')
}

/**
 * Adds pieces to an item's stock, or takes pieces that are still for sale off it, in the caller's transaction.
 * The item's shards are locked in shard order, as a purchase that needs several shards locks them
 * (stock.repo.ts), so a stock change and purchases wait for each other and never deadlock; what a purchase took
 * is never given back or taken twice. Answers the pieces left before the change, or null when fewer than asked
 * to take are left.
 */
export async function changeStock(tx: Executor, itemId: string, change: number): Promise<number | null> {
  const locked = await lockShards(tx, itemId)
  const before = locked.reduce((sum, row) => sum + row.remaining, 0)
  const moves: { shard: number; pieces: number }[] = []
  if (change > 0) {
    // Spread over the shards as the insert trigger spreads a new item's stock.
    const n = locked.length
    locked.forEach((row, index) => {
      const pieces = Math.floor(change / n) + (index < change % n ? 1 : 0)
      if (pieces > 0) moves.push({ shard: row.shard, pieces })
    })
  } else {
    if (before < -change) return null
    let wanted = -change
    // From the fullest shards first, so the pieces left stay spread for buyers.
    for (const row of [...locked].sort((a, b) => b.remaining - a.remaining)) {
      if (wanted === 0) break
      const pieces = Math.min(row.remaining, wanted)
      if (pieces > 0) moves.push({ shard: row.shard, pieces: -pieces })
      wanted -= pieces
    }
  }
  if (moves.length > 0) {
    const values = sql.join(
      moves.map((m) => sql`(${m.shard}::smallint, ${m.pieces}::int)`),
      sql`, `,
    )
    await tx.execute(sql`
      update ${shards} s set remaining = s.remaining + t.pieces
      from (values ${values}) as t(shard, pieces)
      where s.item_id = ${itemId} and s.shard = t.shard`)
  }
  return before
}

/**
 * Puts the pieces of a cancelled order back on sale, in the caller's transaction: they leave `sold` and join
 * `remaining`, shard by shard from the shards that sold most (a shard's `sold` never goes below zero). The
 * shards are locked in shard order, as changeStock and purchases lock them.
 */
export async function returnStock(tx: Executor, itemId: string, quantity: number): Promise<void> {
  const locked = await lockShards(tx, itemId)
  const moves = new Map<number, { pieces: number; sold: number }>()
  let wanted = quantity
  for (const row of [...locked].sort((a, b) => b.sold - a.sold)) {
    if (wanted === 0) break
    const pieces = Math.min(row.sold, wanted)
    if (pieces > 0) moves.set(row.shard, { pieces, sold: pieces })
    wanted -= pieces
  }
  // Pieces no shard counted as sold still come back on sale, to the first shard.
  const first = locked[0]
  if (wanted > 0 && first) {
    const move = moves.get(first.shard) ?? { pieces: 0, sold: 0 }
    moves.set(first.shard, { pieces: move.pieces + wanted, sold: move.sold })
  }
  if (moves.size === 0) return
  const values = sql.join(
    [...moves].map(([shard, m]) => sql`(${shard}::smallint, ${m.pieces}::int, ${m.sold}::int)`),
    sql`, `,
  )
  await tx.execute(sql`
    update ${shards} s set remaining = s.remaining + t.pieces, sold = s.sold - t.sold
    from (values ${values}) as t(shard, pieces, sold)
    where s.item_id = ${itemId} and s.shard = t.shard`)
}

/** The item's own copy of its stock, and its total (left + sold), from its shards: after a stock change. */
export async function writeStockTotals(tx: Executor, itemId: string) {
  await tx.execute(sql`
    update ${storeItems} i set stock_remaining = s.remaining, sold = s.sold, stock_total = s.remaining + s.sold
    from (select coalesce(sum(remaining), 0)::int as remaining, coalesce(sum(sold), 0)::int as sold
          from ${shards} where item_id = ${itemId}) s
    where i.id = ${itemId}`)
}

function selectOrders(db: Executor) {
  return db
    .select({
      purchase: storePurchases,
      item: { id: storeItems.id, name: storeItems.name, type: storeItems.type },
      member: { id: users.id, email: users.email, displayName: users.displayName },
    })
    .from(storePurchases)
    .innerJoin(storeItems, eq(storeItems.id, storePurchases.itemId))
    .innerJoin(users, eq(users.id, storePurchases.userId))
}

export async function listOrders(db: Executor, query: AdminOrdersQuery) {
  const q = query.q?.trim()
  const search: SQL | undefined = q
    ? UUID.test(q)
      ? eq(storePurchases.id, q)
      : ilike(users.email, containing(q))
    : undefined
  const where = and(query.status ? eq(storePurchases.status, query.status) : undefined, search)
  const [rows, [totals]] = await Promise.all([
    selectOrders(db)
      .where(where)
      .orderBy(desc(storePurchases.createdAt), desc(storePurchases.id))
      .limit(query.limit)
      .offset(pageOffset(query.page, query.limit)),
    db
      .select({ total: count() })
      .from(storePurchases)
      .innerJoin(users, eq(users.id, storePurchases.userId))
      .where(where),
  ])
  return { rows: rows as OrderRow[], total: totals?.total ?? 0 }
}

export async function findOrder(db: Executor, id: string): Promise<OrderRow | null> {
  const [row] = await selectOrders(db).where(eq(storePurchases.id, id))
  return (row as OrderRow | undefined) ?? null
}

/** The order locked for a change of its status, with its item and member. */
export async function lockOrder(tx: Executor, id: string): Promise<OrderRow | null> {
  const [row] = await selectOrders(tx).where(eq(storePurchases.id, id)).for('update', { of: storePurchases })
  return (row as OrderRow | undefined) ?? null
}

/** The unique index a write broke, if it broke one. */
export function uniqueViolation(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } }
  if (e?.code === '23505') return e.constraint ?? ''
  if (e?.cause?.code === '23505') return e.cause.constraint ?? ''
  return null
}

/** Another order already shipped with this carrier's number. */
export async function trackingOwner(tx: Executor, carrier: string, number: string, orderId: string) {
  const [row] = await tx
    .select({ id: storePurchases.id })
    .from(storePurchases)
    .where(
      and(
        eq(storePurchases.carrier, carrier),
        eq(storePurchases.carrierTracking, number),
        sql`${storePurchases.id} <> ${orderId}`,
      ),
    )
  return row?.id ?? null
}

export async function updateOrder(
  tx: Executor,
  id: string,
  change: Partial<typeof storePurchases.$inferInsert>,
) {
  const [row] = await tx.update(storePurchases).set(change).where(eq(storePurchases.id, id)).returning()
  return row!
}

/** A LINE message about the order for a member who linked LINE, written with the change it tells of. */
export async function queueLineMessage(
  tx: Executor,
  message: { userId: string; kind: string; refId: string; text: string; at: Date },
) {
  await tx.execute(sql`
    insert into messaging_outbox (user_id, channel, kind, ref_id, text, send_after)
    select ${message.userId}, 'line', ${message.kind}, ${message.refId}, ${message.text}, ${message.at}
    where exists (select 1 from user_identities where user_id = ${message.userId} and provider = 'line')
    on conflict do nothing`)
}

/** The order a parcel's Klass reference (printed on its label) belongs to. */
export async function orderIdOfReference(db: Executor, reference: string): Promise<string | null> {
  const [row] = await db
    .select({ id: storePurchases.id })
    .from(storePurchases)
    .where(eq(storePurchases.trackingNumber, reference))
  return row?.id ?? null
}
