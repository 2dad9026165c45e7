import { krazyDayCalls } from '@klass/contract/routes/superquest'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ShippingAddress } from '@klass/contract/shipping'
import { call, groupKeyOf } from '../../../lib/call'
import { useKoinBalanceUpdate } from '../../../lib/koin-balance'

/** POST /v2/api/superQuestKrazyDay/redeem — one piece of a krazy-day gift at its special koin price. */
export async function redeemKrazyDay(body: { id: string; address: ShippingAddress }) {
  return (await call(krazyDayCalls.krazyDayRedeem, { body })).data
}

export function useRedeemKrazyDay() {
  const queryClient = useQueryClient()
  const updateKoin = useKoinBalanceUpdate()
  return useMutation({
    mutationFn: redeemKrazyDay,
    onSuccess: ({ koin }) => {
      updateKoin(koin)
      void queryClient.invalidateQueries({ queryKey: groupKeyOf(krazyDayCalls.krazyDayRedeem) })
    },
  })
}
