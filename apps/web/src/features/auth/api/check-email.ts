import { queryOptions, useQuery } from '@tanstack/react-query'
import { authPaths } from '@klass/contract/auth'
import { api } from '../../../lib/api-client'

/** GET /v2/api/register/check?email — whether an address can still register. */
export async function checkEmail(email: string): Promise<boolean> {
  const { data } = await api.get<{ data: { available: boolean } }>(authPaths.registerCheck, {
    query: { email },
    auth: false,
  })
  return data.available
}

export const emailAvailabilityQuery = (email: string) =>
  queryOptions({
    queryKey: ['auth', 'email-available', email.trim().toLowerCase()] as const,
    queryFn: () => checkEmail(email),
    staleTime: 60_000,
  })

/** Checks once the address looks complete; nothing is sent for a half-typed one. */
export function useEmailAvailability(email: string) {
  const looksComplete = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email.trim())
  return useQuery({ ...emailAvailabilityQuery(email), enabled: looksComplete, retry: false })
}
