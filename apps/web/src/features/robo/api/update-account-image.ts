import { roboCalls } from '@klass/contract/routes/robo'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call, groupKeyOf } from '../../../lib/call'

/** Replaces the ID card photo of an account (multipart); answers the small copy shown to its owner. */
export async function updateAccountImage({ accountId, image }: { accountId: string; image: File }) {
  return (await call(roboCalls.updateAccountImage, { body: { accountId, image } })).data
}

export function useUpdateAccountImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateAccountImage,
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: groupKeyOf(roboCalls.updateAccountImage) }),
  })
}
