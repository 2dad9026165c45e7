import {
  adminCatchMeCalls,
  adminCrosswordCalls,
  adminHangmanCalls,
  adminQuizCalls,
  adminVisualCalls,
} from '@klass/contract/routes/admin-learning'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call, callQuery, dataQuery, groupKeyOf, type CallInput } from '../../../lib/call'

/**
 * The back office's learning content: each kind's page of items (kept on screen while the next page loads),
 * and its add, edit and retire, which refresh every list of the kind.
 */
export const contentCalls = {
  quiz: adminQuizCalls,
  hangman: adminHangmanCalls,
  catchMe: adminCatchMeCalls,
  visual: adminVisualCalls,
  crossword: adminCrosswordCalls,
} as const
export type ContentKind = keyof typeof contentCalls

export function useQuestionList(query: CallInput<typeof adminQuizCalls.list>['query']) {
  return useQuery({ ...callQuery(adminQuizCalls.list, { query }), placeholderData: keepPreviousData })
}
export function useQuizSets() {
  return useQuery(dataQuery(adminQuizCalls.sets))
}
export function useHangmanList(query: CallInput<typeof adminHangmanCalls.list>['query']) {
  return useQuery({ ...callQuery(adminHangmanCalls.list, { query }), placeholderData: keepPreviousData })
}
export function useCatchMeList(query: CallInput<typeof adminCatchMeCalls.list>['query']) {
  return useQuery({ ...callQuery(adminCatchMeCalls.list, { query }), placeholderData: keepPreviousData })
}
export function useVisualList(query: CallInput<typeof adminVisualCalls.list>['query']) {
  return useQuery({ ...callQuery(adminVisualCalls.list, { query }), placeholderData: keepPreviousData })
}
export function useVisualSets() {
  return useQuery(dataQuery(adminVisualCalls.sets))
}
export function useCrosswordList(query: CallInput<typeof adminCrosswordCalls.list>['query']) {
  return useQuery({ ...callQuery(adminCrosswordCalls.list, { query }), placeholderData: keepPreviousData })
}

type Calls = (typeof contentCalls)[ContentKind]

/** Adds (no id) or edits (an id) one item of a kind. */
export function useSaveContent(kind: ContentKind) {
  const queryClient = useQueryClient()
  const calls: Calls = contentCalls[kind]
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: unknown }): Promise<unknown> => {
      const reply = id
        ? await call(calls.update as typeof adminHangmanCalls.update, { params: { id }, body: body as never })
        : await call(calls.create as typeof adminHangmanCalls.create, { body: body as never })
      return reply.data
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeyOf(calls.list) }),
  })
}

/** Retires one item of a kind: new quizzes and plays leave it out. */
export function useRetireContent(kind: ContentKind) {
  const queryClient = useQueryClient()
  const calls: Calls = contentCalls[kind]
  return useMutation({
    mutationFn: async (id: string) =>
      (await call(calls.retire as typeof adminHangmanCalls.retire, { params: { id } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeyOf(calls.list) }),
  })
}
