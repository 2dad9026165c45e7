import { queryOptions, useQuery } from '@tanstack/react-query'
import { krazyDayPaths, type KrazyDay } from '@klass/contract/superquest'
import { api } from '../../../lib/api-client'

export type KrazyDays = { current: KrazyDay | null; upcoming: KrazyDay[] }

/** GET /v2/api/superQuestKrazyDay/get — the day open now (or the next announced) and those announced. */
export async function getKrazyDay(): Promise<KrazyDays> {
  const { data } = await api.get<{ data: KrazyDays }>(krazyDayPaths.get)
  return data
}

export const krazyDayQuery = () =>
  queryOptions({ queryKey: ['superquest', 'krazy-day'] as const, queryFn: getKrazyDay })

export function useKrazyDay() {
  return useQuery(krazyDayQuery())
}
