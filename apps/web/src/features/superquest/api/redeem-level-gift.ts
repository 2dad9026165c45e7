import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ShippingAddress } from '@klass/contract/shipping'
import { userLevelPaths, type PremiumGiftShipment, type UserLevelEntry } from '@klass/contract/superquest'
import { api } from '../../../lib/api-client'

/** POST /v2/api/superQuestUserLevel/redeem — a reached level's gift, sent to the address, once. */
export async function redeemLevelGift(body: {
  level: number
  address: ShippingAddress
}): Promise<{ level: UserLevelEntry; shipment: PremiumGiftShipment }> {
  const { data } = await api.post<{ data: { level: UserLevelEntry; shipment: PremiumGiftShipment } }>(
    userLevelPaths.redeem,
    { json: body },
  )
  return data
}

export function useRedeemLevelGift() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: redeemLevelGift,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['superquest'] }),
  })
}
