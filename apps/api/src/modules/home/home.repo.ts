import { and, asc, desc, eq, gt } from 'drizzle-orm'
import { koinToString } from '@klass/contract/money'
import { storeItemTypeLabels, storeItemTypes, type StoreItemType } from '@klass/contract/store'
import type { Database } from '@klass/db/client'
import { homeBanners } from '@klass/db/schema/home'
import { storeItems } from '@klass/db/schema/store'
import { namedRead } from '../../lib/database-connections'
import type { FileStorage } from '../../lib/storage'

export async function activeBanners(db: Database, storage: FileStorage) {
  const rows = await db
    .select()
    .from(homeBanners)
    .where(eq(homeBanners.active, true))
    .orderBy(asc(homeBanners.position), asc(homeBanners.id))
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    image: storage.publicUrl(row.image),
    link: row.link,
  }))
}

const onSale = and(eq(storeItems.active, true), gt(storeItems.stockRemaining, 0))

/** Store gifts a member can still get, most wanted first; of one store type or of all. */
export async function premiumsOnSale(
  db: Database,
  storage: FileStorage,
  query: { category?: StoreItemType; limit: number },
) {
  const rows = await db
    .select()
    .from(storeItems)
    .where(and(onSale, query.category ? eq(storeItems.type, query.category) : undefined))
    .orderBy(desc(storeItems.sold), desc(storeItems.createdAt), asc(storeItems.slug))
    .limit(query.limit)
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    image: storage.publicUrl(row.image),
    koin: koinToString(row.price),
    category: row.type as StoreItemType,
  }))
}

/** The store types that have gifts on sale, in the store's order, with their Thai names. */
export async function premiumCategories(db: Database) {
  const rows = await db.selectDistinct({ type: storeItems.type }).from(storeItems).where(onSale)
  const present = new Set(rows.map((row) => row.type))
  return storeItemTypes
    .filter((type) => present.has(type))
    .map((type) => ({ id: type, name: storeItemTypeLabels[type] }))
}

const LIKED_ON_HOME = {
  name: 'liked-on-home',
  text: `select
    array(select post_id from post_likes where user_id = $1 and post_id = any($2::bigint[])) as posts,
    array(select video_id from video_likes where user_id = $1 and video_id = any($3::int[])) as videos`,
}

/** Which of the home page's articles and videos the member likes, in one statement. */
export async function likedOnHome(db: Database, userId: string, postIds: number[], videoIds: number[]) {
  const [row] = await namedRead<{ posts: number[]; videos: number[] }>(db, LIKED_ON_HOME, [
    userId,
    postIds,
    videoIds,
  ])
  return { posts: new Set(row?.posts ?? []), videos: new Set(row?.videos ?? []) }
}
