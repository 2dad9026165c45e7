import { bankCalls } from '@klass/contract/routes/bank'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { dataQuery } from '../../../lib/call'

/** Statement lines per page on /bank. */
export const STATEMENT_PAGE_SIZE = 20

/**
 * Everything the member holds in the practice bank, valued to today, with one page of the statement. The first
 * call opens the savings account with its ฿10,000 practice money.
 */
export const bankAccountsQuery = (page = 1, limit = STATEMENT_PAGE_SIZE) => ({
  ...dataQuery(bankCalls.accounts, { query: { page, limit } }),
  placeholderData: keepPreviousData,
})

export function useBankAccounts(page = 1, limit = STATEMENT_PAGE_SIZE) {
  return useQuery(bankAccountsQuery(page, limit))
}
