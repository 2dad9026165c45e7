import { formatKoin } from '../lib/format'
import { cn } from './cn'
import { KoinIcon } from './icons'

/** A koin amount with the coin, two decimals (SPEC 9). */
export function KoinAmount({
  value,
  className,
  iconClassName = 'size-5',
}: {
  value: string | number
  className?: string
  iconClassName?: string
}) {
  return (
    <span className={cn('inline-flex items-center gap-1 font-semibold whitespace-nowrap', className)}>
      <KoinIcon className={cn('shrink-0', iconClassName)} />
      {formatKoin(value)}
      <span className="font-normal">koin</span>
    </span>
  )
}
