import { authCalls } from '@klass/contract/routes/auth'
import type { SignedInDevice } from '@klass/contract/auth'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../../../lib/call'
import { signedInDevicesQuery } from './get-signed-in-devices'

/** DELETE /v2/api/auth/sessions/{id} — signs one of the member's devices out (issue 19). */
export function endSession(id: string): Promise<unknown> {
  return call(authCalls.endSession, { params: { id } })
}

export function useEndSession() {
  const queryClient = useQueryClient()
  const { queryKey } = signedInDevicesQuery()
  return useMutation({
    mutationFn: endSession,
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<SignedInDevice[]>(queryKey, (devices) => devices?.filter((d) => d.id !== id)),
    // Refused (already signed out elsewhere, say): the list is read again.
    onError: () => queryClient.invalidateQueries({ queryKey }),
  })
}
