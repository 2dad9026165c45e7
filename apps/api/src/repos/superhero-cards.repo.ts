import { desc, sql, type SQL } from 'drizzle-orm'
import type { SuperheroCard } from '@klass/contract/superhero'
import type { Executor } from '@klass/db/client'
import { posts } from '@klass/db/schema/posts'
import { superheroes } from '@klass/db/schema/superhero'
import type { FileStorage } from '../lib/storage'

/** Super-hero cards are shown by the super-hero and home features alike. */
export function selectSuperheroCards(db: Executor) {
  return db
    .select({
      hero: superheroes,
      // Written out with an alias: a single-table select leaves columns unqualified, and `id` would be the post's.
      talkCount: sql<number>`(select count(*) from ${posts} as talk where talk.hero_id = ${superheroes}.id and talk.status = 'published')::int`,
    })
    .from(superheroes)
}

export type SuperheroCardRow = Awaited<ReturnType<typeof selectSuperheroCards>>[number]

export function toSuperheroCard({ hero, talkCount }: SuperheroCardRow, storage: FileStorage): SuperheroCard {
  return {
    id: hero.id,
    year: hero.year,
    name: hero.name,
    nickname: hero.nickname,
    age: hero.age,
    affiliation: hero.affiliation,
    title: hero.title,
    quote: hero.quote,
    avatar: storage.publicUrl(hero.avatar),
    talk_count: talkCount,
  }
}

/** Newest year first, then the order Klass chose. */
export const superheroOrder = [desc(superheroes.year), superheroes.position, superheroes.id]

export async function findSuperheroCards(
  db: Executor,
  storage: FileStorage,
  query: { where: SQL | undefined; limit: number; offset?: number },
) {
  const rows = await selectSuperheroCards(db)
    .where(query.where)
    .orderBy(...superheroOrder)
    .limit(query.limit)
    .offset(query.offset ?? 0)
  return rows.map((row) => toSuperheroCard(row, storage))
}

/** The super heroes of the latest year. */
export const ofLatestYear: SQL = sql`${superheroes.year} = (select max(${superheroes.year}) from ${superheroes})`
