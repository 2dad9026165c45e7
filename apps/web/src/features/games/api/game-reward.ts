import { useQueryClient } from '@tanstack/react-query'
import type { GameEnd } from '@klass/contract/games'
import { currentUserQuery } from '../../../lib/current-user'
import { gamesQuery } from './get-games'

/**
 * After a play ends: the header shows the new koin balance at once (the server's figure), and the hub, quota and
 * results are fetched again.
 */
export function useGameEnded() {
  const queryClient = useQueryClient()
  return (end: { koin: GameEnd['koin'] } | null) => {
    if (end) {
      queryClient.setQueryData(currentUserQuery().queryKey, (user) =>
        user ? { ...user, koin: end.koin } : user,
      )
    }
    void queryClient.invalidateQueries({ queryKey: currentUserQuery().queryKey })
    // Every games query (hub, hangman quota, set results) starts with 'games'.
    void queryClient.invalidateQueries({ queryKey: [gamesQuery().queryKey[0]] })
  }
}
