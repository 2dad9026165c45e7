import { bigPrizeCalls } from '@klass/contract/routes/superquest'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../../../lib/call'
import { bigPrizeQuery, type BigPrize } from './get-big-prize'

/** POST /v2/api/bigPrize/redeem — SKILL members spend skill points for entries; answers the prize anew. */
export async function redeemBigPrize(entries: number): Promise<BigPrize> {
  return (await call(bigPrizeCalls.bigPrizeRedeem, { body: { entries } })).data
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
