import { userCalls } from '@klass/contract/routes/user'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { KoinHistoryItem } from '@klass/contract/user'
import { call, callQuery } from '../../../lib/call'

export type { KoinHistoryItem }

/** GET /v2/api/user/koins?page&limit — koin history, newest first. */
export function getKoinHistory(page: number, limit: number) {
  return call(userCalls.koins, { query: { page, limit } })
}

export const koinHistoryQuery = (page: number, limit: number) => ({
  ...callQuery(userCalls.koins, { query: { page, limit } }),
  placeholderData: keepPreviousData,
})

export function useKoinHistory(page: number, limit: number) {
  return useQuery(koinHistoryQuery(page, limit))
}
