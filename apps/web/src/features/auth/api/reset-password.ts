import { useMutation } from '@tanstack/react-query'
import { authPaths } from '@klass/contract/auth'
import { api } from '../../../lib/api-client'

/** POST /v2/api/password/reset — sets a new password with the token from the e-mailed link. */
export function resetPassword(body: { token: string; password: string }): Promise<unknown> {
  return api.post(authPaths.passwordReset, { json: body, auth: false })
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
