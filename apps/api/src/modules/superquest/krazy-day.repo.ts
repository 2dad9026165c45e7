import { asc, eq, gt, inArray } from 'drizzle-orm'
import { koinToString } from '@klass/contract/money'
import type { KrazyDay } from '@klass/contract/superquest'
import { superquestGifts, superquestKrazyDayItems, superquestKrazyDays } from '@klass/db/schema/superquest'
import { takeLimited } from '../../lib/limited'
import type { FileStorage } from '../../lib/storage'
import { thaiDateTime } from '../../lib/time'
import type { GiftRow } from './superquest.repo'
import type { Executor } from '@klass/db/client'

type DayRow = typeof superquestKrazyDays.$inferSelect
type ItemRow = typeof superquestKrazyDayItems.$inferSelect

/** The krazy day open now, or the next one announced. */
export async function nextKrazyDay(db: Executor, now: Date): Promise<DayRow | null> {
  const [row] = await db
    .select()
    .from(superquestKrazyDays)
    .where(gt(superquestKrazyDays.closesAt, now))
    .orderBy(asc(superquestKrazyDays.opensAt))
    .limit(1)
  return row ?? null
}

/** Days not yet closed, soonest first, each with its gifts. */
export async function comingKrazyDays(db: Executor, now: Date, limit: number) {
  const days = await db
    .select()
    .from(superquestKrazyDays)
    .where(gt(superquestKrazyDays.closesAt, now))
    .orderBy(asc(superquestKrazyDays.opensAt))
    .limit(limit)
  if (days.length === 0) return []
  const items = await db
    .select({ item: superquestKrazyDayItems, gift: superquestGifts })
    .from(superquestKrazyDayItems)
    .innerJoin(superquestGifts, eq(superquestGifts.id, superquestKrazyDayItems.giftId))
    .where(
      inArray(
        superquestKrazyDayItems.krazyDayId,
        days.map((d) => d.id),
      ),
    )
    .orderBy(asc(superquestKrazyDayItems.position))
  return days.map((day) => ({ day, items: items.filter((i) => i.item.krazyDayId === day.id) }))
}

export async function findKrazyItem(db: Executor, itemId: string) {
  const [row] = await db
    .select({ item: superquestKrazyDayItems, day: superquestKrazyDays, gift: superquestGifts })
    .from(superquestKrazyDayItems)
    .innerJoin(superquestKrazyDays, eq(superquestKrazyDays.id, superquestKrazyDayItems.krazyDayId))
    .innerJoin(superquestGifts, eq(superquestGifts.id, superquestKrazyDayItems.giftId))
    .where(eq(superquestKrazyDayItems.id, itemId))
  return row ?? null
}

/** Takes one piece of the day's own stock; false when none is left. */
export function takeKrazyStock(tx: Executor, itemId: string): Promise<boolean> {
  const items = superquestKrazyDayItems
  return takeLimited(tx, { table: items, id: items.id, remaining: items.stockRemaining }, itemId)
}

/** A krazy day as the one asking sees it; `redeemed` holds the member's item ids (null: a visitor). */
export function toKrazyDay(
  day: DayRow,
  items: { item: ItemRow; gift: GiftRow }[],
  storage: FileStorage,
  now: Date,
  redeemed: Set<string> | null,
): KrazyDay {
  return {
    id: day.id,
    title: day.title,
    description: day.description,
    opensAt: day.opensAt.toISOString(),
    closesAt: day.closesAt.toISOString(),
    opensAtLabel: thaiDateTime(day.opensAt),
    status: now < day.opensAt ? 'announced' : now < day.closesAt ? 'open' : 'closed',
    items: items.map(({ item, gift }) => ({
      id: item.id,
      gift: {
        id: gift.id,
        name: gift.name,
        description: gift.description,
        image: storage.publicUrl(gift.image),
      },
      price: koinToString(item.price),
      normalPrice: koinToString(item.normalPrice),
      stock: item.stockRemaining,
      stockTotal: item.stockTotal,
      redeemed: redeemed ? redeemed.has(item.id) : null,
    })),
  }
}
