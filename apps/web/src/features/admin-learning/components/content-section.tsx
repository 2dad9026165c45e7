import type { ContentStatus } from '@klass/contract/admin-learning'
import { useState, type ReactNode } from 'react'
import { Button } from '../../../ui/button'
import { Pagination } from '../../../ui/pagination'
import { QueryState } from '../../../ui/query-states'
import { EmptyState, LoadingState } from '../../../ui/states'
import type { ContentKind } from '../api/learning-content'
import { ContentFilters, ListSummary, RetireButton, RetiredBadge } from './content-parts'

export type Filters = { q: string; status: ContentStatus; page: number }
export const firstPage: Filters = { q: '', status: 'active', page: 1 }
export const queryOf = (f: Filters) => ({
  page: f.page,
  limit: 20,
  status: f.status,
  ...(f.q ? { q: f.q } : {}),
})

/** One game's list: the add button and form, the filters, the items and their paging. */
export function ContentSection<T extends { id: string; retiredAt: string | null }>({
  kind,
  addLabel,
  filters,
  setFilters,
  list,
  form,
  card,
  name,
  listLabel,
}: {
  kind: ContentKind
  addLabel: string
  filters: Filters
  setFilters: (f: Filters) => void
  list: Parameters<typeof QueryState<{ items: T[]; total: number; page: number; pages: number }>>[0]['query']
  form: (item: T | null, done: () => void) => ReactNode
  card: (item: T) => ReactNode
  name: (item: T) => string
  listLabel: string
}) {
  const [editing, setEditing] = useState<T | 'new' | null>(null)
  return (
    <div className="space-y-4">
      {editing === null ? (
        <Button onClick={() => setEditing('new')}>{addLabel}</Button>
      ) : (
        <div key={editing === 'new' ? 'new' : editing.id}>
          {form(editing === 'new' ? null : editing, () => setEditing(null))}
        </div>
      )}
      <ContentFilters
        q={filters.q}
        status={filters.status}
        onSearch={(q) => setFilters({ ...filters, q, page: 1 })}
        onStatus={(status) => setFilters({ ...filters, status, page: 1 })}
      />
      <QueryState query={list} loading={<LoadingState />} empty={<EmptyState title="ไม่พบรายการตามที่ค้นหา" />}>
        {(data) => (
          <>
            <ListSummary total={data.total} page={data.page} pages={data.pages} />
            <ul className="space-y-3" aria-label={listLabel}>
              {data.items.map((item) => (
                <li key={item.id} className="space-y-2 rounded-3xl bg-surface p-4 ring-1 ring-brand-100">
                  {card(item)}
                  <RetiredBadge retiredAt={item.retiredAt} />
                  <div className="flex flex-wrap gap-2">
                    <Button variant="secondary" size="sm" onClick={() => setEditing(item)}>
                      แก้ไข
                    </Button>
                    {!item.retiredAt && <RetireButton kind={kind} id={item.id} name={name(item)} />}
                  </div>
                </li>
              ))}
            </ul>
            <Pagination
              page={data.page}
              pages={data.pages}
              onChange={(page) => setFilters({ ...filters, page })}
            />
          </>
        )}
      </QueryState>
    </div>
  )
}
