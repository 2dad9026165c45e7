import { bankCalls } from '@klass/contract/routes/bank'
import { roboCalls } from '@klass/contract/routes/robo'
import type { SaleBody } from '@klass/contract/robo'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call, groupKeyOf } from '../../../lib/call'

/** Sells an amount, or everything, across the holdings; the money reaches practice savings with the NAV. */
export async function saleMutualFund(body: SaleBody) {
  return (await call(roboCalls.saleMutualFund, { body })).data
}

export function useSaleMutualFund() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saleMutualFund,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: groupKeyOf(roboCalls.saleMutualFund) })
      void queryClient.invalidateQueries({ queryKey: groupKeyOf(bankCalls.accounts) })
    },
  })
}
