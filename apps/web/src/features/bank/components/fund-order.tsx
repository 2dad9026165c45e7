import { useEffect, useRef } from 'react'
import type { FundOrder } from '@klass/contract/bank'
import { FUND_CUTOFF } from '@klass/contract/bank-constants'
import { formatBaht, formatClock, formatDate, formatUnits } from '../../../lib/format'
import { Button } from '../../../ui/button'

/** "20 พ.ย. 2569 เวลา 18:00 น." */
export function formatSettlesAt(value: string): string {
  return `${formatDate(value)} เวลา ${formatClock(value)} น.`
}

/**
 * An order just placed: it waits for its NAV date's price, published at 18:00, and settles then. It is moved
 * into view and focused so the member sees at once that it was sent.
 */
export function FundOrderPlaced({ order, onAgain }: { order: FundOrder; onAgain: () => void }) {
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' })
    panel.current?.focus({ preventScroll: true })
  }, [])
  const buy = order.side === 'buy'
  const pending = order.status === 'pending'
  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="status"
      aria-labelledby="order-placed-title"
      className="space-y-3 rounded-2xl bg-mint-100 p-4 text-ink ring-1 ring-mint-500/30 outline-none"
    >
      <h3 id="order-placed-title" className="font-display text-lg text-mint-700">
        {buy ? 'ส่งคำสั่งซื้อแล้ว' : 'ส่งคำสั่งขายแล้ว'} {pending ? '· รอประกาศราคา NAV' : '· ได้รับราคาแล้ว'}
      </h3>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
        {buy && order.amount !== null && (
          <>
            <dt>ยอดซื้อ (รวมค่าธรรมเนียม)</dt>
            <dd className="text-end font-semibold">{formatBaht(order.amount)}</dd>
            <dt>ค่าธรรมเนียมการซื้อ</dt>
            <dd className="text-end">{formatBaht(order.fee)}</dd>
          </>
        )}
        {order.units !== null && (
          <>
            <dt>{buy ? 'หน่วยที่ได้รับ' : 'หน่วยที่ขาย'}</dt>
            <dd className="text-end font-semibold">{formatUnits(order.units)} หน่วย</dd>
          </>
        )}
        {!buy && order.amount !== null && (
          <>
            <dt>เงินค่าขาย</dt>
            <dd className="text-end font-semibold">{formatBaht(order.amount)}</dd>
          </>
        )}
        <dt>ราคา NAV ของวันที่</dt>
        <dd className="text-end font-semibold">{formatDate(order.navDate)}</dd>
        <dt>ประกาศราคาและ{buy ? 'ได้รับหน่วย' : 'เงินเข้าบัญชีออมทรัพย์ฝึกหัด'}</dt>
        <dd className="text-end">{formatSettlesAt(order.settlesAt)}</dd>
      </dl>
      {pending && (
        <p className="text-sm">
          {buy
            ? 'จำนวนหน่วยจะรู้เมื่อประกาศราคา NAV เพราะกองทุนรวมซื้อขายด้วยราคาที่ประกาศหลังปิดตลาด'
            : 'เงินค่าขายจะเข้าบัญชีออมทรัพย์ฝึกหัดเมื่อประกาศราคา NAV ของวันดังกล่าว'}
        </p>
      )}
      <Button variant="secondary" onClick={onAgain}>
        ส่งคำสั่งใหม่
      </Button>
    </div>
  )
}

/** SPEC 7: which day's NAV an order placed now takes, and when it settles. */
export function FundOrderTiming({
  navDate,
  settlesAt,
  outcome,
}: {
  navDate: string
  settlesAt: string
  /** What happens at settlement: "ได้รับหน่วย" or "เงินเข้าบัญชีออมทรัพย์ฝึกหัด". */
  outcome: string
}) {
  const cutoff = `${FUND_CUTOFF.hour}:${String(FUND_CUTOFF.minute).padStart(2, '0')}`
  return (
    <p className="rounded-2xl bg-brand-50 px-3 py-2 text-sm text-brand-800">
      ราคา NAV ของวันที่ {formatDate(navDate)} (ตัดรอบ {cutoff} น.) ประกาศราคาและ{outcome}{' '}
      {formatSettlesAt(settlesAt)}
    </p>
  )
}
