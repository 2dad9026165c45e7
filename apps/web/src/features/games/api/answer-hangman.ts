import { gameCalls } from '@klass/contract/routes'
import { useMutation } from '@tanstack/react-query'
import type { AnswerHangmanBody, HangmanAnswer } from '@klass/contract/games'
import { call } from '../../../lib/call'

/** POST /v2/api/game/answerHangman — one letter. */
export async function answerHangman(body: AnswerHangmanBody): Promise<HangmanAnswer> {
  return (await call(gameCalls.answerHangman, { body })).data
}

export function useAnswerHangman() {
  return useMutation({ mutationFn: answerHangman })
}
