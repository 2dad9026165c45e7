import { userCalls } from '@klass/contract/routes/user'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UpdateUserBody, UserProfile } from '@klass/contract/user'
import { call } from '../../../lib/call'
import { currentUserQuery } from '../../../lib/current-user'
import { saveProfile } from '../../../lib/session'

/** POST /v2/api/user/update — the member's own details; answers the updated profile. */
export async function updateUser(body: UpdateUserBody): Promise<UserProfile> {
  const { data } = await call(userCalls.update, { body })
  return data
}

export function useUpdateUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (profile) => {
      queryClient.setQueryData(currentUserQuery().queryKey, profile)
      saveProfile(profile)
    },
  })
}
