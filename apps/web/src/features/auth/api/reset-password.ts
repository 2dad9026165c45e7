import { authCalls } from '@klass/contract/routes/auth'
import { useMutation } from '@tanstack/react-query'
import { call } from '../../../lib/call'

/** POST /v2/api/password/reset — sets a new password with the token from the e-mailed link. */
export function resetPassword(body: { token: string; password: string }): Promise<unknown> {
  return call(authCalls.passwordReset, { body })
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
