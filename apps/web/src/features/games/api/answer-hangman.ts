import { useMutation } from '@tanstack/react-query'
import { gamePaths, type AnswerHangmanBody, type HangmanAnswer } from '@klass/contract/games'
import { api } from '../../../lib/api-client'

/** POST /v2/api/game/answerHangman — one letter. */
export async function answerHangman(body: AnswerHangmanBody): Promise<HangmanAnswer> {
  const { data } = await api.post<{ data: HangmanAnswer }>(gamePaths.answerHangman, { json: body })
  return data
}

export function useAnswerHangman() {
  return useMutation({ mutationFn: answerHangman })
}
