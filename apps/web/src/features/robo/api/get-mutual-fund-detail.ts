import { roboCalls } from '@klass/contract/routes/robo'
import type { TransactionType } from '@klass/contract/robo'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { dataQuery } from '../../../lib/call'

/** Transactions per page on the dashboard. */
export const TRANSACTIONS_PAGE_SIZE = 20

export type DetailParams = { accountId: string; type?: TransactionType | 'all'; page?: number }

/** One account: value, holdings against the plan, the goal's fan, and a page of transactions of one type. */
export const accountDetailQuery = ({ accountId, type = 'all', page = 1 }: DetailParams) =>
  dataQuery(roboCalls.getMutualFundDetail, {
    query: { accountId, type, page, limit: TRANSACTIONS_PAGE_SIZE },
  })

/**
 * SPEC 8: an error of this call is kept as the query's state (and shown with a retry), never dropped for a
 * blank page; the previous page of transactions stays while the next type or page loads.
 */
export function useAccountDetail(params: DetailParams | null) {
  return useQuery({
    ...accountDetailQuery(params ?? { accountId: '' }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  })
}
