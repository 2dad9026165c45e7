import { useMutation, useQueryClient } from '@tanstack/react-query'
import { userPaths, type UserProfile } from '@klass/contract/user'
import { api } from '../../../lib/api-client'
import { currentUserQuery } from '../../../lib/current-user'
import { saveProfile } from '../../../lib/session'

/** POST /v2/api/user/updateImage — multipart field `image` (JPEG, PNG or WebP up to 5 MB). */
export async function updateUserImage(image: File): Promise<UserProfile> {
  const form = new FormData()
  form.set('image', image)
  const { data } = await api.post<{ data: UserProfile }>(userPaths.updateImage, { multipart: form })
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
