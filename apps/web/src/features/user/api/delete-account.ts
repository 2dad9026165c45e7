import { accountCalls } from '@klass/contract/routes/user'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { call } from '../../../lib/call'
import { paths } from '../../../lib/paths'
import { clearSession } from '../../../lib/session'

/** What the page after a deletion is told: the moment the account will be erased. */
export type DeletionNotice = { eraseAt: string }

/**
 * POST /v2/api/user/delete — with the current password, or the account's e-mail typed out by a member who has
 * no password (issue 19). The server signs every device out; this one forgets its session and goes to the
 * page that says when the account will be erased and how to take it back.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: async (proof: { password?: string; confirmation?: string }) =>
      (await call(accountCalls.deleteAccount, { body: proof })).data,
    onSuccess: async ({ erase_at: eraseAt }) => {
      const deletion: DeletionNotice = { eraseAt }
      await navigate(paths.restoreAccount, { replace: true, state: { deletion } })
      clearSession()
      queryClient.clear()
    },
  })
}
