import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ShippingAddress } from '@klass/contract/shipping'
import { superquestPaths, type Mission, type PremiumGiftShipment } from '@klass/contract/superquest'
import { api } from '../../../lib/api-client'
import { useKoinBalanceUpdate } from '../../../lib/koin-balance'

/** POST /v2/api/superQuest/redeemKoin — a completed mission's koins, once. */
export async function redeemMissionKoin(id: string): Promise<{ mission: Mission; koin: string }> {
  const { data } = await api.post<{ data: { mission: Mission; koin: string } }>(superquestPaths.redeemKoin, {
    json: { id },
  })
  return data
}

/** POST /v2/api/superQuest/redeemGift — a completed mission's premium gift, sent to the address, once. */
export async function redeemMissionGift(body: {
  id: string
  address: ShippingAddress
}): Promise<{ mission: Mission; shipment: PremiumGiftShipment }> {
  const { data } = await api.post<{ data: { mission: Mission; shipment: PremiumGiftShipment } }>(
    superquestPaths.redeemGift,
    { json: body },
  )
  return data
}

export function useRedeemMissionKoin() {
  const queryClient = useQueryClient()
  const updateKoin = useKoinBalanceUpdate()
  return useMutation({
    mutationFn: redeemMissionKoin,
    onSuccess: ({ koin }) => {
      updateKoin(koin)
      void queryClient.invalidateQueries({ queryKey: ['superquest'] })
    },
  })
}

export function useRedeemMissionGift() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: redeemMissionGift,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['superquest'] }),
  })
}
