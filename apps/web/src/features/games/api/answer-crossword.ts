import { useMutation } from '@tanstack/react-query'
import { gamePaths, type AnswerCrosswordBody, type CrosswordAnswer } from '@klass/contract/games'
import { api } from '../../../lib/api-client'

/** POST /v2/api/game/answerCrossword — checks the filled grid and marks the right words. */
export async function answerCrossword(body: AnswerCrosswordBody): Promise<CrosswordAnswer> {
  const { data } = await api.post<{ data: CrosswordAnswer }>(gamePaths.answerCrossword, { json: body })
  return data
}

export function useAnswerCrossword() {
  return useMutation({ mutationFn: answerCrossword })
}
