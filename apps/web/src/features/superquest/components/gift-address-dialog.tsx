import type { ShippingAddress } from '@klass/contract/shipping'
import type { PremiumGiftShipment } from '@klass/contract/superquest'
import { AddressForm } from '../../../ui/address-form'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'

type GiftAddressDialogProps = {
  open: boolean
  onClose: () => void
  giftName: string
  /** Said above the form: what the member gives for it. */
  summary?: React.ReactNode
  submitLabel: string
  busy: boolean
  error: unknown
  shipment: PremiumGiftShipment | undefined
  onSubmit: (address: ShippingAddress) => void
}

/** A premium gift (mission, level or krazy day) asks where to send it, then shows its tracking number. */
export function GiftAddressDialog({
  open,
  onClose,
  giftName,
  summary,
  submitLabel,
  busy,
  error,
  shipment,
  onSubmit,
}: GiftAddressDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={shipment ? 'รับของรางวัลสำเร็จ' : `รับ ${giftName}`}>
      {shipment ? (
        <div className="space-y-4">
          <Alert tone="success">
            <p>
              เราจะส่ง {shipment.name} ไปตามที่อยู่ที่คุณกรอก เลขพัสดุ{' '}
              <code className="font-mono font-semibold select-all">{shipment.trackingNumber}</code> (
              {shipment.statusLabel})
            </p>
            <p>ติดตามสถานะได้ที่ประวัติของรางวัลพรีเมียมในโปรไฟล์</p>
          </Alert>
          <Button onClick={onClose}>ตกลง</Button>
        </div>
      ) : (
        <AddressForm submitLabel={submitLabel} busy={busy} error={error} onSubmit={onSubmit}>
          {summary}
        </AddressForm>
      )}
    </Dialog>
  )
}
