import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '@klass/db/client'
import { posts } from '@klass/db/schema/posts'
import { superheroes } from '@klass/db/schema/superhero'
import { videos } from '@klass/db/schema/video'
import type { ArticleListQuery } from '@klass/contract/admin-content'
import { articleTypes } from '@klass/contract/admin-content'
import { pageOffset } from '@klass/contract/envelope'
import { containing } from '../../lib/like-pattern'
import { keywordCondition } from '../posts/posts.repo'

/** Klass's own articles: the team's posts (no member or super hero wrote them) of the clubs and the guide. */
const klassArticle = and(isNull(posts.authorId), isNull(posts.heroId))

export async function articlePage(db: Executor, query: ArticleListQuery) {
  const conditions: (SQL | undefined)[] = [
    klassArticle,
    sql`${posts.type} in (${sql.join(
      articleTypes.map((type) => sql`${type}`),
      sql`, `,
    )})`,
    query.status ? eq(posts.status, query.status) : undefined,
    query.type ? eq(posts.type, query.type) : undefined,
    query.q ? keywordCondition(query.q, 'all') : undefined,
  ]
  const where = and(...conditions)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(posts)
      .where(where)
      .orderBy(desc(posts.updatedAt), desc(posts.id))
      .limit(query.limit)
      .offset(pageOffset(query.page, query.limit)),
    db.select({ n: count() }).from(posts).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

export function isKlassArticle(row: { authorId: string | null; heroId: number | null; type: string }) {
  return (
    row.authorId === null && row.heroId === null && (articleTypes as readonly string[]).includes(row.type)
  )
}

export async function superheroPage(
  db: Executor,
  query: { year?: number | undefined; q?: string | undefined; page: number; limit: number },
) {
  const pattern = query.q ? containing(query.q) : null
  const where = and(
    query.year ? eq(superheroes.year, query.year) : undefined,
    pattern
      ? sql`(${superheroes.name} ilike ${pattern} or ${superheroes.nickname} ilike ${pattern})`
      : undefined,
  )
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(superheroes)
      .where(where)
      .orderBy(desc(superheroes.year), asc(superheroes.position), asc(superheroes.id))
      .limit(query.limit)
      .offset(pageOffset(query.page, query.limit)),
    db.select({ n: count() }).from(superheroes).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

export async function findSuperhero(tx: Executor, id: number, options: { lock?: boolean } = {}) {
  const query = tx.select().from(superheroes).where(eq(superheroes.id, id))
  const [row] = options.lock ? await query.for('update') : await query
  return row ?? null
}

export async function videoPage(
  db: Executor,
  query: { q?: string | undefined; page: number; limit: number },
) {
  const pattern = query.q ? containing(query.q) : null
  const where = pattern ? sql`${videos.title} ilike ${pattern}` : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(videos)
      .where(where)
      .orderBy(desc(videos.publishedAt), desc(videos.id))
      .limit(query.limit)
      .offset(pageOffset(query.page, query.limit)),
    db.select({ n: count() }).from(videos).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

export async function findVideo(tx: Executor, id: number, options: { lock?: boolean } = {}) {
  const query = tx.select().from(videos).where(eq(videos.id, id))
  const [row] = options.lock ? await query.for('update') : await query
  return row ?? null
}
