import type { ReactNode } from 'react'
import { Button } from './button'
import { Dialog } from './dialog'

/** The last look at an order before it is sent: what it is, what it costs, when it settles. */
export function FundConfirmDialog({
  open,
  title,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean
  title: string
  confirmLabel: string
  busy: boolean
  onConfirm: () => void
  onClose: () => void
  children: ReactNode
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <div className="space-y-3 text-sm">{children}</div>
      <p className="mt-3 text-xs text-ink-soft">คำสั่งนี้ใช้เงินฝึกหัดและหน่วยลงทุนฝึกหัดเท่านั้น ไม่ใช่เงินจริง</p>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          แก้ไข
        </Button>
        <Button onClick={onConfirm} busy={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  )
}
