import { gameCalls } from '@klass/contract/routes/games'
import { useMutation } from '@tanstack/react-query'
import type { VisualDecoderAnswer } from '@klass/contract/games'
import { call } from '../../../lib/call'

type Step = { sessionId: string; index: number; score?: number }

/** POST /v2/api/game/answerVisualDecoder — a choice for the current picture. */
export async function answerVisualDecoder(body: Step & { choice: number }): Promise<VisualDecoderAnswer> {
  return (await call(gameCalls.answerVisualDecoder, { body })).data
}

export function useAnswerVisualDecoder() {
  return useMutation({ mutationFn: answerVisualDecoder })
}
