import type { ReactNode } from 'react'
import { cn } from './cn'
import { formatBaht } from '../lib/format'

/** Practice baht as a figure: tabular digits, so columns of amounts line up. */
export function Baht({ value, signed, className }: { value: string; signed?: boolean; className?: string }) {
  return (
    <span className={cn('whitespace-nowrap tabular-nums', className)}>{formatBaht(value, { signed })}</span>
  )
}

export type FigureRow = { label: ReactNode; value: ReactNode; strong?: boolean }

/** Labelled figures, one a row: the label on the left, the number right-aligned. */
export function FigureList({ rows, className }: { rows: readonly FigureRow[]; className?: string }) {
  return (
    <dl className={cn('divide-y divide-brand-100', className)}>
      {rows.map((row, index) => (
        <div key={index} className="flex items-baseline justify-between gap-3 py-1.5">
          <dt className={cn('text-sm text-ink-soft', row.strong && 'font-semibold text-ink')}>{row.label}</dt>
          <dd className={cn('text-end tabular-nums', row.strong && 'font-semibold text-ink')}>{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}
