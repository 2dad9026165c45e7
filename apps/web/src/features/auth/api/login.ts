import { authCalls } from '@klass/contract/routes/auth'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LoginBody, TokenResponse } from '@klass/contract/auth'
import { call } from '../../../lib/call'
import { currentUserQuery } from '../../../lib/current-user'
import { saveTokens } from '../../../lib/session'

/** POST /api/login — a public call: a wrong password is a 401 for the form, not an expired session. */
export function login(body: LoginBody): Promise<TokenResponse> {
  return call(authCalls.login, { body })
}

/** Logs in, keeps the token and loads the profile that the header shows (SPEC 4). */
export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: LoginBody) => {
      saveTokens(await login(body))
      return queryClient.fetchQuery(currentUserQuery())
    },
  })
}
