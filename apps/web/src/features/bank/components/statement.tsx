import type { StatementLine } from '@klass/contract/bank'
import { statementAccountLabels } from '@klass/contract/bank-constants'
import type { Page } from '@klass/contract/envelope'
import { formatDateTimeBar } from '../../../lib/format'
import { cn } from '../../../ui/cn'
import { Pagination } from '../../../ui/pagination'
import { Baht } from '../../../ui/figures'

/** The statement: journal lines in Thai, newest first, money into an account positive. */
export function Statement({
  statement,
  onPage,
  busy,
}: {
  statement: Page<StatementLine>
  onPage: (page: number) => void
  busy?: boolean
}) {
  if (statement.items.length === 0) return <p className="text-ink-soft">ยังไม่มีรายการเดินบัญชี</p>
  return (
    <div aria-busy={busy || undefined}>
      <ul aria-label="รายการเดินบัญชี" className={cn('divide-y divide-brand-100', busy && 'opacity-60')}>
        {statement.items.map((line) => (
          <li key={line.id} className="flex items-start justify-between gap-3 py-2">
            <div className="min-w-0">
              <p className="break-words">{line.description}</p>
              <p className="text-sm text-ink-soft">
                {statementAccountLabels[line.account]} {line.accountNumber} · {formatDateTimeBar(line.at)}
              </p>
            </div>
            <Baht
              value={line.amount}
              signed
              className={cn(
                'shrink-0 font-semibold',
                line.amount.startsWith('-') ? 'text-coral-700' : 'text-mint-700',
              )}
            />
          </li>
        ))}
      </ul>
      <Pagination
        page={statement.page}
        pages={statement.pages}
        onChange={onPage}
        label="เลือกหน้ารายการเดินบัญชี"
      />
    </div>
  )
}
