import { superquestCalls } from '@klass/contract/routes/superquest'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { call, callQuery } from '../../../lib/call'

/** GET /v2/api/superQuest/premiumGiftHistory?page&limit — every SUPERQUEST parcel, newest first. */
export function getPremiumGiftHistory(page: number, limit: number) {
  return call(superquestCalls.premiumGiftHistory, { query: { page, limit } })
}

export const premiumGiftHistoryQuery = (page: number, limit: number) => ({
  ...callQuery(superquestCalls.premiumGiftHistory, { query: { page, limit } }),
  placeholderData: keepPreviousData,
})

export function usePremiumGiftHistory(page: number, limit: number) {
  return useQuery(premiumGiftHistoryQuery(page, limit))
}
