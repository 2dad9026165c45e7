import { roboCalls } from '@klass/contract/routes/robo'
import type { NotificationsBody } from '@klass/contract/robo'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call, groupKeyOf } from '../../../lib/call'

/** Sets the DCA day (1–28) and amount and the reminders; `day: null` turns DCA off. Answers the next dates. */
export async function acceptNotifications(body: NotificationsBody) {
  return (await call(roboCalls.acceptNotifications, { body })).data
}

export function useAcceptNotifications() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: acceptNotifications,
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: groupKeyOf(roboCalls.acceptNotifications) }),
  })
}
