import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { api } from '../../../lib/api-client'
import { clearSession } from '../../../lib/session'

export const LOGOUT_PATH = '/api/logout'

/** POST /api/logout: the server revokes the session and clears its refresh-token cookie. */
export function logout(): Promise<unknown> {
  return api.post(LOGOUT_PATH, { json: {}, renewSession: false })
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
      void navigate('/', { replace: true, viewTransition: true })
    },
  })
}
