import { userLevelCalls } from '@klass/contract/routes/superquest'
import { useQuery } from '@tanstack/react-query'
import type { userLevelResponse } from '@klass/contract/superquest'
import type { z } from 'zod'
import { call, dataQuery } from '../../../lib/call'

export type UserLevels = z.infer<typeof userLevelResponse>['data']

/** GET /v2/api/superQuestUserLevel/get — the member's exp, level, and each level's koins and gift. */
export async function getUserLevel(): Promise<UserLevels> {
  return (await call(userLevelCalls.userLevel)).data
}

export const userLevelQuery = () => dataQuery(userLevelCalls.userLevel)

export function useUserLevel(enabled = true) {
  return useQuery({ ...userLevelQuery(), enabled })
}
