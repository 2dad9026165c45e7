import { guardianCalls } from '@klass/contract/routes/user'
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { call, queryKeyOf } from '../../../lib/call'

/**
 * POST /v2/api/guardian/consent/detail — whose account a guardian's link is for, without spending it (a POST
 * so the token never sits in an address or a log).
 */
export const guardianConsentDetailQuery = (token: string) =>
  queryOptions({
    queryKey: [...queryKeyOf(guardianCalls.consentDetail), token],
    queryFn: async () => (await call(guardianCalls.consentDetail, { body: { token } })).data,
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  })

export function useGuardianConsentDetail(token: string) {
  return useQuery(guardianConsentDetailQuery(token))
}

/** POST /v2/api/guardian/consent — the guardian consents with the link's token (good once). */
export function useGiveGuardianConsent() {
  return useMutation({
    mutationFn: async (token: string) => (await call(guardianCalls.consent, { body: { token } })).data,
  })
}
