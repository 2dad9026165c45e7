import { progressCalls } from '@klass/contract/routes/progress'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../../../lib/call'
import { useKoinBalanceUpdate } from '../../../lib/koin-balance'
import { progressTodayQuery } from './get-progress-today'

/** POST /v2/api/progress/streak-freezes — a freeze for koins; a failed try is resent with the same key. */
export async function buyStreakFreeze() {
  return (await call(progressCalls.buyStreakFreeze)).data
}

export function useBuyStreakFreeze() {
  const queryClient = useQueryClient()
  const updateKoin = useKoinBalanceUpdate()
  return useMutation({
    mutationFn: buyStreakFreeze,
    onSuccess: ({ koin }) => {
      updateKoin(koin)
      void queryClient.invalidateQueries({ queryKey: progressTodayQuery().queryKey })
    },
  })
}
