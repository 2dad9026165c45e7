import { adminCoreCalls } from '@klass/contract/routes/admin-core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call, dataQuery, queryKeyOf } from '../../../lib/call'

/** GET /v2/api/admin/me — the staff member's roles and whether this session passed the one-time code. */
export const adminMeQuery = () => ({ ...dataQuery(adminCoreCalls.me), retry: false, staleTime: 60_000 })

export function useAdminMe() {
  return useQuery(adminMeQuery())
}

/** POST /v2/api/admin/second-factor/setup — a new authenticator secret and its otpauth address. */
export function useSetupSecondFactor() {
  return useMutation({
    mutationFn: async () => (await call(adminCoreCalls.setupSecondFactor)).data,
  })
}

/** POST /v2/api/admin/second-factor — the app's code; on success the back office opens for this session. */
export function usePassSecondFactor() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (code: string) =>
      (await call(adminCoreCalls.passSecondFactor, { body: { code } })).data,
    onSuccess: (me) => {
      client.setQueryData(queryKeyOf(adminCoreCalls.me), me)
      // Reads refused before the code was typed are fetched again.
      void client.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('admin') })
    },
  })
}
