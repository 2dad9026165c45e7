import { useMutation, useQueryClient } from '@tanstack/react-query'
import { gamePaths, type HangmanQuota } from '@klass/contract/games'
import { api } from '../../../lib/api-client'
import { useGameEnded } from './game-reward'
import { hangmanQuotaQuery } from './get-hangman-quota'

type Bought = { quota: HangmanQuota; koin: string }

/** POST /v2/api/game/buyQuotaHangman — more plays today for koins. */
export async function buyHangmanQuota(plays: number): Promise<Bought> {
  const { data } = await api.post<{ data: Bought }>(gamePaths.buyQuotaHangman, { json: { plays } })
  return data
}

export function useBuyHangmanQuota() {
  const queryClient = useQueryClient()
  const refresh = useGameEnded()
  return useMutation({
    mutationFn: buyHangmanQuota,
    onSuccess: (bought) => {
      queryClient.setQueryData(hangmanQuotaQuery().queryKey, bought.quota)
      refresh({ koin: bought.koin })
    },
  })
}
