import { gameCalls } from '@klass/contract/routes/games'
import { useMutation } from '@tanstack/react-query'
import type { VisualDecoderPlay } from '@klass/contract/games'
import { call } from '../../../lib/call'

/** POST /v2/api/game/playVisualDecoder — a set (the one asked for, or the next) and its first picture. */
export async function playVisualDecoder(setId?: string): Promise<VisualDecoderPlay> {
  return (await call(gameCalls.playVisualDecoder, { body: setId ? { setId } : {} })).data
}

export function usePlayVisualDecoder() {
  return useMutation({ mutationFn: playVisualDecoder })
}
