import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Page } from '@klass/contract/envelope'
import type { PostCard } from '@klass/contract/posts'
import type { SuperheroCard, superheroDetail, superheroOverviewResponse } from '@klass/contract/superhero'
import type { z } from 'zod'
import { api } from '../../../lib/api-client'

export type SuperheroOverview = z.infer<typeof superheroOverviewResponse>['data']
export type SuperheroDetail = z.infer<typeof superheroDetail>
export const SUPERHERO_PAGE_SIZE = 12

/** GET /v2/api/superhero — the years, the newest year's heroes and their latest talks. Public. */
export const superheroOverviewQuery = () =>
  queryOptions({
    queryKey: ['superhero', 'overview'] as const,
    queryFn: async () =>
      (await api.get<{ data: SuperheroOverview }>('/v2/api/superhero', { auth: false })).data,
    staleTime: 5 * 60_000,
  })

export function useSuperheroOverview() {
  return useQuery(superheroOverviewQuery())
}

/** GET /v2/api/superhero/detail?id — one hero's story, achievements and talks. */
export function useSuperhero(id: number | null) {
  return useQuery({
    queryKey: ['superhero', 'detail', id] as const,
    queryFn: async () =>
      (await api.get<{ data: SuperheroDetail }>('/v2/api/superhero/detail', { query: { id }, auth: false }))
        .data,
    enabled: id !== null,
  })
}

/** GET /v2/api/superhero/posts?talk&page&limit — the heroes' talks, optionally of one hero. */
export function useSuperheroTalks(talk: number | null, page: number) {
  return useQuery({
    queryKey: ['superhero', 'talks', { talk, page }] as const,
    queryFn: () =>
      api.get<Page<PostCard>>('/v2/api/superhero/posts', {
        query: { talk: talk ?? undefined, page, limit: SUPERHERO_PAGE_SIZE },
        auth: false,
      }),
    placeholderData: keepPreviousData,
  })
}

/** GET /v2/api/superhero/users?year&page&limit — the heroes of one year (Gregorian year in the call). */
export function useSuperheroesOfYear(year: number | null, page: number) {
  return useQuery({
    queryKey: ['superhero', 'users', { year, page }] as const,
    queryFn: () =>
      api.get<Page<SuperheroCard>>('/v2/api/superhero/users', {
        query: { year: year ?? undefined, page, limit: SUPERHERO_PAGE_SIZE },
        auth: false,
      }),
    placeholderData: keepPreviousData,
  })
}
