import { useMutation, useQueryClient } from '@tanstack/react-query'
import { userLevelPaths, type UserLevelEntry } from '@klass/contract/superquest'
import { api } from '../../../lib/api-client'
import { useKoinBalanceUpdate } from '../../../lib/koin-balance'

/** POST /v2/api/superQuestUserLevel/claim — a reached level's koins, once. */
export async function claimLevelReward(level: number): Promise<{ level: UserLevelEntry; koin: string }> {
  const { data } = await api.post<{ data: { level: UserLevelEntry; koin: string } }>(userLevelPaths.claim, {
    json: { level },
  })
  return data
}

export function useClaimLevelReward() {
  const queryClient = useQueryClient()
  const updateKoin = useKoinBalanceUpdate()
  return useMutation({
    mutationFn: claimLevelReward,
    onSuccess: ({ koin }) => {
      updateKoin(koin)
      void queryClient.invalidateQueries({ queryKey: ['superquest'] })
    },
  })
}
