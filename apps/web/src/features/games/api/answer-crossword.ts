import { gameCalls } from '@klass/contract/routes/games'
import { useMutation } from '@tanstack/react-query'
import type { AnswerCrosswordBody, CrosswordAnswer } from '@klass/contract/games'
import { call } from '../../../lib/call'

/** POST /v2/api/game/answerCrossword — checks the filled grid and marks the right words. */
export async function answerCrossword(body: AnswerCrosswordBody): Promise<CrosswordAnswer> {
  return (await call(gameCalls.answerCrossword, { body })).data
}

export function useAnswerCrossword() {
  return useMutation({ mutationFn: answerCrossword })
}
