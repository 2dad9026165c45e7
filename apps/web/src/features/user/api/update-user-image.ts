import { userCalls } from '@klass/contract/routes/user'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UserProfile } from '@klass/contract/user'
import { call } from '../../../lib/call'
import { currentUserQuery } from '../../../lib/current-user'
import { saveProfile } from '../../../lib/session'

/** POST /v2/api/user/updateImage — multipart field `image` (JPEG, PNG or WebP up to 5 MB). */
export async function updateUserImage(image: File): Promise<UserProfile> {
  const { data } = await call(userCalls.updateImage, { body: { image } })
  return data
}

export function useUpdateUserImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateUserImage,
    onSuccess: (profile) => {
      queryClient.setQueryData(currentUserQuery().queryKey, profile)
      saveProfile(profile)
    },
  })
}
