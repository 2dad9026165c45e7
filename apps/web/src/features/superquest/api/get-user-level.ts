import { queryOptions, useQuery } from '@tanstack/react-query'
import { userLevelPaths, type userLevelResponse } from '@klass/contract/superquest'
import type { z } from 'zod'
import { api } from '../../../lib/api-client'

export type UserLevels = z.infer<typeof userLevelResponse>['data']

/** GET /v2/api/superQuestUserLevel/get — the member's exp, level, and each level's koins and gift. */
export async function getUserLevel(): Promise<UserLevels> {
  const { data } = await api.get<{ data: UserLevels }>(userLevelPaths.get)
  return data
}

export const userLevelQuery = () =>
  queryOptions({ queryKey: ['superquest', 'user-level'] as const, queryFn: getUserLevel })

export function useUserLevel(enabled = true) {
  return useQuery({ ...userLevelQuery(), enabled })
}
