import { progressCalls } from '@klass/contract/routes/progress'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { EmailReminderKind } from '@klass/contract/progress'
import { call, dataQuery } from '../../../lib/call'

/** GET /v2/api/progress/reminders — the e-mail reminders the member chose. */
export const remindersQuery = () => dataQuery(progressCalls.reminders)

export function useReminders() {
  return useQuery(remindersQuery())
}

/** PATCH /v2/api/progress/reminders — turns e-mail reminders on or off. */
export function useUpdateReminders() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (email: Partial<Record<EmailReminderKind, boolean>>) =>
      (await call(progressCalls.updateReminders, { body: { email } })).data,
    onSuccess: (choices) => queryClient.setQueryData(remindersQuery().queryKey, choices),
  })
}
