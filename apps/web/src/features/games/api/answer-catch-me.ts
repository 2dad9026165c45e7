import { gameCalls } from '@klass/contract/routes/games'
import { useMutation } from '@tanstack/react-query'
import type { AnswerCatchMeBody, CatchMeAnswer } from '@klass/contract/games'
import { call } from '../../../lib/call'

/** POST /v2/api/game/answerCatchMe — the bubble tapped (null when time ran out), scored on the server. */
export async function answerCatchMe(body: AnswerCatchMeBody): Promise<CatchMeAnswer> {
  return (await call(gameCalls.answerCatchMe, { body })).data
}

export function useAnswerCatchMe() {
  return useMutation({ mutationFn: answerCatchMe })
}
