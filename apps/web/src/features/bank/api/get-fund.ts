import { bankCalls } from '@klass/contract/routes/bank'
import { useQuery } from '@tanstack/react-query'
import { dataQuery } from '../../../lib/call'

/** One practice fund: its NAV history, factsheet figures, the NAV date an order now takes and the member's holding. */
export const fundQuery = (code: string) => dataQuery(bankCalls.detailFund, { query: { type: code } })

export function useFund(code: string, enabled = true) {
  return useQuery({ ...fundQuery(code), enabled })
}
