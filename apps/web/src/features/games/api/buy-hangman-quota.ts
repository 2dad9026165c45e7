import { gameCalls } from '@klass/contract/routes/games'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { HangmanQuota } from '@klass/contract/games'
import { call } from '../../../lib/call'
import { useGameEnded } from './game-reward'
import { hangmanQuotaQuery } from './get-hangman-quota'

type Bought = { quota: HangmanQuota; koin: string }

/** POST /v2/api/game/buyQuotaHangman — more plays today for koins. */
export async function buyHangmanQuota(plays: number): Promise<Bought> {
  return (await call(gameCalls.buyQuotaHangman, { body: { plays } })).data
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
