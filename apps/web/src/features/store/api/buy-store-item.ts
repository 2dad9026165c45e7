import { storeCalls } from '@klass/contract/routes/store'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BuyBody } from '@klass/contract/store'
import { call, groupKeyOf } from '../../../lib/call'
import { useKoinBalanceUpdate } from '../../../lib/koin-balance'

/** Pays koins for a gift; answers the purchase and the new koin balance. */
export async function buyStoreItem(body: BuyBody) {
  return (await call(storeCalls.buy, { body })).data
}

export function useBuyStoreItem() {
  const queryClient = useQueryClient()
  const updateKoin = useKoinBalanceUpdate()
  return useMutation({
    mutationFn: buyStoreItem,
    onSuccess: ({ koin }) => {
      updateKoin(koin)
      void queryClient.invalidateQueries({ queryKey: groupKeyOf(storeCalls.buy) })
    },
  })
}
