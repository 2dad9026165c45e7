import { bankCalls } from '@klass/contract/routes/bank'
import { roboCalls } from '@klass/contract/routes/robo'
import type { BuyBody } from '@klass/contract/robo'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call, groupKeyOf } from '../../../lib/call'

/** Invests more by the plan's weights with practice money from practice savings; answers the orders placed. */
export async function buyMutualFund(body: BuyBody) {
  return (await call(roboCalls.buyMutualFund, { body })).data
}

export function useBuyMutualFund() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: buyMutualFund,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: groupKeyOf(roboCalls.buyMutualFund) })
      // The money came out of practice savings: the bank's pages read it again.
      void queryClient.invalidateQueries({ queryKey: groupKeyOf(bankCalls.accounts) })
    },
  })
}
