import { userLevelCalls } from '@klass/contract/routes/superquest'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call, groupKeyOf } from '../../../lib/call'
import { useKoinBalanceUpdate } from '../../../lib/koin-balance'

/** POST /v2/api/superQuestUserLevel/claim — a reached level's koins, once. */
export async function claimLevelReward(level: number) {
  return (await call(userLevelCalls.userLevelClaim, { body: { level } })).data
}

export function useClaimLevelReward() {
  const queryClient = useQueryClient()
  const updateKoin = useKoinBalanceUpdate()
  return useMutation({
    mutationFn: claimLevelReward,
    onSuccess: ({ koin }) => {
      updateKoin(koin)
      void queryClient.invalidateQueries({ queryKey: groupKeyOf(userLevelCalls.userLevelClaim) })
    },
  })
}
