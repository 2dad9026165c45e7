import type { EarlyClose } from '@klass/contract/bank'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { Baht, FigureList } from '../../../ui/figures'
import { formatBaht } from '../../../lib/format'

/**
 * SPEC 7 Bank: before an account closes early the member sees what closing pays now and what they give up
 * against keeping it to maturity, and must confirm.
 */
export function EarlyCloseDialog({
  open,
  title,
  earlyClose,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean
  title: string
  earlyClose: EarlyClose
  busy: boolean
  error: string | null
  onConfirm: () => void
  onClose: () => void
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={
        <p className="font-semibold text-coral-700">
          คุณจะไม่ได้รับดอกเบี้ย {formatBaht(earlyClose.forgone)} ที่จะได้เมื่อครบกำหนด
        </p>
      }
    >
      <p className="text-sm">{earlyClose.rule}</p>
      <FigureList
        className="mt-3"
        rows={[
          { label: 'ดอกเบี้ยที่ได้ถ้าปิดวันนี้', value: <Baht value={earlyClose.interest} /> },
          { label: 'หักภาษี 15%', value: <Baht value={earlyClose.tax} /> },
          { label: 'เงินที่เข้าบัญชีออมทรัพย์', value: <Baht value={earlyClose.payout} />, strong: true },
          { label: 'ดอกเบี้ยที่เสียไป (หลังหักภาษี)', value: <Baht value={earlyClose.forgone} /> },
        ]}
      />
      {error && (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          เก็บบัญชีไว้ก่อน
        </Button>
        <Button variant="danger" onClick={onConfirm} busy={busy}>
          ยืนยันปิดบัญชีก่อนกำหนด
        </Button>
      </div>
    </Dialog>
  )
}
