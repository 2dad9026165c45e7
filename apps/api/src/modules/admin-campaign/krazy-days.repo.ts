import { and, asc, count, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm'
import type { AdminKrazyDay } from '@klass/contract/admin-campaign'
import { superquestGifts, superquestKrazyDayItems, superquestKrazyDays } from '@klass/db/schema/superquest'
import type { Executor } from '@klass/db/client'

type DayRow = typeof superquestKrazyDays.$inferSelect
type ItemRow = typeof superquestKrazyDayItems.$inferSelect

/** Krazy days are announced one at a time: the overlap check and the write hold this lock together. */
export async function lockKrazyDayCalendar(tx: Executor) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('superquest_krazy_days'))`)
}

/** A krazy day other than `exceptId` whose hours cross [opensAt, closesAt). */
export async function overlapping(tx: Executor, opensAt: Date, closesAt: Date, exceptId: string | null) {
  const [row] = await tx
    .select({ id: superquestKrazyDays.id, title: superquestKrazyDays.title })
    .from(superquestKrazyDays)
    .where(
      and(
        lt(superquestKrazyDays.opensAt, closesAt),
        gt(superquestKrazyDays.closesAt, opensAt),
        exceptId ? ne(superquestKrazyDays.id, exceptId) : undefined,
      ),
    )
    .limit(1)
  return row ?? null
}

function toAdmin(day: DayRow, items: { item: ItemRow; giftName: string }[], now: Date): AdminKrazyDay {
  return {
    id: day.id,
    title: day.title,
    description: day.description,
    opensAt: day.opensAt.toISOString(),
    closesAt: day.closesAt.toISOString(),
    status: now < day.opensAt ? 'announced' : now < day.closesAt ? 'open' : 'closed',
    items: items.map(({ item, giftName }) => ({
      id: item.id,
      giftId: item.giftId,
      giftName,
      price: item.price,
      normalPrice: item.normalPrice,
      stockTotal: item.stockTotal,
      stockRemaining: item.stockRemaining,
    })),
  }
}

async function withItems(db: Executor, days: DayRow[], now: Date) {
  if (days.length === 0) return []
  const items = await db
    .select({ item: superquestKrazyDayItems, giftName: superquestGifts.name })
    .from(superquestKrazyDayItems)
    .innerJoin(superquestGifts, eq(superquestGifts.id, superquestKrazyDayItems.giftId))
    .where(
      inArray(
        superquestKrazyDayItems.krazyDayId,
        days.map((d) => d.id),
      ),
    )
    .orderBy(asc(superquestKrazyDayItems.position))
  return days.map((day) =>
    toAdmin(
      day,
      items.filter((i) => i.item.krazyDayId === day.id),
      now,
    ),
  )
}

export async function krazyDayPage(db: Executor, offset: number, limit: number, now: Date) {
  const [days, [total]] = await Promise.all([
    db
      .select()
      .from(superquestKrazyDays)
      .orderBy(desc(superquestKrazyDays.opensAt), asc(superquestKrazyDays.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(superquestKrazyDays),
  ])
  return { items: await withItems(db, days, now), total: total?.n ?? 0 }
}

export async function adminKrazyDay(db: Executor, id: string, now: Date): Promise<AdminKrazyDay | null> {
  const days = await db.select().from(superquestKrazyDays).where(eq(superquestKrazyDays.id, id))
  const [day] = await withItems(db, days, now)
  return day ?? null
}

export async function lockKrazyDay(tx: Executor, id: string) {
  const [day] = await tx
    .select()
    .from(superquestKrazyDays)
    .where(eq(superquestKrazyDays.id, id))
    .for('update')
  if (!day) return null
  const items = await tx
    .select()
    .from(superquestKrazyDayItems)
    .where(eq(superquestKrazyDayItems.krazyDayId, id))
    .orderBy(asc(superquestKrazyDayItems.position))
    .for('update')
  return { day, items }
}

export async function giftsExist(tx: Executor, ids: string[]): Promise<boolean> {
  const rows = await tx
    .select({ id: superquestGifts.id })
    .from(superquestGifts)
    .where(inArray(superquestGifts.id, ids))
  return rows.length === new Set(ids).size
}

export async function insertDay(
  tx: Executor,
  values: Pick<DayRow, 'title' | 'description' | 'opensAt' | 'closesAt'>,
) {
  const [row] = await tx.insert(superquestKrazyDays).values(values).returning()
  return row!
}

export async function updateDay(
  tx: Executor,
  id: string,
  values: Pick<DayRow, 'title' | 'description' | 'opensAt' | 'closesAt'>,
) {
  await tx.update(superquestKrazyDays).set(values).where(eq(superquestKrazyDays.id, id))
}

export async function insertItem(tx: Executor, values: Omit<ItemRow, 'id'>) {
  await tx.insert(superquestKrazyDayItems).values(values)
}

export async function updateItem(
  tx: Executor,
  id: string,
  values: Partial<Omit<ItemRow, 'id' | 'krazyDayId'>>,
) {
  await tx.update(superquestKrazyDayItems).set(values).where(eq(superquestKrazyDayItems.id, id))
}

export async function deleteItem(tx: Executor, id: string) {
  await tx.delete(superquestKrazyDayItems).where(eq(superquestKrazyDayItems.id, id))
}
