import { useCurrentUser } from '../../lib/current-user'
import { useSession, type SessionProfile } from '../../lib/session'

/** The member shown in the shell: the stored profile at once, replaced by the fresh one when it arrives. */
export function useMember(): SessionProfile | null {
  const session = useSession()
  const current = useCurrentUser()
  if (!session.loggedIn) return null
  return current.data ?? session.profile
}
