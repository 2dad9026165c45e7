import { queryOptions, useQuery } from '@tanstack/react-query'
import { superquestPaths, type monthlyMissionsResponse } from '@klass/contract/superquest'
import type { z } from 'zod'
import { api } from '../../../lib/api-client'

export type MonthlyMissions = z.infer<typeof monthlyMissionsResponse>['data']

/** GET /v2/api/superQuest/monthlyMissions — the campaign's missions month by month (public; SPEC 7: sent without a token). */
export async function getMonthlyMissions(): Promise<MonthlyMissions> {
  const { data } = await api.get<{ data: MonthlyMissions }>(superquestPaths.monthlyMissions, {
    auth: false,
  })
  return data
}

export const monthlyMissionsQuery = () =>
  queryOptions({ queryKey: ['superquest', 'monthly'] as const, queryFn: getMonthlyMissions })

export function useMonthlyMissions() {
  return useQuery(monthlyMissionsQuery())
}
