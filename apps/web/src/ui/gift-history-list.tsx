import type { ReactNode } from 'react'
import { formatDateTimeBar } from '../lib/format'
import { cn } from './cn'
import { Pagination } from './pagination'
import { pagedListState } from './query-states'

export type GiftHistoryRow = {
  id: string
  image: string
  name: string
  /** The tracking number or voucher codes, and anything else the row should say. */
  detail: ReactNode
  status: string
  date: string
}

type PageData = { items: GiftHistoryRow[]; page: number; pages: number }

type GiftHistoryListProps = {
  label: string
  query: {
    data?: PageData
    isPending: boolean
    isError: boolean
    error: unknown
    refetch: () => unknown
    isPlaceholderData?: boolean
  }
  empty: ReactNode
  onPage: (page: number) => void
}

/** SPEC 2 profile: purchase and premium gift history — image, name, tracking or code, date; paged. */
export function GiftHistoryList({ label, query, empty, onPage }: GiftHistoryListProps) {
  const state = pagedListState(query, { label: `กำลังโหลด${label}`, rowClassName: 'h-24 w-full', empty })
  if (state || !query.data) return state
  const { items, page, pages } = query.data
  return (
    <div aria-busy={query.isPlaceholderData || undefined}>
      <ul aria-label={label} className={cn('space-y-2', query.isPlaceholderData && 'opacity-60')}>
        {items.map((row) => (
          <li key={row.id} className="flex gap-3 rounded-2xl bg-white p-3 shadow-sm sm:gap-4">
            <img
              src={row.image}
              alt=""
              width={80}
              height={80}
              loading="lazy"
              className="size-16 shrink-0 rounded-xl bg-brand-50 object-cover sm:size-20"
            />
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink">{row.name}</p>
              <div className="mt-1 text-sm break-words text-ink-soft">{row.detail}</div>
              <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-ink-soft">
                <span>{formatDateTimeBar(row.date)}</span>
                <span className="font-semibold text-brand-700">{row.status}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
      <Pagination page={page} pages={pages} onChange={onPage} label={`เลือกหน้า${label}`} />
    </div>
  )
}
