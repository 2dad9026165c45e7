import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Page } from '@klass/contract/envelope'
import { storePaths, type StoreItem, type StoreItemType, type StoreSort } from '@klass/contract/store'
import { api } from '../../../lib/api-client'

export type StoreListParams = { type?: StoreItemType; sort: StoreSort; page: number; limit: number }

/** GET /v2/api/store?type&sort&page&limit — public; with a token each item says what the member may still buy. */
export function getStoreItems(params: StoreListParams): Promise<Page<StoreItem>> {
  return api.get<Page<StoreItem>>(storePaths.list, { query: params })
}

export const storeItemsQuery = (params: StoreListParams) =>
  queryOptions({
    queryKey: ['store', 'items', params] as const,
    queryFn: () => getStoreItems(params),
    placeholderData: keepPreviousData,
  })

export function useStoreItems(params: StoreListParams) {
  return useQuery(storeItemsQuery(params))
}
