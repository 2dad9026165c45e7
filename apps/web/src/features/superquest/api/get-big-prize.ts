import { bigPrizeCalls } from '@klass/contract/routes/superquest'
import { useQuery } from '@tanstack/react-query'
import type { bigPrizeView } from '@klass/contract/superquest'
import type { z } from 'zod'
import { call, dataQuery } from '../../../lib/call'

export type BigPrize = z.infer<typeof bigPrizeView>

/** GET /v2/api/bigPrize/get — the prize, the member's entries, and why they cannot enter when they cannot. */
export async function getBigPrize(): Promise<BigPrize> {
  return (await call(bigPrizeCalls.bigPrize)).data
}

export const bigPrizeQuery = () => dataQuery(bigPrizeCalls.bigPrize)

export function useBigPrize() {
  return useQuery(bigPrizeQuery())
}
