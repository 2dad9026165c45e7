import { accountCalls } from '@klass/contract/routes/user'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { dataQuery, call } from '../../../lib/call'

export const consentsQuery = () => dataQuery(accountCalls.consents)

/** GET /v2/api/user/consents — the terms, privacy notice and marketing consent, with when (issue 19). */
export function useConsents() {
  return useQuery(consentsQuery())
}

/** POST /v2/api/user/consents/marketing — gives or withdraws marketing consent; the server records when. */
export function useSetMarketingConsent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (consent: boolean) =>
      (await call(accountCalls.marketingConsent, { body: { consent } })).data,
    onSuccess: (consents) => queryClient.setQueryData(consentsQuery().queryKey, consents),
  })
}
