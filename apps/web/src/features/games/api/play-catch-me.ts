import { useMutation } from '@tanstack/react-query'
import { gamePaths, type CatchMePlay } from '@klass/contract/games'
import { api } from '../../../lib/api-client'

/** POST /v2/api/game/playCatchMe — a new play and its first round. */
export async function playCatchMe(): Promise<CatchMePlay> {
  const { data } = await api.post<{ data: CatchMePlay }>(gamePaths.playCatchMe, { json: {} })
  return data
}

export function usePlayCatchMe() {
  return useMutation({ mutationFn: playCatchMe })
}
