import { storeCalls } from '@klass/contract/routes/store'
import { useQuery } from '@tanstack/react-query'
import { dataQuery } from '../../../lib/call'

/** One gift, with the member's own limit when a token is sent. */
export const storeItemQuery = (id: string) => dataQuery(storeCalls.detail, { query: { id } })

export function useStoreItem(id: string, enabled = true) {
  return useQuery({ ...storeItemQuery(id), enabled })
}
