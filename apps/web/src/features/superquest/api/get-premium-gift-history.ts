import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Page } from '@klass/contract/envelope'
import { superquestPaths, type PremiumGiftShipment } from '@klass/contract/superquest'
import { api } from '../../../lib/api-client'

/** GET /v2/api/superQuest/premiumGiftHistory?page&limit — every SUPERQUEST parcel, newest first. */
export function getPremiumGiftHistory(page: number, limit: number): Promise<Page<PremiumGiftShipment>> {
  return api.get<Page<PremiumGiftShipment>>(superquestPaths.premiumGiftHistory, { query: { page, limit } })
}

export const premiumGiftHistoryQuery = (page: number, limit: number) =>
  queryOptions({
    queryKey: ['superquest', 'premium-gifts', { page, limit }] as const,
    queryFn: () => getPremiumGiftHistory(page, limit),
    placeholderData: keepPreviousData,
  })

export function usePremiumGiftHistory(page: number, limit: number) {
  return useQuery(premiumGiftHistoryQuery(page, limit))
}
