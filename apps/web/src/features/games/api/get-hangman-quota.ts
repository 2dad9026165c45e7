import { queryOptions, useQuery } from '@tanstack/react-query'
import { gamePaths, type HangmanQuota } from '@klass/contract/games'
import { api } from '../../../lib/api-client'

/** GET /v2/api/game/getQuotaHangman — today's free, bought, used and remaining plays. */
export async function getHangmanQuota(): Promise<HangmanQuota> {
  const { data } = await api.get<{ data: HangmanQuota }>(gamePaths.getQuotaHangman)
  return data
}

export const hangmanQuotaQuery = () =>
  queryOptions({ queryKey: ['games', 'hangman-quota'] as const, queryFn: getHangmanQuota })

export function useHangmanQuota() {
  return useQuery(hangmanQuotaQuery())
}
