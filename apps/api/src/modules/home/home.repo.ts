import { asc, eq } from 'drizzle-orm'
import type { Database } from '@klass/db/client'
import { homeBanners } from '@klass/db/schema/home'
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
