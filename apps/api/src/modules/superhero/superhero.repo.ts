import { count, desc, eq } from 'drizzle-orm'
import type { Database } from '@klass/db/client'
import { superheroes } from '@klass/db/schema/superhero'
import { selectSuperheroCards } from '../../repos/superhero-cards.repo'

export async function findSuperhero(db: Database, id: number) {
  const [row] = await selectSuperheroCards(db).where(eq(superheroes.id, id))
  return row ?? null
}

export async function countSuperheroes(db: Database, year: number | undefined) {
  const [row] = await db
    .select({ n: count() })
    .from(superheroes)
    .where(year ? eq(superheroes.year, year) : undefined)
  return row?.n ?? 0
}

/** The years that have super heroes, newest first, with how many each. */
export async function superheroYears(db: Database) {
  return db
    .select({ year: superheroes.year, count: count() })
    .from(superheroes)
    .groupBy(superheroes.year)
    .orderBy(desc(superheroes.year))
}
