import type { ReactNode } from 'react'
import { Button } from '../../../ui/button'
import { Pagination } from '../../../ui/pagination'

/**
 * A page of the back office's content (super heroes, videos): each item with its picture, its name, a line of
 * details and its edit button, then the page numbers.
 */
export function ContentRows<T extends { id: number }>({
  items,
  picture,
  name,
  details,
  editLabel,
  onEdit,
  page,
  pages,
  onPage,
}: {
  items: readonly T[]
  picture: (item: T) => ReactNode
  name: (item: T) => ReactNode
  details: (item: T) => ReactNode
  /** What the edit button says to screen readers, e.g. "แก้ไข ชื่อ". */
  editLabel: (item: T) => string
  onEdit: (item: T) => void
  page: number
  pages: number
  onPage: (page: number) => void
}) {
  return (
    <>
      <ul className="divide-y divide-brand-100 rounded-2xl bg-surface ring-1 ring-brand-100">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center gap-3 p-3">
            {picture(item)}
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words">{name(item)}</p>
              <p className="text-sm text-ink-soft">{details(item)}</p>
            </div>
            <Button variant="secondary" size="sm" aria-label={editLabel(item)} onClick={() => onEdit(item)}>
              แก้ไข
            </Button>
          </li>
        ))}
      </ul>
      <Pagination page={page} pages={pages} onChange={onPage} />
    </>
  )
}
