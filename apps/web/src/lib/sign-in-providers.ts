import { authCalls } from '@klass/contract/routes/auth'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call, queryKeyOf } from './call'

/**
 * GET /v2/api/auth/providers — which sign-in buttons to show (a provider the server has no settings for has
 * none) and the Facebook app id. Shared by the login and register pages, /line and the profile.
 */
export const signInProvidersQuery = () =>
  queryOptions({
    queryKey: queryKeyOf(authCalls.providers),
    queryFn: async () => (await call(authCalls.providers)).data,
    staleTime: 10 * 60_000,
  })

export function useSignInProviders() {
  return useQuery(signInProvidersQuery())
}
