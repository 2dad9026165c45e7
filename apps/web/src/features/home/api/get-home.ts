import { queryOptions, useQuery } from '@tanstack/react-query'
import type { homeResponse, premiumItem } from '@klass/contract/home'
import type { ClubType, PostCard } from '@klass/contract/posts'
import type { z } from 'zod'
import { api } from '../../../lib/api-client'

export type HomeData = z.infer<typeof homeResponse>['data']
export type PremiumItem = z.infer<typeof premiumItem>

/** GET /v2/api/home — banners and the live sections of the home page. A public call (SPEC 7 notes). */
export const homeQuery = () =>
  queryOptions({
    queryKey: ['home'] as const,
    queryFn: async () => (await api.get<{ data: HomeData }>('/v2/api/home')).data,
    staleTime: 60_000,
  })

export function useHome() {
  return useQuery(homeQuery())
}

/** GET /v2/api/home/posts?category — the newest articles of one club (a tab of the articles section). */
export function useHomePosts(category: ClubType | null, initial: PostCard[] | undefined) {
  return useQuery({
    queryKey: ['home', 'posts', category ?? 'all'] as const,
    queryFn: async () =>
      (
        await api.get<{ data: PostCard[] }>('/v2/api/home/posts', {
          query: { category: category ?? undefined },
        })
      ).data,
    initialData: category === null ? initial : undefined,
    staleTime: 60_000,
  })
}

/** GET /v2/api/home/premiums?category — store premiums of one category. */
export function useHomePremiums(
  category: PremiumItem['category'] | null,
  initial: PremiumItem[] | undefined,
) {
  return useQuery({
    queryKey: ['home', 'premiums', category ?? 'all'] as const,
    queryFn: async () =>
      (
        await api.get<{ data: PremiumItem[] }>('/v2/api/home/premiums', {
          query: { category: category ?? undefined },
        })
      ).data,
    initialData: category === null ? initial : undefined,
    staleTime: 60_000,
  })
}
