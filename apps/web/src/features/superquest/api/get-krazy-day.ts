import { krazyDayCalls } from '@klass/contract/routes/superquest'
import { useQuery } from '@tanstack/react-query'
import type { KrazyDay } from '@klass/contract/superquest'
import { call, dataQuery } from '../../../lib/call'

export type KrazyDays = { current: KrazyDay | null; upcoming: KrazyDay[] }

/** GET /v2/api/superQuestKrazyDay/get — the day open now (or the next announced) and those announced. */
export async function getKrazyDay(): Promise<KrazyDays> {
  return (await call(krazyDayCalls.krazyDay)).data
}

export const krazyDayQuery = () => dataQuery(krazyDayCalls.krazyDay)

export function useKrazyDay() {
  return useQuery(krazyDayQuery())
}
