import { useMutation } from '@tanstack/react-query'
import { gamePaths, type VisualDecoderAnswer } from '@klass/contract/games'
import { api } from '../../../lib/api-client'

type Step = { sessionId: string; index: number; score?: number }

/** POST /v2/api/game/answerVisualDecoder — a choice for the current picture. */
export async function answerVisualDecoder(body: Step & { choice: number }): Promise<VisualDecoderAnswer> {
  const { data } = await api.post<{ data: VisualDecoderAnswer }>(gamePaths.answerVisualDecoder, {
    json: body,
  })
  return data
}

export function useAnswerVisualDecoder() {
  return useMutation({ mutationFn: answerVisualDecoder })
}
