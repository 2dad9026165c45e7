import { bankCalls } from '@klass/contract/routes/bank'
import type { SellFundBody } from '@klass/contract/bank'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call, groupKeyOf } from '../../../lib/call'

/** Places a sell order by units or for every unit held; the proceeds reach practice savings when the NAV is published. */
export async function sellFund(body: SellFundBody) {
  return (await call(bankCalls.sellFund, { body })).data
}

export function useSellFund() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sellFund,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: groupKeyOf(bankCalls.accounts) }),
  })
}
