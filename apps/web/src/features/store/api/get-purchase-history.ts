import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Page } from '@klass/contract/envelope'
import { storePaths, type Purchase } from '@klass/contract/store'
import { api } from '../../../lib/api-client'

/** GET /v2/api/store/history?page&limit — the member's purchases, newest first. */
export function getPurchaseHistory(page: number, limit: number): Promise<Page<Purchase>> {
  return api.get<Page<Purchase>>(storePaths.history, { query: { page, limit } })
}

export const purchaseHistoryQuery = (page: number, limit: number) =>
  queryOptions({
    queryKey: ['store', 'history', { page, limit }] as const,
    queryFn: () => getPurchaseHistory(page, limit),
    placeholderData: keepPreviousData,
  })

export function usePurchaseHistory(page: number, limit: number) {
  return useQuery(purchaseHistoryQuery(page, limit))
}
