import type { Instalment } from '@klass/contract/bank'
import { instalmentStatusLabels, type InstalmentStatus } from '@klass/contract/bank-constants'
import { formatDate, formatMonthYear } from '../../../lib/format'
import { cn } from '../../../ui/cn'

const statusTones: Record<InstalmentStatus, string> = {
  paid: 'bg-mint-100 text-mint-700',
  missed: 'bg-coral-100 text-coral-700',
  due: 'bg-sun-100 text-ink',
  coming: 'bg-brand-50 text-ink-soft',
}

function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number]
  return formatMonthYear(number, year)
}

/**
 * The Thaweesup's 24 instalments: month, the day it is first taken, paid, missed or still to come. A list of
 * short rows rather than a table, so it fits a phone without a box of its own to scroll.
 */
export function ThaweesupSchedule({ schedule }: { schedule: readonly Instalment[] }) {
  return (
    <ol
      aria-label="ตารางงวดเงินฝากทวีทรัพย์"
      className="divide-y divide-brand-100 rounded-2xl bg-white text-sm ring-1 ring-brand-100"
    >
      {schedule.map((row) => (
        <li key={row.number} className="flex items-center justify-between gap-3 px-3 py-2">
          <div className="min-w-0">
            <p>
              <span className="tabular-nums">งวดที่ {row.number}</span> · {monthLabel(row.month)}
            </p>
            <p className="text-xs text-ink-soft">
              ตัดเงิน {formatDate(row.dueOn)}
              {row.paidOn ? ` · ชำระ ${formatDate(row.paidOn)}` : ''}
            </p>
          </div>
          <span
            className={cn('shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold', statusTones[row.status])}
          >
            {instalmentStatusLabels[row.status]}
          </span>
        </li>
      ))}
    </ol>
  )
}
