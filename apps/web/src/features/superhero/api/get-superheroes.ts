import { superheroCalls } from '@klass/contract/routes/superhero'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { superheroDetail, superheroOverviewResponse } from '@klass/contract/superhero'
import type { z } from 'zod'
import { callQuery, dataQuery } from '../../../lib/call'

export type SuperheroOverview = z.infer<typeof superheroOverviewResponse>['data']
export type SuperheroDetail = z.infer<typeof superheroDetail>
export const SUPERHERO_PAGE_SIZE = 12

/** GET /v2/api/superhero — the years, the newest year's heroes and their latest talks. */
export const superheroOverviewQuery = () => ({
  ...dataQuery(superheroCalls.overview),
  staleTime: 5 * 60_000,
})

export function useSuperheroOverview() {
  return useQuery(superheroOverviewQuery())
}

/** GET /v2/api/superhero/detail?id — one hero's story, achievements and talks. */
export function useSuperhero(id: number | null) {
  return useQuery({
    ...dataQuery(superheroCalls.detail, { query: { id: id ?? 0 } }),
    enabled: id !== null,
  })
}

/** GET /v2/api/superhero/posts?talk&page&limit — the heroes' talks, optionally of one hero. */
export function useSuperheroTalks(talk: number | null, page: number) {
  return useQuery({
    ...callQuery(superheroCalls.posts, {
      query: { talk: talk ?? undefined, page, limit: SUPERHERO_PAGE_SIZE },
    }),
    placeholderData: keepPreviousData,
  })
}

/** GET /v2/api/superhero/users?year&page&limit — the heroes of one year (Gregorian year in the call). Public. */
export function useSuperheroesOfYear(year: number | null, page: number) {
  return useQuery({
    ...callQuery(superheroCalls.users, {
      query: { year: year ?? undefined, page, limit: SUPERHERO_PAGE_SIZE },
    }),
    placeholderData: keepPreviousData,
  })
}
