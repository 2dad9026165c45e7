import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Page } from '@klass/contract/envelope'
import { userPaths } from '@klass/contract/user'
import type { SkillHistoryItem } from '@klass/contract/user'
import { api } from '../../../lib/api-client'

export type { SkillHistoryItem }

/** GET /v2/api/user/skills?page&limit — skill point history, newest first. */
export function getSkillHistory(page: number, limit: number): Promise<Page<SkillHistoryItem>> {
  return api.get<Page<SkillHistoryItem>>(userPaths.skills, { query: { page, limit } })
}

export const skillHistoryQuery = (page: number, limit: number) =>
  queryOptions({
    queryKey: ['user', 'skills', { page, limit }] as const,
    queryFn: () => getSkillHistory(page, limit),
    placeholderData: keepPreviousData,
  })

export function useSkillHistory(page: number, limit: number) {
  return useQuery(skillHistoryQuery(page, limit))
}
