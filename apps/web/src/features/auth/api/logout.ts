import { authCalls } from '@klass/contract/routes/auth'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { call } from '../../../lib/call'
import { paths } from '../../../lib/paths'
import { clearSession } from '../../../lib/session'

export const LOGOUT_PATH = authCalls.logout.path

/** POST /api/logout: the server revokes the session and clears its refresh-token cookie. */
export function logout(): Promise<unknown> {
  return call(authCalls.logout, {}, { renewSession: false })
}

/**
 * SPEC 4: logout calls the server, clears the token, profile and refresh token, then goes home.
 * The local session is cleared even when the server cannot be reached.
 */
export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: async () => {
      try {
        await logout()
      } catch {
        // Offline or already expired: forgetting the session locally is what matters to the person.
      }
    },
    onSettled: () => {
      clearSession()
      queryClient.clear()
      void navigate(paths.home, { replace: true, viewTransition: true })
    },
  })
}
