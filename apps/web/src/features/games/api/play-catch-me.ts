import { gameCalls } from '@klass/contract/routes/games'
import { useMutation } from '@tanstack/react-query'
import type { CatchMePlay } from '@klass/contract/games'
import { call } from '../../../lib/call'

/** POST /v2/api/game/playCatchMe — a new play and its first round. */
export async function playCatchMe(): Promise<CatchMePlay> {
  return (await call(gameCalls.playCatchMe)).data
}

export function usePlayCatchMe() {
  return useMutation({ mutationFn: playCatchMe })
}
