import { userLevelCalls } from '@klass/contract/routes/superquest'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ShippingAddress } from '@klass/contract/shipping'
import { call, groupKeyOf } from '../../../lib/call'

/** POST /v2/api/superQuestUserLevel/redeem — a reached level's gift, sent to the address, once. */
export async function redeemLevelGift(body: { level: number; address: ShippingAddress }) {
  return (await call(userLevelCalls.userLevelRedeem, { body })).data
}

export function useRedeemLevelGift() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: redeemLevelGift,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeyOf(userLevelCalls.userLevelRedeem) }),
  })
}
