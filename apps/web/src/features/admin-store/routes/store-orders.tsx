import type { AdminOrder, TrackingFileReport } from '@klass/contract/admin-store'
import { trackingRowRefusalLabels } from '@klass/contract/admin-store-constants'
import { carrierLabels, carriers, type Carrier } from '@klass/contract/shipping-constants'
import {
  isShippedType,
  purchaseStatuses,
  purchaseStatusLabels,
  type PurchaseStatus,
} from '@klass/contract/store-constants'
import { useState, type FormEvent } from 'react'
import { fieldErrors } from '../../../lib/api-client'
import { formatDateTimeBar, formatKoin } from '../../../lib/format'
import { ActionErrorAlert } from '../../../ui/action-error'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { ConfirmDialog } from '../../../ui/confirm-dialog'
import { SelectField, TextField } from '../../../ui/field'
import { Pagination } from '../../../ui/pagination'
import { QueryState } from '../../../ui/query-states'
import { EmptyState, LoadingState } from '../../../ui/states'
import {
  useAdminOrders,
  useCancelOrder,
  useDeliverOrder,
  useShipOrder,
  useTrackingFile,
} from '../api/admin-store'
import { TextArea } from '../components/text-area'

/** /admin/store-orders: gift orders for support — find, ship with a tracking number, or a carrier's file. */
export default function StoreOrdersPage() {
  const [page, setPage] = useState(1)
  const [q, setQ] = useState('')
  const [status, setStatus] = useState<PurchaseStatus | ''>('')
  const orders = useAdminOrders({ page, q: q.trim() || undefined, status: status || undefined })
  return (
    <section aria-labelledby="store-orders-title" className="space-y-4">
      <h2 id="store-orders-title" className="text-2xl font-bold">
        คำสั่งแลกและการจัดส่ง
      </h2>
      <TrackingFileForm />
      <form
        role="search"
        className="grid gap-3 sm:grid-cols-[1fr_14rem]"
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          label="ค้นหาด้วยอีเมลสมาชิกหรือรหัสคำสั่งแลก"
          type="search"
          value={q}
          onChange={(event) => {
            setQ(event.target.value)
            setPage(1)
          }}
        />
        <SelectField
          label="สถานะ"
          value={status}
          placeholder="ทุกสถานะ"
          options={purchaseStatuses.map((s) => ({ value: s, label: purchaseStatusLabels[s] }))}
          onChange={(event) => {
            setStatus(event.target.value as PurchaseStatus | '')
            setPage(1)
          }}
        />
      </form>
      <QueryState query={orders} loading={<LoadingState />} empty={<EmptyState title="ไม่พบคำสั่งแลก" />}>
        {(data) => (
          <>
            <ul aria-label="คำสั่งแลก" className="space-y-3">
              {data.items.map((order) => (
                <OrderRow key={order.id} order={order} />
              ))}
            </ul>
            <Pagination page={data.page} pages={data.pages} onChange={setPage} />
          </>
        )}
      </QueryState>
    </section>
  )
}

function OrderRow({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState(false)
  const shipped = isShippedType(order.type)
  return (
    <li className="rounded-2xl bg-surface p-4 ring-1 ring-brand-100">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 space-y-0.5">
          <p className="font-semibold break-words">
            {order.itemName}
            {order.quantity > 1 && ` × ${order.quantity}`}
          </p>
          <p className="text-sm break-all">
            {order.memberName} · {order.memberEmail}
          </p>
          <p className="text-sm text-ink-soft">
            {order.statusLabel} · {formatKoin(order.price)} koin · {formatDateTimeBar(order.createdAt)}
          </p>
          <p className="font-mono text-xs break-all text-ink-soft">รหัสคำสั่งแลก {order.id}</p>
          {order.carrierTracking && (
            <p className="text-sm">
              {order.carrierLabel} เลขพัสดุ <span className="font-mono">{order.carrierTracking}</span>
            </p>
          )}
          {order.cancelledAt && (
            <p className="text-sm break-words">
              ยกเลิกเมื่อ {formatDateTimeBar(order.cancelledAt)} · เหตุผล: {order.cancelReason} · คืน koin แล้ว
            </p>
          )}
        </div>
        {shipped && (
          <Button variant="secondary" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
            {open ? 'ปิด' : 'จัดการ'}
            <span className="sr-only"> คำสั่งแลก {order.id}</span>
          </Button>
        )}
      </div>
      {open && shipped && (
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          {order.address && (
            <address className="text-sm not-italic">
              <span className="font-semibold">ที่อยู่จัดส่ง</span>
              <br />
              {order.address.recipient} โทร {order.address.phone}
              <br />
              {order.address.address} ต.{order.address.subdistrict} อ.{order.address.district} จ.
              {order.address.province} {order.address.postcode}
              <br />
              เลขอ้างอิง Klass {order.reference}
            </address>
          )}
          {order.status === 'preparing' && (
            <div className="space-y-4">
              <ShipForm order={order} />
              <CancelOrder order={order} />
            </div>
          )}
          {order.status === 'shipped' && <DeliverButton order={order} />}
        </div>
      )}
    </li>
  )
}

function ShipForm({ order }: { order: AdminOrder }) {
  const ship = useShipOrder()
  const errors = fieldErrors(ship.error)
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    ship.mutate({
      params: { id: order.id },
      body: {
        carrier: String(form.get('carrier')) as Carrier,
        trackingNumber: String(form.get('trackingNumber')),
      },
    })
  }
  return (
    <form onSubmit={submit} aria-label={`จัดส่ง ${order.id}`} className="space-y-3" noValidate>
      <SelectField
        name="carrier"
        label="บริษัทขนส่ง"
        error={errors.carrier}
        options={carriers.map((c) => ({ value: c, label: carrierLabels[c] }))}
      />
      <TextField name="trackingNumber" label="เลขพัสดุ" error={errors.trackingNumber} autoComplete="off" />
      <ActionErrorAlert error={ship.error} message={Object.keys(errors).length ? null : undefined} />
      <Button type="submit" busy={ship.isPending}>
        บันทึกว่าจัดส่งแล้วและแจ้งสมาชิก
      </Button>
    </form>
  )
}

function DeliverButton({ order }: { order: AdminOrder }) {
  const deliver = useDeliverOrder()
  const [asking, setAsking] = useState(false)
  return (
    <div className="space-y-3">
      <ActionErrorAlert error={deliver.error} />
      <Button variant="secondary" onClick={() => setAsking(true)}>
        บันทึกว่าสมาชิกได้รับของแล้ว
      </Button>
      <ConfirmDialog
        open={asking}
        title="สมาชิกได้รับของแล้ว"
        confirmLabel="ยืนยัน"
        busy={deliver.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() => deliver.mutate(order.id, { onSettled: () => setAsking(false) })}
      >
        <p>
          {order.itemName} ของ {order.memberEmail} ถึงมือผู้รับแล้ว (เปลี่ยนกลับไม่ได้)
        </p>
      </ConfirmDialog>
    </div>
  )
}

/** Cancels a parcel not yet shipped: the dialog asks the reason, which the member reads with their refund. */
function CancelOrder({ order }: { order: AdminOrder }) {
  const cancel = useCancelOrder()
  const [asking, setAsking] = useState(false)
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState(false)
  const serverErrors = fieldErrors(cancel.error)
  function send() {
    if (reason.trim() === '') {
      setMissing(true)
      return
    }
    cancel.mutate(
      { params: { id: order.id }, body: { reason: reason.trim() } },
      { onSuccess: () => setAsking(false) },
    )
  }
  return (
    <div className="space-y-3">
      <Button
        variant="secondary"
        onClick={() => {
          cancel.reset()
          setMissing(false)
          setAsking(true)
        }}
      >
        ยกเลิกคำสั่งแลกและคืน koin
      </Button>
      <ConfirmDialog
        open={asking}
        title="ยกเลิกคำสั่งแลก"
        confirmLabel="ยืนยันยกเลิกและคืน koin"
        busy={cancel.isPending}
        onClose={() => setAsking(false)}
        onConfirm={send}
      >
        <p>
          ยกเลิก {order.itemName}
          {order.quantity > 1 && ` × ${order.quantity}`} ของ {order.memberEmail} ของจะกลับเข้าสต็อก และคืน{' '}
          {formatKoin(order.price)} koin ให้สมาชิก พร้อมแจ้งทางอีเมล (เปลี่ยนกลับไม่ได้)
        </p>
        <TextArea
          label="เหตุผลที่ยกเลิก (สมาชิกจะเห็นเหตุผลนี้)"
          value={reason}
          maxLength={300}
          onChange={(event) => {
            setReason(event.target.value)
            setMissing(false)
          }}
          error={missing ? 'กรุณาเขียนเหตุผลที่ยกเลิก' : serverErrors.reason}
        />
        <ActionErrorAlert error={cancel.error} message={serverErrors.reason ? null : undefined} />
      </ConfirmDialog>
    </div>
  )
}

function TrackingFileForm() {
  const upload = useTrackingFile()
  const [report, setReport] = useState<TrackingFileReport | null>(null)
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const file = new FormData(event.currentTarget).get('file')
    if (file instanceof File && file.size > 0)
      upload.mutate(file, { onSuccess: ({ data }) => setReport(data) })
  }
  return (
    <form
      onSubmit={submit}
      aria-label="อัปโหลดไฟล์เลขพัสดุ"
      className="space-y-3 rounded-2xl bg-surface p-4 ring-1 ring-brand-100"
    >
      <h3 className="font-semibold">อัปโหลดไฟล์เลขพัสดุ (CSV)</h3>
      <p className="text-sm text-ink-soft">
        หัวคอลัมน์ order_id (รหัสคำสั่งแลกหรือเลขอ้างอิง Klass บนพัสดุ), carrier, tracking_number
        แถวที่ถูกต้องจะบันทึกและแจ้งสมาชิกทันที แถวที่มีปัญหาจะแสดงเหตุผลด้านล่าง แก้แล้วอัปโหลดไฟล์เดิมซ้ำได้
        แถวที่บันทึกไปแล้วจะไม่แจ้งสมาชิกซ้ำ
      </p>
      <TextField name="file" type="file" accept=".csv,text/csv" label="ไฟล์ CSV" />
      <ActionErrorAlert error={upload.error} />
      <Button type="submit" busy={upload.isPending}>
        อัปโหลดและบันทึก
      </Button>
      {report && <TrackingReport report={report} />}
    </form>
  )
}

function TrackingReport({ report }: { report: TrackingFileReport }) {
  return (
    <div role="status" className="space-y-3 text-sm">
      <Alert tone={report.refused.length ? 'info' : 'success'}>
        บันทึกแล้ว {report.applied.length} แถว · ไม่ได้บันทึก {report.refused.length} แถว
      </Alert>
      {report.applied.length > 0 && (
        <ul aria-label="แถวที่บันทึกแล้ว" className="space-y-1">
          {report.applied.map((row) => (
            <li key={row.line} className="break-all">
              แถว {row.line}: {row.orderId} · {row.carrierLabel} {row.trackingNumber}
              {!row.changed && ' (บันทึกไว้แล้วก่อนหน้านี้)'}
            </li>
          ))}
        </ul>
      )}
      {report.refused.length > 0 && (
        <ul aria-label="แถวที่ไม่ได้บันทึก" className="space-y-1 text-coral-700">
          {report.refused.map((row) => (
            <li key={row.line} className="break-all">
              แถว {row.line}: {row.orderId || '(ไม่มีรหัส)'} ·{' '}
              {row.message || trackingRowRefusalLabels[row.reason]}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
