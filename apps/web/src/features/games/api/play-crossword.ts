import { gameCalls } from '@klass/contract/routes/games'
import { useMutation } from '@tanstack/react-query'
import type { CrosswordPlay } from '@klass/contract/games'
import { call } from '../../../lib/call'

/** POST /v2/api/game/playCrossword — the grid and its Thai clues, without answers. */
export async function playCrossword(crosswordId?: string): Promise<CrosswordPlay> {
  return (await call(gameCalls.playCrossword, { body: crosswordId ? { crosswordId } : {} })).data
}

export function usePlayCrossword() {
  return useMutation({ mutationFn: playCrossword })
}
