import { queryOptions, useQuery } from '@tanstack/react-query'
import { storePaths, type StoreItemDetail } from '@klass/contract/store'
import { api } from '../../../lib/api-client'

/** GET /v2/api/store/detail?id — one gift, with the member's own limit when a token is sent. */
export async function getStoreItem(id: string): Promise<StoreItemDetail> {
  const { data } = await api.get<{ data: StoreItemDetail }>(storePaths.detail, { query: { id } })
  return data
}

export const storeItemQuery = (id: string) =>
  queryOptions({ queryKey: ['store', 'item', id] as const, queryFn: () => getStoreItem(id) })

export function useStoreItem(id: string, enabled = true) {
  return useQuery({ ...storeItemQuery(id), enabled })
}
