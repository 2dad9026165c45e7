import { roboCalls } from '@klass/contract/routes/robo'
import type { OpenAccountFields } from '@klass/contract/robo'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call, groupKeyOf } from '../../../lib/call'

export type OpenAccountInput = OpenAccountFields & { image: File }

/** Opens the practice fund account with the holder's identity (multipart: the fields and the ID card photo). */
export async function openMutualFund(body: OpenAccountInput) {
  return (await call(roboCalls.openMutualFund, { body })).data
}

export function useOpenMutualFund() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: openMutualFund,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: groupKeyOf(roboCalls.openMutualFund) }),
  })
}
