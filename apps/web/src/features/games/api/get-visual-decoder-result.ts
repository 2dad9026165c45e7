import { gameCalls } from '@klass/contract/routes/games'
import { useQuery } from '@tanstack/react-query'
import type { VisualDecoderResult } from '@klass/contract/games'
import { call, dataQuery } from '../../../lib/call'

/** GET /v2/api/game/resultVisualDecoder?setId — the member's latest finished play of a set. */
export async function getVisualDecoderResult(setId: string): Promise<VisualDecoderResult> {
  return (await call(gameCalls.resultVisualDecoder, { query: { setId } })).data
}

export const visualDecoderResultQuery = (setId: string) =>
  dataQuery(gameCalls.resultVisualDecoder, { query: { setId } })

export function useVisualDecoderResult(setId: string | null) {
  return useQuery({ ...visualDecoderResultQuery(setId ?? ''), enabled: setId !== null })
}
