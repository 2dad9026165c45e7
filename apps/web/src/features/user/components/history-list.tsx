import type { ReactNode } from 'react'
import { formatDateTimeBar } from '../../../lib/format'
import { cn } from '../../../ui/cn'
import { Pagination } from '../../../ui/pagination'
import { pagedListState } from '../../../ui/query-states'

type Row = { id: string; date: string; activity: string }
type PageData<T> = { items: T[]; total: number; page: number; pages: number }

type HistoryListProps<T extends Row> = {
  caption: string
  pointLabel: string
  query: {
    data?: PageData<T>
    isPending: boolean
    isError: boolean
    error: unknown
    refetch: () => unknown
    isPlaceholderData?: boolean
  }
  point: (row: T) => { text: string; positive: boolean }
  empty: ReactNode
  onPage: (page: number) => void
}

/** SPEC 2 profile lists: date and time joined by a vertical bar, activity and point; paged. */
export function HistoryList<T extends Row>({
  caption,
  pointLabel,
  query,
  point,
  empty,
  onPage,
}: HistoryListProps<T>) {
  const state = pagedListState(query, { label: 'กำลังโหลดประวัติ', rowClassName: 'h-14 w-full', empty })
  if (state || !query.data) return state
  const { items, page, pages } = query.data
  return (
    <div aria-busy={query.isPlaceholderData || undefined}>
      <table
        className={cn(
          'w-full border-separate border-spacing-y-2 text-start',
          query.isPlaceholderData && 'opacity-60',
        )}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="sr-only md:not-sr-only">
          <tr className="text-sm text-ink-soft">
            <th scope="col" className="px-4 pb-1 text-start font-semibold">
              วันที่ | เวลา
            </th>
            <th scope="col" className="px-4 pb-1 text-start font-semibold">
              กิจกรรม
            </th>
            <th scope="col" className="px-4 pb-1 text-end font-semibold">
              {pointLabel}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((row) => {
            const { text, positive } = point(row)
            return (
              <tr key={row.id} className="bg-white shadow-sm">
                <td className="rounded-s-2xl px-4 py-3 align-top text-sm text-ink-soft md:whitespace-nowrap">
                  {formatDateTimeBar(row.date)}
                </td>
                <td className="px-4 py-3 align-top text-ink">{row.activity}</td>
                <td
                  className={cn(
                    'rounded-e-2xl px-4 py-3 text-end align-top font-semibold whitespace-nowrap',
                    positive ? 'text-mint-700' : 'text-coral-700',
                  )}
                >
                  {text}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <Pagination page={page} pages={pages} onChange={onPage} label={`เลือกหน้า${caption}`} />
    </div>
  )
}
