import { authCalls } from '@klass/contract/routes/auth'
import { useMutation } from '@tanstack/react-query'
import { call } from '../../../lib/call'

/** POST /v2/api/email/resend — mails the member a new link that confirms their e-mail (3 an hour at most). */
export function resendEmailConfirmation() {
  return call(authCalls.emailResend)
}

export function useResendEmailConfirmation() {
  return useMutation({ mutationFn: resendEmailConfirmation })
}
