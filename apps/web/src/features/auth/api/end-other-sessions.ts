import { authCalls } from '@klass/contract/routes/auth'
import type { SignedInDevice } from '@klass/contract/auth'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../../../lib/call'
import { signedInDevicesQuery } from './get-signed-in-devices'

/** POST /v2/api/auth/sessions/endOthers — signs every other device out; answers how many (issue 19). */
export async function endOtherSessions(): Promise<number> {
  const { data } = await call(authCalls.endOtherSessions)
  return data.ended
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient()
  const { queryKey } = signedInDevicesQuery()
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () =>
      queryClient.setQueryData<SignedInDevice[]>(queryKey, (devices) => devices?.filter((d) => d.current)),
  })
}
