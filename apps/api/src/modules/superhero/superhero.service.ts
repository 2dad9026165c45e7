import { eq } from 'drizzle-orm'
import { pageFrom, type Page } from '@klass/contract/envelope'
import type { SuperheroCard } from '@klass/contract/superhero'
import { posts } from '@klass/db/schema/posts'
import { superheroes } from '@klass/db/schema/superhero'
import type { AppContext } from '../../context'
import { DomainError } from '../../lib/domain-error'
import { findPostCards, pagePostCards, publishedOfTypes } from '../../repos/post-cards.repo'
import { findSuperheroCards, toSuperheroCard } from '../../repos/superhero-cards.repo'
import * as repo from './superhero.repo'

const LATEST_TALKS = 4
const DETAIL_TALKS = 20

/** Talks are posts of type superhero-talk, optionally of one hero. */
const talksOf = (heroId?: number) =>
  publishedOfTypes(['superhero-talk'], heroId ? eq(posts.heroId, heroId) : undefined)

export function createSuperheroService(ctx: AppContext) {
  const { db, storage } = ctx

  return {
    /** SPEC 7 GET /superhero: the years, the newest year's heroes and the latest talks. */
    async overview(viewerId: string | null) {
      const years = await repo.superheroYears(db)
      const newest = years[0]?.year
      const [heroes, latestTalks] = await Promise.all([
        newest ? findSuperheroCards(db, storage, { where: eq(superheroes.year, newest), limit: 100 }) : [],
        findPostCards(db, storage, { where: talksOf(), limit: LATEST_TALKS, viewerId }),
      ])
      return { years, heroes, latest_talks: latestTalks }
    },

    /** SPEC 7 GET /superhero/posts?page&limit&talk: talks, of one hero when `talk` names them. */
    async talks(query: { talk?: number; page: number; limit: number }, viewerId: string | null) {
      if (query.talk && !(await repo.findSuperhero(db, query.talk)))
        throw new DomainError('SUPERHERO_NOT_FOUND')
      return pagePostCards(db, storage, { where: talksOf(query.talk), ...query, viewerId })
    },

    /** SPEC 7 GET /superhero/users?year&page&limit: the heroes, of one year when asked. */
    async heroes(query: { year?: number; page: number; limit: number }): Promise<Page<SuperheroCard>> {
      const where = query.year ? eq(superheroes.year, query.year) : undefined
      const [items, total] = await Promise.all([
        findSuperheroCards(db, storage, {
          where,
          limit: query.limit,
          offset: (query.page - 1) * query.limit,
        }),
        repo.countSuperheroes(db, query.year),
      ])
      return pageFrom(items, total, query.page, query.limit)
    },

    /** SPEC 7 GET /superhero/detail?id: the hero's story, achievements and talks. */
    async detail(id: number, viewerId: string | null) {
      const row = await repo.findSuperhero(db, id)
      if (!row) throw new DomainError('SUPERHERO_NOT_FOUND')
      const talks = await findPostCards(db, storage, { where: talksOf(id), limit: DETAIL_TALKS, viewerId })
      return {
        ...toSuperheroCard(row, storage),
        story: row.hero.story,
        achievements: row.hero.achievements,
        talks,
      }
    },
  }
}
