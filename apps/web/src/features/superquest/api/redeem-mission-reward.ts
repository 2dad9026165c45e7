import { superquestCalls } from '@klass/contract/routes/superquest'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ShippingAddress } from '@klass/contract/shipping'
import { call, groupKeyOf } from '../../../lib/call'
import { useKoinBalanceUpdate } from '../../../lib/koin-balance'

/** POST /v2/api/superQuest/redeemKoin — a completed mission's koins, once. */
export async function redeemMissionKoin(id: string) {
  return (await call(superquestCalls.redeemKoin, { body: { id } })).data
}

/** POST /v2/api/superQuest/redeemGift — a completed mission's premium gift, sent to the address, once. */
export async function redeemMissionGift(body: { id: string; address: ShippingAddress }) {
  return (await call(superquestCalls.redeemGift, { body })).data
}

export function useRedeemMissionKoin() {
  const queryClient = useQueryClient()
  const updateKoin = useKoinBalanceUpdate()
  return useMutation({
    mutationFn: redeemMissionKoin,
    onSuccess: ({ koin }) => {
      updateKoin(koin)
      void queryClient.invalidateQueries({ queryKey: groupKeyOf(superquestCalls.redeemKoin) })
    },
  })
}

export function useRedeemMissionGift() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: redeemMissionGift,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeyOf(superquestCalls.redeemGift) }),
  })
}
