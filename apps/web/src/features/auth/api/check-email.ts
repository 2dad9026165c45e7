import { authCalls } from '@klass/contract/routes/auth'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call, queryKeyOf } from '../../../lib/call'

/** GET /v2/api/register/check?email — whether an address can still register. */
export async function checkEmail(email: string): Promise<boolean> {
  const { data } = await call(authCalls.registerCheck, { query: { email } })
  return data.available
}

export const emailAvailabilityQuery = (email: string) => {
  const query = { email: email.trim().toLowerCase() }
  return queryOptions({
    queryKey: queryKeyOf(authCalls.registerCheck, query),
    queryFn: () => checkEmail(query.email),
    staleTime: 60_000,
  })
}

/** Checks once the address looks complete; nothing is sent for a half-typed one. */
export function useEmailAvailability(email: string) {
  const looksComplete = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email.trim())
  return useQuery({ ...emailAvailabilityQuery(email), enabled: looksComplete, retry: false })
}
