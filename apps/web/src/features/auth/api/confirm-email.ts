import { authCalls } from '@klass/contract/routes/auth'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../../../lib/call'
import { currentUserQuery } from '../../../lib/current-user'

/** POST /v2/api/email/confirm — confirms the member's e-mail with the token of the mailed link. */
export function confirmEmail(token: string) {
  return call(authCalls.emailConfirm, { body: { token } })
}

export function useConfirmEmail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmEmail,
    // A signed-in member's profile now shows the address confirmed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQuery().queryKey }),
  })
}
