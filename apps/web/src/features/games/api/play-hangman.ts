import { useMutation, useQueryClient } from '@tanstack/react-query'
import { gamePaths, type HangmanPlay } from '@klass/contract/games'
import { api } from '../../../lib/api-client'
import { hangmanQuotaQuery } from './get-hangman-quota'

/** POST /v2/api/game/playHangman — uses one play; the hint and the word's length, never the word. */
export async function playHangman(): Promise<HangmanPlay> {
  const { data } = await api.post<{ data: HangmanPlay }>(gamePaths.playHangman, { json: {} })
  return data
}

export function usePlayHangman() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: playHangman,
    onSuccess: (play) => queryClient.setQueryData(hangmanQuotaQuery().queryKey, play.quota),
  })
}
