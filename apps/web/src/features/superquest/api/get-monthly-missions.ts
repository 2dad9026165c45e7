import { superquestCalls } from '@klass/contract/routes/superquest'
import { useQuery } from '@tanstack/react-query'
import type { monthlyMissionsResponse } from '@klass/contract/superquest'
import type { z } from 'zod'
import { call, dataQuery } from '../../../lib/call'

export type MonthlyMissions = z.infer<typeof monthlyMissionsResponse>['data']

/** GET /v2/api/superQuest/monthlyMissions — the campaign's missions month by month (public; SPEC 7: sent without a token). */
export async function getMonthlyMissions(): Promise<MonthlyMissions> {
  return (await call(superquestCalls.monthlyMissions)).data
}

export const monthlyMissionsQuery = () => dataQuery(superquestCalls.monthlyMissions)

export function useMonthlyMissions() {
  return useQuery(monthlyMissionsQuery())
}
