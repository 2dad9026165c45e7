import type { ReactNode } from 'react'
import { cn } from './cn'

type Tone = 'error' | 'success' | 'info'

const tones: Record<Tone, string> = {
  error: 'bg-coral-100 text-coral-700 ring-coral-500/30',
  success: 'bg-mint-100 text-mint-700 ring-mint-500/30',
  info: 'bg-brand-50 text-brand-800 ring-brand-200',
}

/** Errors are announced at once (role alert); other news politely (role status). */
export function Alert({
  tone = 'info',
  children,
  className,
}: {
  tone?: Tone
  children: ReactNode
  className?: string
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-2xl px-4 py-3 text-sm ring-1', tones[tone], className)}
    >
      {children}
    </div>
  )
}
