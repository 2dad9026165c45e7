import { asc, eq, sql } from 'drizzle-orm'
import type pg from 'pg'
import type { Executor } from '@klass/db/client'
import { storeItems, storeStockShards as shards } from '@klass/db/schema/store'

// Issue 18: a gift's stock lives in shards (packages/db/src/schema/store.ts), so that members buying the same
// gift at once lock different rows. With one row per gift, each buyer waited for the previous one's commit to
// reach the disk, and 50 buyers made about 80 purchases a second; on different rows their commits are flushed
// together.

export type Taken = { taken: true } | { taken: false; remaining: number }

/**
 * Takes `quantity` pieces of the item inside the purchase's transaction, or answers how many are left when
 * fewer than that remain. Never takes more than a shard holds: the conditions below, backed by the CHECK.
 *
 * 1. From one shard that holds enough and that nobody else has locked (SKIP LOCKED): the usual case, one
 *    statement that never waits.
 * 2. Every shard holding enough is being bought from: wait for one of them, picked at random.
 * 3. No single shard holds enough (the last pieces, or more pieces than a shard holds): lock all the item's
 *    shards in shard order, then take from several, or refuse when their sum is short.
 *
 * Deadlocks: a purchase takes its stock last, after the member's row, and waits for nothing after it, so a
 * transaction holding a shard is either committing or in step 3 waiting for a higher shard. Step 1 never waits.
 * A row locked to be re-checked stays locked even when it no longer qualifies (PostgreSQL's READ COMMITTED), so
 * steps 2 and 3 each begin by rolling back to the savepoint taken with step 1, which gives such locks back:
 * step 2 then waits for one shard and step 3 for shards in ascending order, holding no other shard of the item.
 * No cycle of waits can form.
 */
export async function takeStock(tx: Executor, itemId: string, quantity: number): Promise<Taken> {
  if (await takeFromFreeShard(tx, itemId, quantity)) return { taken: true }
  await tx.execute(sql`rollback to savepoint stock`)
  const busy = await takeFromBusyShard(tx, itemId, quantity)
  if (busy.taken) return { taken: true }
  if (busy.remaining < quantity) return { taken: false, remaining: busy.remaining }
  await tx.execute(sql`rollback to savepoint stock`)
  return takeFromShardsInOrder(tx, itemId, quantity)
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Step 1: true when one shard that nobody else holds had enough and gave it. The savepoint that steps 2 and 3
 * roll back to goes with it in one round trip, as one simple query whose values are inlined (so checked first):
 * the usual purchase sends no more statements than it did when the stock was on the item's row.
 */
async function takeFromFreeShard(tx: Executor, itemId: string, quantity: number): Promise<boolean> {
  if (!UUID.test(itemId) || !Number.isSafeInteger(quantity) || quantity < 1)
    throw new Error('bad stock request')
  const [, taken] = (await tx.execute(
    sql.raw(`
    savepoint stock;
    update store_stock_shards set remaining = remaining - ${quantity}, sold = sold + ${quantity}
    where item_id = '${itemId}' and shard = (
      select shard from store_stock_shards where item_id = '${itemId}' and remaining >= ${quantity}
      order by shard limit 1 for update skip locked)
    returning shard`),
  )) as unknown as pg.QueryResult[]
  return taken!.rows.length > 0
}

/**
 * Step 2: waits for one shard that held enough when the statement began and takes from it if it still does.
 * `remaining` is what all the item's shards held then: fewer than asked means the stock is short.
 */
async function takeFromBusyShard(tx: Executor, itemId: string, quantity: number) {
  const result = await tx.execute<{ taken: number; remaining: number }>(sql`
    with taken as (
      update ${shards} set remaining = remaining - ${quantity}, sold = sold + ${quantity}
      where item_id = ${itemId} and remaining >= ${quantity} and shard = (
        select shard from ${shards} where item_id = ${itemId} and remaining >= ${quantity}
        order by random() limit 1)
      returning shard
    )
    select (select count(*) from taken)::int as taken,
      (select coalesce(sum(remaining), 0) from ${shards} where item_id = ${itemId})::int as remaining`)
  const row = result.rows[0]!
  return { taken: row.taken > 0, remaining: row.remaining }
}

/** Step 3: every shard of the item locked in shard order; the pieces taken from as many as it needs. */
async function takeFromShardsInOrder(tx: Executor, itemId: string, quantity: number): Promise<Taken> {
  const locked = await tx
    .select({ shard: shards.shard, remaining: shards.remaining })
    .from(shards)
    .where(eq(shards.itemId, itemId))
    .orderBy(asc(shards.shard))
    .for('update')
  const remaining = locked.reduce((sum, row) => sum + row.remaining, 0)
  if (remaining < quantity) return { taken: false, remaining }
  const takes: { shard: number; pieces: number }[] = []
  let wanted = quantity
  for (const row of locked) {
    if (wanted === 0) break
    const pieces = Math.min(row.remaining, wanted)
    if (pieces > 0) takes.push({ shard: row.shard, pieces })
    wanted -= pieces
  }
  const values = sql.join(
    takes.map((t) => sql`(${t.shard}::smallint, ${t.pieces}::int)`),
    sql`, `,
  )
  await tx.execute(sql`
    update ${shards} s set remaining = s.remaining - t.pieces, sold = s.sold + t.pieces
    from (values ${values}) as t(shard, pieces)
    where s.item_id = ${itemId} and s.shard = t.shard`)
  return { taken: true }
}

/** Pieces left and sold of an item, summed over its shards: a subquery to join beside each item row. */
export function stockOf(db: Executor) {
  return db
    .select({
      // Named apart from the item's own columns beside which they are selected.
      remaining: sql<number>`coalesce(sum(${shards.remaining}), 0)::int`.as('shards_remaining'),
      sold: sql<number>`coalesce(sum(${shards.sold}), 0)::int`.as('shards_sold'),
    })
    .from(shards)
    .where(eq(shards.itemId, storeItems.id))
    .as('stock')
}

/**
 * Copies an item's stock from its shards into its row, which the home page's premiums read (on sale, most sold
 * first). Sold only grows, so a copy from an older snapshot never overwrites a newer one (a writer that waited
 * for another's row finds it already ahead). True when the row changed.
 */
export async function copyStockToItem(db: Executor, itemId: string): Promise<boolean> {
  const result = await db.execute(sql`
    update ${storeItems} i set stock_remaining = s.remaining, sold = s.sold
    from (select coalesce(sum(remaining), 0)::int as remaining, coalesce(sum(sold), 0)::int as sold
          from ${shards} where item_id = ${itemId}) s
    where i.id = ${itemId}
      and (i.sold < s.sold or (i.sold = s.sold and i.stock_remaining <> s.remaining))`)
  return (result.rowCount ?? 0) > 0
}

/** The same for every item whose row differs from its shards: at start-up, after anything left a copy unwritten. */
export async function copyAllStockToItems(db: Executor): Promise<void> {
  await db.execute(sql`
    update ${storeItems} i set stock_remaining = s.remaining, sold = s.sold
    from (select item_id, sum(remaining)::int as remaining, sum(sold)::int as sold
          from ${shards} group by item_id) s
    where i.id = s.item_id and (i.stock_remaining, i.sold) is distinct from (s.remaining, s.sold)`)
}
