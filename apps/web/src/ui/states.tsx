import type { ReactNode } from 'react'
import { Button } from './button'
import { Spinner } from './spinner'

export function LoadingState({ label = 'กำลังโหลด…' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10 text-ink-soft">
      <Spinner />
      <span>{label}</span>
    </div>
  )
}

export function EmptyState({
  title,
  children,
  icon = '🪙',
}: {
  title: string
  children?: ReactNode
  icon?: string
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-card bg-brand-50/60 px-6 py-10 text-center">
      <span aria-hidden="true" className="text-4xl">
        {icon}
      </span>
      <p className="font-display text-lg text-ink">{title}</p>
      {children && <div className="text-sm text-ink-soft">{children}</div>}
    </div>
  )
}

export function ErrorState({
  title = 'โหลดข้อมูลไม่สำเร็จ',
  message,
  onRetry,
}: {
  title?: string
  message?: string
  onRetry?: () => void
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-card bg-coral-100 px-6 py-8 text-center text-coral-700"
    >
      <p className="font-display text-lg">{title}</p>
      {message && <p className="text-sm">{message}</p>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          ลองอีกครั้ง
        </Button>
      )}
    </div>
  )
}
