import { cn } from './cn'
import { ChevronLeftIcon, ChevronRightIcon } from './icons'

/** The page numbers to show around the current one, with gaps as null: 1 … 4 5 6 … 20. */
export function pageWindow(page: number, pages: number): Array<number | null> {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1)
  const numbers = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages))
  const sorted = [...numbers].sort((a, b) => a - b)
  const result: Array<number | null> = []
  for (const n of sorted) {
    const previous = result[result.length - 1]
    if (typeof previous === 'number' && n - previous > 1) result.push(null)
    result.push(n)
  }
  return result
}

type PaginationProps = { page: number; pages: number; onChange: (page: number) => void; label?: string }

export function Pagination({ page, pages, onChange, label = 'เลือกหน้า' }: PaginationProps) {
  if (pages <= 1) return null
  const step = 'inline-flex size-11 items-center justify-center rounded-full font-semibold'
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-center gap-1">
      <button
        type="button"
        className={cn(
          step,
          'text-brand-700 hover:bg-brand-50 disabled:text-ink-soft/50 disabled:hover:bg-transparent',
        )}
        onClick={() => onChange(page - 1)}
        disabled={page <= 1}
      >
        <ChevronLeftIcon className="size-5" />
        <span className="sr-only">หน้าก่อนหน้า</span>
      </button>
      {pageWindow(page, pages).map((n, index) =>
        n === null ? (
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-soft">
            …
          </span>
        ) : (
          <button
            key={n}
            type="button"
            aria-current={n === page ? 'page' : undefined}
            aria-label={`หน้า ${n}`}
            onClick={() => onChange(n)}
            className={cn(step, n === page ? 'bg-brand-600 text-white' : 'text-ink hover:bg-brand-50')}
          >
            {n}
          </button>
        ),
      )}
      <button
        type="button"
        className={cn(
          step,
          'text-brand-700 hover:bg-brand-50 disabled:text-ink-soft/50 disabled:hover:bg-transparent',
        )}
        onClick={() => onChange(page + 1)}
        disabled={page >= pages}
      >
        <ChevronRightIcon className="size-5" />
        <span className="sr-only">หน้าถัดไป</span>
      </button>
    </nav>
  )
}
