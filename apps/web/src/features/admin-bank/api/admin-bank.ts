import { adminBankCalls } from '@klass/contract/routes/admin-bank'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call, callQuery, dataQuery, groupKeyOf, type CallInput } from '../../../lib/call'

export const NEWS_PAGE_SIZE = 20

/** GET /v2/api/admin/bank/rate-tables — every practice rate table, newest first. */
export const useRateTables = () => useQuery(dataQuery(adminBankCalls.rateTables))

/** GET /v2/api/admin/bank/funds — every practice fund with its latest NAV. */
export const useAdminFunds = () => useQuery(dataQuery(adminBankCalls.funds))

/** GET /v2/api/admin/bank/funds/:id/nav — five years of a fund's NAV, read when its panel opens. */
export const useFundNav = (id: string) => useQuery(dataQuery(adminBankCalls.fundNav, { params: { id } }))

/** GET /v2/api/admin/bank/robo-news — the robo's news, newest first. */
export function useAdminNews(page: number) {
  return useQuery({
    ...callQuery(adminBankCalls.news, { query: { page, limit: NEWS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  })
}

/** A write of the bank's back office; every read of it is fetched again. */
function useAdminBankWrite<I, R>(write: (input: I) => Promise<R>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: groupKeyOf(adminBankCalls.rateTables) }),
  })
}

export const useCreateRateTable = () =>
  useAdminBankWrite((body: CallInput<typeof adminBankCalls.createRateTable>['body']) =>
    call(adminBankCalls.createRateTable, { body }),
  )

export const useUpdateRateTable = () =>
  useAdminBankWrite((input: CallInput<typeof adminBankCalls.updateRateTable>) =>
    call(adminBankCalls.updateRateTable, input),
  )

export const useDeleteRateTable = () =>
  useAdminBankWrite((id: string) => call(adminBankCalls.deleteRateTable, { params: { id } }))

export const useCreateFund = () =>
  useAdminBankWrite((body: CallInput<typeof adminBankCalls.createFund>['body']) =>
    call(adminBankCalls.createFund, { body }),
  )

export const useUpdateFund = () =>
  useAdminBankWrite((input: CallInput<typeof adminBankCalls.updateFund>) =>
    call(adminBankCalls.updateFund, input),
  )

export const useCreateNews = () =>
  useAdminBankWrite((body: CallInput<typeof adminBankCalls.createNews>['body']) =>
    call(adminBankCalls.createNews, { body }),
  )

export const useUpdateNews = () =>
  useAdminBankWrite((input: CallInput<typeof adminBankCalls.updateNews>) =>
    call(adminBankCalls.updateNews, input),
  )

export const useDeleteNews = () =>
  useAdminBankWrite((id: string) => call(adminBankCalls.deleteNews, { params: { id } }))
