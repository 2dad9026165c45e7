import { bankCalls } from '@klass/contract/routes/bank'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call, groupKeyOf } from '../../../lib/call'

/** Closes a fixed deposit before maturity: principal and early-close interest, after tax, go to savings. */
export async function closeFixed(id: string) {
  return (await call(bankCalls.closeFixed, { body: { id } })).data
}

export function useCloseFixed() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: closeFixed,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: groupKeyOf(bankCalls.accounts) }),
  })
}
