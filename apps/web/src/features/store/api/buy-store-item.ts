import { useMutation, useQueryClient } from '@tanstack/react-query'
import { storePaths, type BuyBody, type Purchase } from '@klass/contract/store'
import { api } from '../../../lib/api-client'
import { useKoinBalanceUpdate } from '../../../lib/koin-balance'

/** POST /v2/api/store/buy — pays koins for a gift; answers the purchase and the new koin balance. */
export async function buyStoreItem(body: BuyBody): Promise<{ purchase: Purchase; koin: string }> {
  const { data } = await api.post<{ data: { purchase: Purchase; koin: string } }>(storePaths.buy, {
    json: body,
  })
  return data
}

export function useBuyStoreItem() {
  const queryClient = useQueryClient()
  const updateKoin = useKoinBalanceUpdate()
  return useMutation({
    mutationFn: buyStoreItem,
    onSuccess: ({ koin }) => {
      updateKoin(koin)
      void queryClient.invalidateQueries({ queryKey: ['store'] })
    },
  })
}
