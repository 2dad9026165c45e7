import { accountCalls } from '@klass/contract/routes/user'
import { useMutation } from '@tanstack/react-query'
import { call } from '../../../lib/call'

/** POST /v2/api/user/restore — the link from the deletion mail takes the account back (issue 19). */
export function useRestoreAccount() {
  return useMutation({
    mutationFn: async (token: string) => (await call(accountCalls.restoreAccount, { body: { token } })).data,
  })
}
