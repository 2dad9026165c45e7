import { bankCalls } from '@klass/contract/routes/bank'
import type { RiskLevel } from '@klass/contract/bank'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { callQuery } from '../../../lib/call'

export type FundSearchParams = { type: RiskLevel | 'all'; q?: string; page: number; limit: number }

/** Practice funds by risk level and name or code, a page at a time; the last page stays while the next loads. */
export const fundSearchQuery = (params: FundSearchParams) => ({
  ...callQuery(bankCalls.searchFund, { query: params }),
  placeholderData: keepPreviousData,
})

export function useSearchFunds(params: FundSearchParams) {
  return useQuery(fundSearchQuery(params))
}
