import type { AdminItemsQuery, AdminOrdersQuery } from '@klass/contract/admin-store'
import { adminStoreCalls } from '@klass/contract/routes/admin-store'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call, callQuery, groupKeyOf, type CallInput } from '../../../lib/call'

type ItemsFilter = Partial<Pick<AdminItemsQuery, 'q' | 'visibility'>> & { page: number }
type OrdersFilter = Partial<Pick<AdminOrdersQuery, 'q' | 'status'>> & { page: number }

export const ADMIN_PAGE_SIZE = 20

/** GET /v2/api/admin/store/items — every item, hidden ones too, with its stock. */
export function useAdminItems(filter: ItemsFilter) {
  return useQuery({
    ...callQuery(adminStoreCalls.items, { query: { ...filter, limit: ADMIN_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  })
}

/** GET /v2/api/admin/store/orders — newest first, by status, member e-mail or order id. */
export function useAdminOrders(filter: OrdersFilter) {
  return useQuery({
    ...callQuery(adminStoreCalls.orders, { query: { ...filter, limit: ADMIN_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  })
}

/** A write of the store's back office; what it changed is read again. */
function useAdminStoreWrite<I, R>(write: (input: I) => Promise<R>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: groupKeyOf(adminStoreCalls.items) }),
  })
}

export const useCreateItem = () =>
  useAdminStoreWrite((body: CallInput<typeof adminStoreCalls.createItem>['body']) =>
    call(adminStoreCalls.createItem, { body }),
  )

export const useUpdateItem = () =>
  useAdminStoreWrite((input: CallInput<typeof adminStoreCalls.updateItem>) =>
    call(adminStoreCalls.updateItem, input),
  )

export const useChangeStock = () =>
  useAdminStoreWrite((input: CallInput<typeof adminStoreCalls.changeStock>) =>
    call(adminStoreCalls.changeStock, input),
  )

export const useItemImage = () =>
  useAdminStoreWrite((input: { id: string; image: File }) =>
    call(adminStoreCalls.itemImage, { params: { id: input.id }, body: { image: input.image } }),
  )

export const useShipOrder = () =>
  useAdminStoreWrite((input: CallInput<typeof adminStoreCalls.ship>) => call(adminStoreCalls.ship, input))

export const useDeliverOrder = () =>
  useAdminStoreWrite((id: string) => call(adminStoreCalls.deliver, { params: { id } }))

export const useCancelOrder = () =>
  useAdminStoreWrite((input: CallInput<typeof adminStoreCalls.cancel>) => call(adminStoreCalls.cancel, input))

export const useTrackingFile = () =>
  useAdminStoreWrite((file: File) => call(adminStoreCalls.trackingFile, { body: { file } }))
