import { useMutation, useQueryClient } from '@tanstack/react-query'
import { bigPrizePaths } from '@klass/contract/superquest'
import { api } from '../../../lib/api-client'
import { bigPrizeQuery, type BigPrize } from './get-big-prize'

/** POST /v2/api/bigPrize/redeem — SKILL members spend skill points for entries; answers the prize anew. */
export async function redeemBigPrize(entries: number): Promise<BigPrize> {
  const { data } = await api.post<{ data: BigPrize }>(bigPrizePaths.redeem, { json: { entries } })
  return data
}

export function useRedeemBigPrize() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: redeemBigPrize,
    onSuccess: (prize) => {
      queryClient.setQueryData(bigPrizeQuery().queryKey, prize)
      void queryClient.invalidateQueries({ queryKey: ['user'] })
    },
  })
}
