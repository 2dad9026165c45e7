import { guardianCalls } from '@klass/contract/routes/user'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../../../lib/call'
import { currentUserQuery } from '../../../lib/current-user'
import { saveProfile } from '../../../lib/session'

/** POST /v2/api/user/guardian — names (or replaces) the guardian and mails them a consent link. */
export function useUpdateGuardian() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (guardianEmail: string) =>
      (await call(guardianCalls.update, { body: { guardian_email: guardianEmail } })).data,
    onSuccess: (profile) => {
      queryClient.setQueryData(currentUserQuery().queryKey, profile)
      saveProfile(profile)
    },
  })
}

/** POST /v2/api/user/guardian/resend — mails the named guardian a new consent link. */
export function useResendGuardianMail() {
  return useMutation({ mutationFn: () => call(guardianCalls.resend) })
}
