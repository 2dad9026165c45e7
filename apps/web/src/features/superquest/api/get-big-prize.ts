import { queryOptions, useQuery } from '@tanstack/react-query'
import { bigPrizePaths, type bigPrize } from '@klass/contract/superquest'
import type { z } from 'zod'
import { api } from '../../../lib/api-client'

export type BigPrize = z.infer<typeof bigPrize>

/** GET /v2/api/bigPrize/get — the prize, the member's entries, and why they cannot enter when they cannot. */
export async function getBigPrize(): Promise<BigPrize> {
  const { data } = await api.get<{ data: BigPrize }>(bigPrizePaths.get)
  return data
}

export const bigPrizeQuery = () =>
  queryOptions({ queryKey: ['superquest', 'big-prize'] as const, queryFn: getBigPrize })

export function useBigPrize() {
  return useQuery(bigPrizeQuery())
}
