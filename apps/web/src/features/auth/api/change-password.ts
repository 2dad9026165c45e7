import { authCalls } from '@klass/contract/routes/auth'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../../../lib/call'
import { signedInDevicesQuery } from './get-signed-in-devices'

/**
 * POST /v2/api/password/change — a new password for the current one (issue 19). Every other device is signed
 * out; this one stays signed in.
 */
export function changePassword(body: { current_password: string; password: string }): Promise<unknown> {
  return call(authCalls.passwordChange, { body })
}

export function useChangePassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signedInDevicesQuery().queryKey }),
  })
}
