import { gameCalls } from '@klass/contract/routes/games'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { HangmanPlay } from '@klass/contract/games'
import { call } from '../../../lib/call'
import { currentHangmanQuery } from './get-current-hangman'
import { hangmanQuotaQuery } from './get-hangman-quota'

/**
 * POST /v2/api/game/playHangman — uses one play for a new game, or brings back the open one without using a
 * play; the hint and the word's length, never the word.
 */
export async function playHangman(): Promise<HangmanPlay> {
  return (await call(gameCalls.playHangman)).data
}

export function usePlayHangman() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: playHangman,
    onSuccess: ({ quota, resumed: _resumed, ...game }) => {
      queryClient.setQueryData(hangmanQuotaQuery().queryKey, quota)
      queryClient.setQueryData(currentHangmanQuery().queryKey, { game, quota })
    },
    onError: () => queryClient.invalidateQueries({ queryKey: hangmanQuotaQuery().queryKey }),
  })
}
