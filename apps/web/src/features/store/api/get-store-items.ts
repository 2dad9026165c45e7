import { storeCalls } from '@klass/contract/routes/store'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { StoreItemType, StoreSort } from '@klass/contract/store'
import { callQuery } from '../../../lib/call'

export type StoreListParams = { type?: StoreItemType; sort: StoreSort; page: number; limit: number }

/** Public; with a token each item says what the member may still buy. */
export const storeItemsQuery = (params: StoreListParams) => ({
  ...callQuery(storeCalls.list, { query: params }),
  placeholderData: keepPreviousData,
})

export function useStoreItems(params: StoreListParams) {
  return useQuery(storeItemsQuery(params))
}
