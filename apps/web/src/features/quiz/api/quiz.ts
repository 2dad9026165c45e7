import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { quizPaths, type MoneyQuizLevel, type QuizAnswer, type QuizSheet } from '@klass/contract/quiz'
import { api } from '../../../lib/api-client'
import { currentUserQuery } from '../../../lib/current-user'

export type { MoneyQuizLevel, QuizAnswer, QuizSheet }

/** The quizzes answered in one go from their own GET: daily, monthly and the final exam. */
export type SheetKind = 'daily' | 'monthly' | 'final'

const sheetPaths: Record<SheetKind, { get: string; answer: string }> = {
  daily: { get: quizPaths.daily, answer: quizPaths.answerDaily },
  monthly: { get: quizPaths.monthly, answer: quizPaths.answerMonthly },
  final: { get: quizPaths.finalExam, answer: quizPaths.answerFinalExam },
}

export const quizSheetQuery = (kind: SheetKind) =>
  queryOptions({
    queryKey: ['quiz', kind] as const,
    queryFn: async () => (await api.get<{ data: QuizSheet }>(sheetPaths[kind].get)).data,
  })

export function useQuizSheet(kind: SheetKind) {
  return useQuery(quizSheetQuery(kind))
}

/** GET /v2/api/quiz/detailMoney — every level, or one: its status and, once answered, the key. */
export const moneyDetailQuery = (level?: MoneyQuizLevel) =>
  queryOptions({
    queryKey: ['quiz', 'money', level ?? 'all'] as const,
    queryFn: async () =>
      (await api.get<{ data: { levels: QuizSheet[] } }>(quizPaths.detailMoney, { query: { level } })).data
        .levels,
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
    void client.invalidateQueries({ queryKey: ['quiz'], refetchType: 'inactive' })
  }
}

export function useAnswerQuiz(kind: SheetKind) {
  const afterAnswer = useAfterAnswer()
  return useMutation({
    mutationFn: async (answers: QuizAnswer[]) =>
      (await api.post<{ data: QuizSheet }>(sheetPaths[kind].answer, { json: { answers } })).data,
    onSuccess: (sheet) => afterAnswer((client) => client.setQueryData(quizSheetQuery(kind).queryKey, sheet)),
  })
}

/** GET finalExam?start=true — the server starts the timer (once). */
export function useStartFinalExam() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async () =>
      (await api.get<{ data: QuizSheet }>(quizPaths.finalExam, { query: { start: true } })).data,
    onSuccess: (sheet) => client.setQueryData(quizSheetQuery('final').queryKey, sheet),
  })
}

/** POST /v2/api/quiz/money — starts (or resumes) the member's attempt at a level. */
export function useStartMoneyQuiz(level: MoneyQuizLevel) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async () => (await api.post<{ data: QuizSheet }>(quizPaths.money, { json: { level } })).data,
    onSuccess: (sheet) => client.setQueryData(moneyDetailQuery(level).queryKey, [sheet]),
  })
}

export function useAnswerMoneyQuiz(level: MoneyQuizLevel) {
  const afterAnswer = useAfterAnswer()
  return useMutation({
    mutationFn: async (answers: QuizAnswer[]) =>
      (await api.post<{ data: QuizSheet }>(quizPaths.answerMoney, { json: { level, answers } })).data,
    onSuccess: (sheet) =>
      afterAnswer((client) => client.setQueryData(moneyDetailQuery(level).queryKey, [sheet])),
  })
}
