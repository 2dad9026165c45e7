import type { BankAccounts } from '@klass/contract/bank'
import { bahtToString, fixedToString } from '@klass/contract/money-text'
import { DoughnutCanvas } from '../../../ui/doughnut-canvas'
import { satangOf } from '../calculators'
import { formatBaht } from '../../../lib/format'

type Allocation = BankAccounts['allocation']

const shares: ReadonlyArray<{ key: keyof Allocation; label: string; colour: string }> = [
  { key: 'savings', label: 'ออมทรัพย์', colour: '#5a31ee' },
  { key: 'fixed', label: 'ฝากประจำ', colour: '#12a37f' },
  { key: 'thaweesup', label: 'ทวีทรัพย์', colour: '#ffc928' },
  { key: 'funds', label: 'กองทุนรวม', colour: '#f0523f' },
  { key: 'pending', label: 'รอซื้อกองทุน (รอประกาศ NAV)', colour: '#aa95ff' },
  { key: 'robo', label: 'บัญชีกองทุนฝึกหัด (Robo)', colour: '#0a6e55' },
]

/** A part of the whole as a percentage with two decimals, in integer arithmetic: 2500 of 10000 → "25.00". */
export function percentOf(part: number, whole: number): string {
  return whole > 0 ? fixedToString(Math.round((part * 10_000) / whole), 2) : '0.00'
}

/**
 * Where the member's practice money sits: a doughnut chart, and beside it the same shares as text in
 * baht and percent — the chart's text alternative, and all there is where no canvas can be drawn.
 */
export function AllocationChart({ allocation }: { allocation: Allocation }) {
  const amounts = shares.map((share) => satangOf(allocation[share.key]))
  const total = amounts.reduce((sum, amount) => sum + amount, 0)

  return (
    <div className="grid items-center gap-4 sm:grid-cols-[12rem_1fr]">
      {/* chart.js loads with the bank pages only, never with the home page. */}
      <DoughnutCanvas
        slices={shares.map((share, index) => ({ ...share, value: amounts[index] ?? 0 }))}
        tooltip={(slice) => `${slice.label}: ${formatBaht(bahtToString(slice.value))}`}
      />
      <ul aria-label="สัดส่วนเงินฝึกหัด" className="space-y-1.5">
        {shares.map((share, index) => {
          const amount = amounts[index] ?? 0
          return (
            <li key={share.key} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="size-3 shrink-0 rounded-full"
                style={{ backgroundColor: share.colour }}
              />
              <span className="min-w-0 flex-1 text-sm break-words">{share.label}</span>
              <span className="tabular-nums">{formatBaht(bahtToString(amount))}</span>
              <span className="w-16 text-end text-sm tabular-nums text-ink-soft">
                {percentOf(amount, total)}%
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
