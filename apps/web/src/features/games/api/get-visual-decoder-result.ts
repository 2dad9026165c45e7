import { queryOptions, useQuery } from '@tanstack/react-query'
import { gamePaths, type VisualDecoderResult } from '@klass/contract/games'
import { api } from '../../../lib/api-client'

/** GET /v2/api/game/resultVisualDecoder?setId — the member's latest finished play of a set. */
export async function getVisualDecoderResult(setId: string): Promise<VisualDecoderResult> {
  const { data } = await api.get<{ data: VisualDecoderResult }>(gamePaths.resultVisualDecoder, {
    query: { setId },
  })
  return data
}

export const visualDecoderResultQuery = (setId: string) =>
  queryOptions({
    queryKey: ['games', 'visual-decoder-result', setId] as const,
    queryFn: () => getVisualDecoderResult(setId),
  })

export function useVisualDecoderResult(setId: string | null) {
  return useQuery({ ...visualDecoderResultQuery(setId ?? ''), enabled: setId !== null })
}
