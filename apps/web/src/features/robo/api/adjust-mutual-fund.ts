import { bankCalls } from '@klass/contract/routes/bank'
import { roboCalls } from '@klass/contract/routes/robo'
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call, groupKeyOf, queryKeyOf } from '../../../lib/call'

export type AdjustChoice = { accountId: string; planId?: number }

/** Back to the plan (or to another plan): `confirm: false` only shows the trades it would place. */
export async function adjustMutualFund(body: AdjustChoice & { confirm: boolean }) {
  return (await call(roboCalls.adjustMutualFund, { body })).data
}

/** The trades an adjustment would place, read like a query: nothing is sent to the funds. */
export const adjustPreviewQuery = (choice: AdjustChoice) =>
  queryOptions({
    queryKey: [...queryKeyOf(roboCalls.adjustMutualFund), choice],
    queryFn: () => adjustMutualFund({ ...choice, confirm: false }),
  })

export function useAdjustPreview(choice: AdjustChoice | null) {
  return useQuery({
    ...adjustPreviewQuery(choice ?? { accountId: '' }),
    enabled: choice !== null,
    placeholderData: keepPreviousData,
  })
}

/** Places the trades. */
export function useConfirmAdjust() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (choice: AdjustChoice) => adjustMutualFund({ ...choice, confirm: true }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: groupKeyOf(roboCalls.adjustMutualFund) })
      void queryClient.invalidateQueries({ queryKey: groupKeyOf(bankCalls.accounts) })
    },
  })
}
