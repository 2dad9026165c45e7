import type { ReactNode } from 'react'
import { isApiError } from '../lib/api-client'
import { NotFoundView } from './error-view'
import { Skeleton } from './skeleton'
import { EmptyState, ErrorState } from './states'

/** What the states need of a TanStack query result. */
export type StateQuery<T> = {
  data: T | undefined
  isError: boolean
  error: unknown
  refetch: () => unknown
}

/** A query's error, with the retry that fetches it again. */
export function QueryError({ query }: { query: Pick<StateQuery<unknown>, 'error' | 'refetch'> }) {
  const message = (query.error as { message?: string } | null)?.message
  return <ErrorState message={message} onRetry={() => void query.refetch()} />
}

/** An empty list, or a page with no items. */
function hasNoItems(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0
  const items = (data as { items?: unknown } | null)?.items
  return Array.isArray(items) && items.length === 0
}

/**
 * What a query shows: its error with a retry, `loading` until it has data, `empty` when the data is an empty list
 * or page (or `isEmpty` says so), and otherwise `children(data)`. `keepDataOnError` keeps showing data a failed
 * refetch left behind instead of the error.
 */
export function QueryState<T>({
  query,
  loading,
  empty,
  isEmpty = hasNoItems,
  keepDataOnError = false,
  children,
}: {
  query: StateQuery<T>
  loading: ReactNode
  empty?: ReactNode
  isEmpty?: (data: T) => boolean
  keepDataOnError?: boolean
  children: (data: T) => ReactNode
}) {
  const { data } = query
  if (query.isError && !(keepDataOnError && data !== undefined)) return <QueryError query={query} />
  if (data === undefined) return loading
  if (empty !== undefined && isEmpty(data)) return empty
  return children(data)
}

type ListQuery = {
  data?: { items: unknown[] }
  isPending: boolean
  isError: boolean
  error: unknown
  refetch: () => unknown
}

/**
 * A paged list before it has rows to show: skeleton rows while loading, the error with a retry, or the empty
 * state. null once there are rows.
 */
export function pagedListState(
  query: ListQuery,
  { label, rowClassName, empty }: { label: string; rowClassName: string; empty: ReactNode },
): ReactNode | null {
  if (query.isPending) {
    return (
      <div role="status" aria-label={label} className="space-y-2">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className={rowClassName} />
        ))}
      </div>
    )
  }
  if (query.isError || !query.data) return <QueryError query={query} />
  if (query.data.items.length === 0) return <EmptyState title="ยังไม่มีรายการ">{empty}</EmptyState>
  return null
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function isUuid(value: string): boolean {
  return UUID.test(value)
}

/**
 * A page about one thing (a gift, an event) before it can be shown: the 404 page for an id that is not one, the
 * error with a retry, or the skeleton while loading. null once the thing is there.
 */
export function detailPageState(
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown },
  { validId, loadingLabel, skeleton }: { validId: boolean; loadingLabel: string; skeleton: ReactNode },
): ReactNode | null {
  if (!validId || (query.isError && isApiError(query.error) && query.error.status === 404))
    return <NotFoundView />
  if (query.isError)
    return (
      <div className="mx-auto max-w-3xl px-3 py-8">
        <QueryError query={query} />
      </div>
    )
  if (query.isPending)
    return (
      <div role="status" aria-label={loadingLabel} className="mx-auto max-w-5xl px-3 py-8">
        {skeleton}
      </div>
    )
  return null
}
