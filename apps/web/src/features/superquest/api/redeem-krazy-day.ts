import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ShippingAddress } from '@klass/contract/shipping'
import { krazyDayPaths, type PremiumGiftShipment } from '@klass/contract/superquest'
import { api } from '../../../lib/api-client'
import { useKoinBalanceUpdate } from '../../../lib/koin-balance'

/** POST /v2/api/superQuestKrazyDay/redeem — one piece of a krazy-day gift at its special koin price. */
export async function redeemKrazyDay(body: {
  id: string
  address: ShippingAddress
}): Promise<{ shipment: PremiumGiftShipment; koin: string }> {
  const { data } = await api.post<{ data: { shipment: PremiumGiftShipment; koin: string } }>(
    krazyDayPaths.redeem,
    { json: body },
  )
  return data
}

export function useRedeemKrazyDay() {
  const queryClient = useQueryClient()
  const updateKoin = useKoinBalanceUpdate()
  return useMutation({
    mutationFn: redeemKrazyDay,
    onSuccess: ({ koin }) => {
      updateKoin(koin)
      void queryClient.invalidateQueries({ queryKey: ['superquest'] })
    },
  })
}
