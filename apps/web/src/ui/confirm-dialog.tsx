import type { ReactNode } from 'react'
import { Button } from './button'
import { Dialog } from './dialog'

/**
 * The last look at an action that spends something before it is sent: what it is, what it costs, what is
 * left after. "แก้ไข" goes back with nothing sent.
 */
export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
  note,
  children,
}: {
  open: boolean
  title: string
  confirmLabel: string
  busy: boolean
  onConfirm: () => void
  onClose: () => void
  /** A line under the summary (the practice bank's "not real money"). */
  note?: ReactNode
  children: ReactNode
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <div className="space-y-3 text-sm">{children}</div>
      {note && <p className="mt-3 text-xs text-ink-soft">{note}</p>}
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

/** An order of practice money or units: the confirmation says it is not real money. */
export function FundConfirmDialog(props: Omit<Parameters<typeof ConfirmDialog>[0], 'note'>) {
  return <ConfirmDialog {...props} note="คำสั่งนี้ใช้เงินฝึกหัดและหน่วยลงทุนฝึกหัดเท่านั้น ไม่ใช่เงินจริง" />
}
