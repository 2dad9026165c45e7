import { gameCalls } from '@klass/contract/routes/games'
import { useQuery } from '@tanstack/react-query'
import type { HangmanQuota } from '@klass/contract/games'
import { call, dataQuery } from '../../../lib/call'

/** GET /v2/api/game/getQuotaHangman — today's free, bought, used and remaining plays. */
export async function getHangmanQuota(): Promise<HangmanQuota> {
  return (await call(gameCalls.getQuotaHangman)).data
}

export const hangmanQuotaQuery = () => dataQuery(gameCalls.getQuotaHangman)

export function useHangmanQuota() {
  return useQuery(hangmanQuotaQuery())
}
