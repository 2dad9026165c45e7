import type { ReactNode } from 'react'
import type { Page } from '@klass/contract/envelope'
import { formatCount } from '../lib/format'
import { cn } from './cn'
import { Pagination } from './pagination'

/**
 * One page of cards in a grid: the total ("ทั้งหมด 16 กองทุน"), the cards dimmed while the next page loads
 * (the previous one stays in view), and the page buttons under them.
 */
export function PagedGrid<T>({
  page,
  loadingNext,
  unit,
  label,
  onPage,
  keyOf,
  phoneColumns = 1,
  children,
}: {
  page: Page<T>
  /** True while the page shown is the previous one, kept until the next arrives. */
  loadingNext: boolean
  /** What the total counts, in Thai ("รายการ", "กองทุน"). */
  unit: string
  /** The page buttons' accessible name. */
  label: string
  onPage: (page: number) => void
  keyOf: (item: T) => string
  /** Two small cards side by side on a phone (the store's gifts), or one wide card a row. */
  phoneColumns?: 1 | 2
  /** One card; `index` is its place on the page (the first screen's pictures load at once, ui/list-image.ts). */
  children: (item: T, index: number) => ReactNode
}) {
  return (
    <div aria-busy={loadingNext || undefined}>
      <p className="mb-3 text-sm text-ink-soft">
        ทั้งหมด {formatCount(page.total)} {unit}
      </p>
      <ul
        className={cn(
          'grid sm:grid-cols-2 sm:gap-4 lg:grid-cols-4',
          phoneColumns === 2 ? 'grid-cols-2 gap-3' : 'gap-4',
          loadingNext && 'opacity-60',
        )}
      >
        {page.items.map((item, index) => (
          <li key={keyOf(item)}>{children(item, index)}</li>
        ))}
      </ul>
      <Pagination page={page.page} pages={page.pages} onChange={onPage} label={label} />
    </div>
  )
}
