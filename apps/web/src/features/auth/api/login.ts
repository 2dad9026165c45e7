import { useMutation, useQueryClient } from '@tanstack/react-query'
import { authPaths, type LoginBody, type TokenResponse } from '@klass/contract/auth'
import { api } from '../../../lib/api-client'
import { currentUserQuery } from '../../../lib/current-user'
import { saveTokens } from '../../../lib/session'

/** POST /api/login — a public call: a wrong password is a 401 for the form, not an expired session. */
export function login(body: LoginBody): Promise<TokenResponse> {
  return api.post<TokenResponse>(authPaths.login, { json: body, auth: false })
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
