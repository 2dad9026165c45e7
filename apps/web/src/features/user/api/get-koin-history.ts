import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Page } from '@klass/contract/envelope'
import { userPaths } from '@klass/contract/user'
import type { KoinHistoryItem } from '@klass/contract/user'
import { api } from '../../../lib/api-client'

export type { KoinHistoryItem }

/** GET /v2/api/user/koins?page&limit — koin history, newest first. */
export function getKoinHistory(page: number, limit: number): Promise<Page<KoinHistoryItem>> {
  return api.get<Page<KoinHistoryItem>>(userPaths.koins, { query: { page, limit } })
}

export const koinHistoryQuery = (page: number, limit: number) =>
  queryOptions({
    queryKey: ['user', 'koins', { page, limit }] as const,
    queryFn: () => getKoinHistory(page, limit),
    placeholderData: keepPreviousData,
  })

export function useKoinHistory(page: number, limit: number) {
  return useQuery(koinHistoryQuery(page, limit))
}
