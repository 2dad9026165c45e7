import { useMutation } from '@tanstack/react-query'
import { authPaths } from '@klass/contract/auth'
import { api } from '../../../lib/api-client'

/** POST /v2/api/password/forget — e-mails a reset link when the address has an account. */
export function requestPasswordReset(body: { email: string; captcha_token?: string }): Promise<unknown> {
  return api.post(authPaths.passwordForget, { json: body, auth: false })
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset })
}
