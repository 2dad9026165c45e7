import { useEffect, useRef } from 'react'
import type { BankAccounts } from '@klass/contract/bank'
import { bahtToString, fixedToString } from '@klass/contract/money'
import { formatBaht } from '../format'
import { satangOf } from '../calculators'

type Allocation = BankAccounts['allocation']

const shares: ReadonlyArray<{ key: keyof Allocation; label: string; colour: string }> = [
  { key: 'savings', label: 'ออมทรัพย์', colour: '#5a31ee' },
  { key: 'fixed', label: 'ฝากประจำ', colour: '#12a37f' },
  { key: 'thaweesup', label: 'ทวีทรัพย์', colour: '#ffc928' },
  { key: 'funds', label: 'กองทุนรวม', colour: '#f0523f' },
  { key: 'pending', label: 'รอซื้อกองทุน (รอประกาศ NAV)', colour: '#aa95ff' },
]

/** A part of the whole as a percentage with two decimals, in integer arithmetic: 2500 of 10000 → "25.00". */
export function percentOf(part: number, whole: number): string {
  return whole > 0 ? fixedToString(Math.round((part * 10_000) / whole), 2) : '0.00'
}

/**
 * Where the member's practice money sits: a doughnut chart, and beside it the same five shares as text in
 * baht and percent — the chart's text alternative, and all there is where no canvas can be drawn.
 */
export function AllocationChart({ allocation }: { allocation: Allocation }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const amounts = shares.map((share) => satangOf(allocation[share.key]))
  const total = amounts.reduce((sum, amount) => sum + amount, 0)
  const amountsKey = amounts.join(',')

  useEffect(() => {
    if (total <= 0) return
    let cancelled = false
    let destroy = () => {}
    // chart.js loads with the bank pages only, never with the home page.
    void import('chart.js').then(({ Chart, DoughnutController, ArcElement, Tooltip }) => {
      const context = canvas.current?.getContext('2d')
      if (cancelled || !context) return
      Chart.register(DoughnutController, ArcElement, Tooltip)
      const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
      const chart = new Chart(context, {
        type: 'doughnut',
        data: {
          labels: shares.map((share) => share.label),
          datasets: [
            {
              data: amountsKey.split(',').map(Number),
              backgroundColor: shares.map((share) => share.colour),
              borderWidth: 2,
            },
          ],
        },
        options: {
          cutout: '62%',
          maintainAspectRatio: true,
          animation: reduceMotion ? false : undefined,
          plugins: {
            tooltip: {
              callbacks: {
                label: (item) => `${item.label}: ${formatBaht(bahtToString(Number(item.raw)))}`,
              },
            },
          },
        },
      })
      destroy = () => chart.destroy()
    })
    return () => {
      cancelled = true
      destroy()
    }
  }, [amountsKey, total])

  return (
    <div className="grid items-center gap-4 sm:grid-cols-[12rem_1fr]">
      {total > 0 && (
        <div className="relative mx-auto size-44 sm:size-48">
          <canvas ref={canvas} aria-hidden="true" />
        </div>
      )}
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
              <span className="min-w-0 flex-1 text-sm">{share.label}</span>
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
