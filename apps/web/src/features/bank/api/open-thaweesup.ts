import { bankCalls } from '@klass/contract/routes/bank'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OpenThaweesupBody } from '@klass/contract/bank'
import { call, groupKeyOf } from '../../../lib/call'

/** Opens the Thaweesup and takes its first instalment from savings now; answers the account and the new balance. */
export async function openThaweesup(body: OpenThaweesupBody) {
  return (await call(bankCalls.openThaweesup, { body })).data
}

export function useOpenThaweesup() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: openThaweesup,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: groupKeyOf(bankCalls.accounts) }),
  })
}
