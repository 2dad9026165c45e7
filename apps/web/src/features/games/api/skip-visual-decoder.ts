import { gameCalls } from '@klass/contract/routes/games'
import { useMutation } from '@tanstack/react-query'
import type { VisualDecoderAnswer } from '@klass/contract/games'
import { call } from '../../../lib/call'

/** POST /v2/api/game/skipVisualDecoder — pass on the current picture. */
export async function skipVisualDecoder(body: {
  sessionId: string
  index: number
  score?: number
}): Promise<VisualDecoderAnswer> {
  return (await call(gameCalls.skipVisualDecoder, { body })).data
}

export function useSkipVisualDecoder() {
  return useMutation({ mutationFn: skipVisualDecoder })
}
