import type { Page } from '@klass/contract/envelope'
import type { TransactionLog } from '@klass/contract/robo'
import { transactionTypeLabels, transactionTypes, type TransactionType } from '@klass/contract/robo-constants'
import { formatBaht, formatDateTimeBar, formatUnits } from '../../../lib/format'
import { cn } from '../../../ui/cn'
import { Pagination } from '../../../ui/pagination'

export type TransactionFilter = TransactionType | 'all'

export const transactionFilters: ReadonlyArray<{ value: TransactionFilter; label: string }> = [
  { value: 'all', label: 'ทั้งหมด' },
  ...transactionTypes.map((type) => ({ value: type, label: transactionTypeLabels[type] })),
]

export function isTransactionFilter(value: string | null): value is TransactionFilter {
  return transactionFilters.some((filter) => filter.value === value)
}

const statusLabels: Record<TransactionLog['status'], string> = {
  pending: 'รอประกาศราคา',
  settled: 'สำเร็จ',
  missed: 'ไม่สำเร็จ',
}

/**
 * SPEC 2 Profile-related lists: the robo transaction list, filtered by type with a 'ทั้งหมด' (all) option that
 * shows everything, a page at a time.
 */
export function TransactionList({
  logs,
  filter,
  onFilter,
  onPage,
  busy,
}: {
  logs: Page<TransactionLog>
  filter: TransactionFilter
  onFilter: (filter: TransactionFilter) => void
  onPage: (page: number) => void
  busy: boolean
}) {
  return (
    <div aria-busy={busy || undefined}>
      <div role="group" aria-label="กรองตามประเภทรายการ" className="flex flex-wrap gap-2">
        {transactionFilters.map((item) => (
          <button
            key={item.value}
            type="button"
            aria-pressed={item.value === filter}
            onClick={() => onFilter(item.value)}
            className={cn(
              'min-h-11 rounded-full px-4 text-sm font-semibold ring-1 ring-brand-200',
              item.value === filter
                ? 'bg-brand-600 text-white ring-brand-600'
                : 'bg-white text-brand-700 hover:bg-brand-50',
            )}
          >
            {item.label}
          </button>
        ))}
      </div>
      {logs.items.length === 0 ? (
        <p className="mt-4 text-ink-soft">ยังไม่มีรายการประเภทนี้</p>
      ) : (
        <ul aria-label="รายการธุรกรรม" className={cn('mt-3 divide-y divide-brand-100', busy && 'opacity-60')}>
          {logs.items.map((log) => (
            <li key={log.id} className="flex items-start justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="break-words">
                  <span className="me-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                    {transactionTypeLabels[log.type]}
                  </span>
                  {log.description}
                </p>
                <p className="text-sm text-ink-soft">
                  {formatDateTimeBar(log.at)} · {statusLabels[log.status]}
                  {log.units !== null && ` · ${formatUnits(log.units)} หน่วย`}
                  {log.nav !== null && ` · NAV ${formatUnits(log.nav)}`}
                </p>
              </div>
              {log.amount !== null && (
                <span className="shrink-0 font-semibold tabular-nums">{formatBaht(log.amount)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pagination page={logs.page} pages={logs.pages} onChange={onPage} label="เลือกหน้ารายการธุรกรรม" />
    </div>
  )
}
