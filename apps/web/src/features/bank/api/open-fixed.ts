import { bankCalls } from '@klass/contract/routes/bank'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OpenFixedBody } from '@klass/contract/bank'
import { call, groupKeyOf } from '../../../lib/call'

/** Opens a practice fixed deposit with money moved from savings; answers the deposit and the new savings balance. */
export async function openFixed(body: OpenFixedBody) {
  return (await call(bankCalls.openFixed, { body })).data
}

export function useOpenFixed() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: openFixed,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: groupKeyOf(bankCalls.accounts) }),
  })
}
