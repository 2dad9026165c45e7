import { gameCalls } from '@klass/contract/routes/games'
import { useQueryClient } from '@tanstack/react-query'
import type { GameEnd } from '@klass/contract/games'
import { groupKeyOf } from '../../../lib/call'
import { useKoinBalanceUpdate } from '../../../lib/koin-balance'

/**
 * After koins move (a play ends, plays are bought): the header shows the balance the server answered with,
 * and the hub, quota and results are fetched again.
 */
export function useGameEnded() {
  const queryClient = useQueryClient()
  const updateBalance = useKoinBalanceUpdate()
  return (end: { koin: GameEnd['koin'] } | null) => {
    if (end) updateBalance(end.koin)
    // Every games query (hub, hangman quota, set results) is in the games group.
    void queryClient.invalidateQueries({ queryKey: groupKeyOf(gameCalls.hub) })
  }
}
