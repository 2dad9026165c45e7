import type { HTMLAttributes } from 'react'
import { cn } from './cn'

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'rounded-card bg-white p-5 shadow-[0_6px_24px_-12px_rgba(43,22,117,0.25)] ring-1 ring-brand-100',
        className,
      )}
      {...props}
    />
  )
}
