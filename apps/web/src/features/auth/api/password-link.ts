import { authCalls } from '@klass/contract/routes/auth'
import { useMutation } from '@tanstack/react-query'
import { call } from '../../../lib/call'

/**
 * POST /v2/api/password/link — a member who joined with LINE or Facebook asks for the link that sets a
 * password, mailed to their own address (issue 19: /forgot-password is for visitors only).
 */
export function usePasswordLink() {
  return useMutation({ mutationFn: () => call(authCalls.passwordLink) })
}
