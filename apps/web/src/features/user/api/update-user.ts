import { useMutation, useQueryClient } from '@tanstack/react-query'
import { userPaths, type UpdateUserBody, type UserProfile } from '@klass/contract/user'
import { api } from '../../../lib/api-client'
import { currentUserQuery } from '../../../lib/current-user'
import { saveProfile } from '../../../lib/session'

/** POST /v2/api/user/update — the member's own details; answers the updated profile. */
export async function updateUser(body: UpdateUserBody): Promise<UserProfile> {
  const { data } = await api.post<{ data: UserProfile }>(userPaths.update, { json: body })
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
