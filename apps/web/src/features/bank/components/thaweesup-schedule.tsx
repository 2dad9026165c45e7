import { instalmentStatusLabels, type Instalment, type InstalmentStatus } from '@klass/contract/bank'
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

/** The Thaweesup's 24 instalments: month, the day it is first taken, paid, missed or still to come. */
export function ThaweesupSchedule({ schedule }: { schedule: readonly Instalment[] }) {
  return (
    <div className="max-h-[28rem] overflow-auto rounded-2xl ring-1 ring-brand-100">
      <table className="w-full text-sm">
        <caption className="sr-only">ตารางงวดเงินฝากทวีทรัพย์</caption>
        <thead className="sticky top-0 bg-brand-50">
          <tr>
            <th scope="col" className="px-2 py-2 text-start">
              งวด
            </th>
            <th scope="col" className="px-2 py-2 text-start">
              ตัดเงิน
            </th>
            <th scope="col" className="px-2 py-2 text-start">
              สถานะ
            </th>
            <th scope="col" className="px-2 py-2 text-end">
              วันที่ชำระ
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-brand-100 bg-white">
          {schedule.map((row) => (
            <tr key={row.number}>
              <th scope="row" className="px-2 py-2 text-start font-normal">
                <span className="tabular-nums">{row.number}.</span> {monthLabel(row.month)}
              </th>
              <td className="px-2 py-2 tabular-nums">{formatDate(row.dueOn)}</td>
              <td className="px-2 py-2">
                <span
                  className={cn(
                    'inline-block rounded-full px-2 py-0.5 text-xs font-semibold',
                    statusTones[row.status],
                  )}
                >
                  {instalmentStatusLabels[row.status]}
                </span>
              </td>
              <td className="px-2 py-2 text-end tabular-nums">{row.paidOn ? formatDate(row.paidOn) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
