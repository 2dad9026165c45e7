import { useMutation } from '@tanstack/react-query'
import { gamePaths, type VisualDecoderPlay } from '@klass/contract/games'
import { api } from '../../../lib/api-client'

/** POST /v2/api/game/playVisualDecoder — a set (the one asked for, or the next) and its first picture. */
export async function playVisualDecoder(setId?: string): Promise<VisualDecoderPlay> {
  const { data } = await api.post<{ data: VisualDecoderPlay }>(gamePaths.playVisualDecoder, {
    json: setId ? { setId } : {},
  })
  return data
}

export function usePlayVisualDecoder() {
  return useMutation({ mutationFn: playVisualDecoder })
}
