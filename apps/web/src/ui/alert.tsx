import type { ReactNode } from 'react'
import { cn } from './cn'
import { useRevealOnAppear } from './reveal'

type Tone = 'error' | 'success' | 'info'

const tones: Record<Tone, string> = {
  error: 'bg-coral-100 text-coral-700 ring-coral-500/30',
  success: 'bg-mint-100 text-mint-700 ring-mint-500/30',
  info: 'bg-brand-50 text-brand-800 ring-brand-200',
}

/**
 * Errors are announced at once (role alert); other news politely (role status). An alert that appears in
 * answer to what the person just did (an error, "saved") is scrolled into view, below the sticky header.
 */
export function Alert({
  tone = 'info',
  children,
  className,
}: {
  tone?: Tone
  children: ReactNode
  className?: string
}) {
  const ref = useRevealOnAppear<HTMLDivElement>()
  return (
    <div
      ref={ref}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-2xl px-4 py-3 text-sm ring-1', tones[tone], className)}
    >
      {children}
    </div>
  )
}
