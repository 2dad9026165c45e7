import { useMutation } from '@tanstack/react-query'
import { gamePaths, type VisualDecoderAnswer } from '@klass/contract/games'
import { api } from '../../../lib/api-client'

/** POST /v2/api/game/skipVisualDecoder — pass on the current picture. */
export async function skipVisualDecoder(body: {
  sessionId: string
  index: number
  score?: number
}): Promise<VisualDecoderAnswer> {
  const { data } = await api.post<{ data: VisualDecoderAnswer }>(gamePaths.skipVisualDecoder, { json: body })
  return data
}

export function useSkipVisualDecoder() {
  return useMutation({ mutationFn: skipVisualDecoder })
}
