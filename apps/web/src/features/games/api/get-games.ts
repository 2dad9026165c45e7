import { gameCalls } from '@klass/contract/routes/games'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { GameSummary } from '@klass/contract/games'
import { call, queryKeyOf } from '../../../lib/call'

/** GET /v2/api/game — each game with today's plays, quota, best score and koins. */
export async function getGames(): Promise<GameSummary[]> {
  return (await call(gameCalls.hub)).data.games
}

/** The hub's list alone is cached. */
export const gamesQuery = () => queryOptions({ queryKey: queryKeyOf(gameCalls.hub), queryFn: getGames })

export function useGames() {
  return useQuery(gamesQuery())
}
