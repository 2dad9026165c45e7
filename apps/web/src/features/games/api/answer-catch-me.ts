import { useMutation } from '@tanstack/react-query'
import { gamePaths, type AnswerCatchMeBody, type CatchMeAnswer } from '@klass/contract/games'
import { api } from '../../../lib/api-client'

/** POST /v2/api/game/answerCatchMe — the bubble tapped (null when time ran out), scored on the server. */
export async function answerCatchMe(body: AnswerCatchMeBody): Promise<CatchMeAnswer> {
  const { data } = await api.post<{ data: CatchMeAnswer }>(gamePaths.answerCatchMe, { json: body })
  return data
}

export function useAnswerCatchMe() {
  return useMutation({ mutationFn: answerCatchMe })
}
