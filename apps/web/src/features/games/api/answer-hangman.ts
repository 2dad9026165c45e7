import { gameCalls } from '@klass/contract/routes/games'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AnswerHangmanBody, CurrentHangman, HangmanAnswer } from '@klass/contract/games'
import { call } from '../../../lib/call'
import { currentHangmanQuery } from './get-current-hangman'

/** POST /v2/api/game/answerHangman — one letter. */
export async function answerHangman(body: AnswerHangmanBody): Promise<HangmanAnswer> {
  return (await call(gameCalls.answerHangman, { body })).data
}

/** Each answer is also written into the open game the page resumes from; an ended game is no longer open. */
export function useAnswerHangman() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: answerHangman,
    onSuccess: (result) =>
      queryClient.setQueryData<CurrentHangman>(currentHangmanQuery().queryKey, (current) =>
        current?.game
          ? {
              ...current,
              game:
                result.status === 'playing'
                  ? { ...current.game, pattern: result.pattern, lives: result.lives, guessed: result.guessed }
                  : null,
            }
          : current,
      ),
  })
}
