import { storeCalls } from '@klass/contract/routes/store'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { callQuery } from '../../../lib/call'

/** The member's purchases, newest first. */
export const purchaseHistoryQuery = (page: number, limit: number) => ({
  ...callQuery(storeCalls.history, { query: { page, limit } }),
  placeholderData: keepPreviousData,
})

export function usePurchaseHistory(page: number, limit: number) {
  return useQuery(purchaseHistoryQuery(page, limit))
}
