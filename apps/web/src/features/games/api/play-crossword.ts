import { useMutation } from '@tanstack/react-query'
import { gamePaths, type CrosswordPlay } from '@klass/contract/games'
import { api } from '../../../lib/api-client'

/** POST /v2/api/game/playCrossword — the grid and its Thai clues, without answers. */
export async function playCrossword(crosswordId?: string): Promise<CrosswordPlay> {
  const { data } = await api.post<{ data: CrosswordPlay }>(gamePaths.playCrossword, {
    json: crosswordId ? { crosswordId } : {},
  })
  return data
}

export function usePlayCrossword() {
  return useMutation({ mutationFn: playCrossword })
}
