import { paths } from '../../lib/paths'
import { cn } from '../../ui/cn'
import { AppLink } from '../../ui/link'

export function Logo({ className }: { className?: string }) {
  return (
    <AppLink
      to={paths.home}
      className={cn('inline-flex min-h-11 min-w-11 shrink-0 items-center', className)}
      aria-label="Klass หน้าแรก"
    >
      <span className="flex items-center gap-2">
        <svg viewBox="0 0 40 40" className="size-9" aria-hidden="true">
          <rect width="40" height="40" rx="12" fill="#5a31ee" />
          <path
            d="M13 10v20M13 21l11-11M16 18l9 12"
            stroke="#fff"
            strokeWidth="4"
            strokeLinecap="round"
            strokeLinejoin="round"
            fill="none"
          />
          <circle cx="30" cy="11" r="4" fill="#ffc928" />
        </svg>
        <span className="font-display text-2xl tracking-tight text-brand-700">Klass</span>
      </span>
    </AppLink>
  )
}
