import { authCalls } from '@klass/contract/routes/auth'
import { useMutation } from '@tanstack/react-query'
import { call } from '../../../lib/call'

/** POST /v2/api/password/forget — e-mails a reset link when the address has an account. */
export function requestPasswordReset(body: { email: string; captcha_token?: string }): Promise<unknown> {
  return call(authCalls.passwordForget, { body })
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset })
}
