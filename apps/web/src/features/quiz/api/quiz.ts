import { quizCalls } from '@klass/contract/routes/quiz'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { MoneyQuizLevel, QuizAnswer, QuizSheet } from '@klass/contract/quiz'
import { call, dataQuery, groupKeyOf, queryKeyOf } from '../../../lib/call'
import { currentUserQuery } from '../../../lib/current-user'

export type { MoneyQuizLevel, QuizAnswer, QuizSheet }

/** The quizzes answered in one go from their own GET: daily, monthly and the final exam. */
export type SheetKind = 'daily' | 'monthly' | 'final'

const sheetCalls = {
  daily: { get: quizCalls.daily, answer: quizCalls.answerDaily },
  monthly: { get: quizCalls.monthly, answer: quizCalls.answerMonthly },
  final: { get: quizCalls.finalExam, answer: quizCalls.answerFinalExam },
} as const satisfies Record<SheetKind, { get: unknown; answer: unknown }>

export const quizSheetQuery = (kind: SheetKind) => dataQuery(sheetCalls[kind].get)

export function useQuizSheet(kind: SheetKind) {
  return useQuery(quizSheetQuery(kind))
}

/** GET /v2/api/quiz/detailMoney — every level, or one: its status and, once answered, the key. */
export const moneyDetailQuery = (level?: MoneyQuizLevel) =>
  queryOptions({
    queryKey: queryKeyOf(quizCalls.detailMoney, { level }),
    queryFn: async () => (await call(quizCalls.detailMoney, { query: { level } })).data.levels,
  })

export function useMoneyDetail(level?: MoneyQuizLevel) {
  return useQuery(moneyDetailQuery(level))
}

/** After an answer the balances changed: the header's koins and every quiz view are read again. */
function useAfterAnswer() {
  const client = useQueryClient()
  return (set: (client: ReturnType<typeof useQueryClient>) => void) => {
    set(client)
    void client.invalidateQueries({ queryKey: currentUserQuery().queryKey })
    void client.invalidateQueries({ queryKey: groupKeyOf(quizCalls.daily), refetchType: 'inactive' })
  }
}

export function useAnswerQuiz(kind: SheetKind) {
  const afterAnswer = useAfterAnswer()
  return useMutation({
    mutationFn: async (answers: QuizAnswer[]) =>
      (await call(sheetCalls[kind].answer, { body: { answers } })).data,
    onSuccess: (sheet) => afterAnswer((client) => client.setQueryData(quizSheetQuery(kind).queryKey, sheet)),
  })
}

/** GET finalExam?start=true — the server starts the timer (once). */
export function useStartFinalExam() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async () => (await call(quizCalls.finalExam, { query: { start: 'true' } })).data,
    onSuccess: (sheet) => client.setQueryData(quizSheetQuery('final').queryKey, sheet),
  })
}

/** POST /v2/api/quiz/money — starts (or resumes) the member's attempt at a level. */
export function useStartMoneyQuiz(level: MoneyQuizLevel) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async () => (await call(quizCalls.money, { body: { level } })).data,
    onSuccess: (sheet) => client.setQueryData(moneyDetailQuery(level).queryKey, [sheet]),
  })
}

export function useAnswerMoneyQuiz(level: MoneyQuizLevel) {
  const afterAnswer = useAfterAnswer()
  return useMutation({
    mutationFn: async (answers: QuizAnswer[]) =>
      (await call(quizCalls.answerMoney, { body: { level, answers } })).data,
    onSuccess: (sheet) =>
      afterAnswer((client) => client.setQueryData(moneyDetailQuery(level).queryKey, [sheet])),
  })
}
