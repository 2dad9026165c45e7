import { userCalls } from '@klass/contract/routes/user'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { SkillHistoryItem } from '@klass/contract/user'
import { call, callQuery } from '../../../lib/call'

export type { SkillHistoryItem }

/** GET /v2/api/user/skills?page&limit — skill point history, newest first. */
export function getSkillHistory(page: number, limit: number) {
  return call(userCalls.skills, { query: { page, limit } })
}

export const skillHistoryQuery = (page: number, limit: number) => ({
  ...callQuery(userCalls.skills, { query: { page, limit } }),
  placeholderData: keepPreviousData,
})

export function useSkillHistory(page: number, limit: number) {
  return useQuery(skillHistoryQuery(page, limit))
}
