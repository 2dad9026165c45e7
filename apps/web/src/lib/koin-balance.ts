import { userCalls } from '@klass/contract/routes/user'
import { useQueryClient } from '@tanstack/react-query'
import { groupKeyOf } from './call'
import { currentUserQuery, useCurrentUser } from './current-user'
import { getSnapshot, saveProfile, useSession } from './session'

/**
 * SPEC 2 header: the member's koin balance. Every call that spends or awards koins answers the new balance;
 * it replaces the one the header shows at once, and the profile and koin history are read again.
 */
export function useKoinBalanceUpdate(): (koin: string) => void {
  const queryClient = useQueryClient()
  return (koin) => {
    const { queryKey } = currentUserQuery()
    queryClient.setQueryData(queryKey, (user) => (user ? { ...user, koin } : user))
    const { profile } = getSnapshot()
    if (profile) saveProfile({ ...profile, koin })
    void queryClient.invalidateQueries({ queryKey: groupKeyOf(userCalls.koins) })
  }
}

/** The signed-in member's koins as a decimal string ("1250.50"); null for a visitor. */
export function useKoinBalance(): string | null {
  const session = useSession()
  const user = useCurrentUser()
  if (!session.loggedIn) return null
  return user.data?.koin ?? session.profile?.koin ?? null
}
