import { queryOptions, useQuery } from '@tanstack/react-query'
import { gamePaths, type GameSummary } from '@klass/contract/games'
import { api } from '../../../lib/api-client'

/** GET /v2/api/game — each game with today's plays, quota, best score and koins. */
export async function getGames(): Promise<GameSummary[]> {
  const { data } = await api.get<{ data: { games: GameSummary[] } }>(gamePaths.hub)
  return data.games
}

export const gamesQuery = () => queryOptions({ queryKey: ['games', 'hub'] as const, queryFn: getGames })

export function useGames() {
  return useQuery(gamesQuery())
}
