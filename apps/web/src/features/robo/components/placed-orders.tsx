import type { FundOrder } from '@klass/contract/bank'
import { useEffect, useRef, type ReactNode } from 'react'
import { formatBaht, formatClock, formatDate, formatUnits } from '../../../lib/format'

function OrderRow({ order }: { order: FundOrder }) {
  const buy = order.side === 'buy'
  return (
    <li className="rounded-2xl bg-white p-3 ring-1 ring-mint-500/30">
      <p className="font-semibold break-words">
        {buy ? 'ซื้อ' : 'ขาย'} {order.name} ({order.code})
      </p>
      <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-3 text-sm">
        {order.amount !== null && (
          <>
            <dt className="text-ink-soft">{buy ? 'ยอดซื้อ (รวมค่าธรรมเนียม)' : 'เงินค่าขาย'}</dt>
            <dd className="text-end tabular-nums">{formatBaht(order.amount)}</dd>
          </>
        )}
        {buy && (
          <>
            <dt className="text-ink-soft">ค่าธรรมเนียม</dt>
            <dd className="text-end tabular-nums">{formatBaht(order.fee)}</dd>
          </>
        )}
        {order.units !== null && (
          <>
            <dt className="text-ink-soft">จำนวนหน่วย</dt>
            <dd className="text-end tabular-nums">{formatUnits(order.units)}</dd>
          </>
        )}
        <dt className="text-ink-soft">ราคา NAV ของวันที่</dt>
        <dd className="text-end">{formatDate(order.navDate)}</dd>
        <dt className="text-ink-soft">{order.status === 'pending' ? 'รอประกาศราคา' : 'ได้รับราคาแล้ว'}</dt>
        <dd className="text-end">
          {formatDate(order.settlesAt)} {formatClock(order.settlesAt)} น.
        </dd>
      </dl>
    </li>
  )
}

/**
 * The orders the API placed, as it answered them: each fund, its amount or units, the NAV date it takes and
 * when it settles. Focused when it appears, so the member (and a screen reader) sees at once that it was sent.
 */
export function PlacedOrders({
  title,
  orders,
  children,
}: {
  title: string
  orders: FundOrder[]
  children?: ReactNode
}) {
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'nearest' })
    panel.current?.focus({ preventScroll: true })
  }, [])
  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="status"
      aria-label={title}
      className="space-y-3 rounded-2xl bg-mint-100 p-4 text-ink ring-1 ring-mint-500/30 outline-none"
    >
      <h2 className="font-display text-lg text-mint-700">{title}</h2>
      {orders.length > 0 ? (
        <ul aria-label="คำสั่งซื้อขาย" className="space-y-2">
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
      ) : (
        <p className="text-sm">ไม่มีคำสั่งซื้อขายที่ต้องส่ง</p>
      )}
      <p className="text-sm">
        กองทุนรวมซื้อขายด้วยราคา NAV ที่ประกาศหลังปิดตลาด จำนวนหน่วยและเงินค่าขายจึงรู้เมื่อประกาศราคาของวันดังกล่าว
      </p>
      {children}
    </div>
  )
}
