import { bankCalls } from '@klass/contract/routes/bank'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call, groupKeyOf } from '../../../lib/call'

/** Closes the Thaweesup before maturity: the savings rate on each instalment, 15 % withheld, paid to savings. */
export async function closeThaweesup(id: string) {
  return (await call(bankCalls.closeThaweesup, { body: { id } })).data
}

export function useCloseThaweesup() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: closeThaweesup,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: groupKeyOf(bankCalls.accounts) }),
  })
}
