import { storeCalls } from '@klass/contract/routes/store'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Page } from '@klass/contract/envelope'
import type { StoreItem, StoreItemType, StoreSort } from '@klass/contract/store'
import { callQuery } from '../../../lib/call'
import { servedData } from '../../../lib/served-data'
import { useSession } from '../../../lib/session'

export type StoreListParams = { type?: StoreItemType; sort: StoreSort; page: number; limit: number }

/** Public; with a token each item says what the member may still buy. */
export const storeItemsQuery = (params: StoreListParams) => ({
  ...callQuery(storeCalls.list, { query: params }),
  placeholderData: keepPreviousData,
})

/**
 * The store as a visitor first opens it may be in the page already (the server writes it into the HTML of
 * /store): shown at once while the call runs. A member's list says what they may still buy, so a member waits
 * for their own.
 */
function servedFirstPage(params: StoreListParams, member: boolean): Page<StoreItem> | undefined {
  const first = !member && !params.type && params.sort === 'newest' && params.page === 1
  return first ? servedData<Page<StoreItem>>('store') : undefined
}

export function useStoreItems(params: StoreListParams) {
  const { loggedIn } = useSession()
  return useQuery({
    ...storeItemsQuery(params),
    // Shown as the page's own answer (not a placeholder, which the grid dims), and asked again at once.
    initialData: servedFirstPage(params, loggedIn),
    initialDataUpdatedAt: 0,
  })
}
