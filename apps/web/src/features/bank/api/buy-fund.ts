import { bankCalls } from '@klass/contract/routes/bank'
import type { BuyFundBody } from '@klass/contract/bank'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call, groupKeyOf } from '../../../lib/call'

/** Places a buy order by amount from practice savings; answers the pending order and the savings left. */
export async function buyFund(body: BuyFundBody) {
  return (await call(bankCalls.buyFund, { body })).data
}

export function useBuyFund() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: buyFund,
    // The accounts page and the fund's page read the order and the new savings balance again.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: groupKeyOf(bankCalls.accounts) }),
  })
}
