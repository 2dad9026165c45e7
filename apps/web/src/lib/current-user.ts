import { userCalls } from '@klass/contract/routes/user'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { UserProfile } from '@klass/contract/user'
import { call, queryKeyOf } from './call'
import { getToken, saveProfile, useSession } from './session'

/**
 * GET /v2/api/user/get — the signed-in member. It lives here rather than in features/user because the shell,
 * the auth screens and the profile pages all read it (ARCHITECTURE: a feature never imports another).
 * Each answer refreshes the locally stored profile (SPEC 3), which the header shows at once on the next visit.
 */
export const USER_GET_PATH = userCalls.get.path

export async function getCurrentUser(): Promise<UserProfile> {
  const { data } = await call(userCalls.get)
  if (getToken()) saveProfile(data)
  return data
}

export const currentUserQuery = () =>
  queryOptions({
    queryKey: queryKeyOf(userCalls.get),
    queryFn: getCurrentUser,
    staleTime: 30_000,
  })

/** The member's full profile; disabled for visitors. */
export function useCurrentUser() {
  const { loggedIn } = useSession()
  return useQuery({ ...currentUserQuery(), enabled: loggedIn })
}
