import type { FundOrder } from '@klass/contract/bank'
import { formatDate, formatDateTimeBar, formatUnits } from '../../../lib/format'
import { Baht } from '../../../ui/figures'

const sideLabels: Record<FundOrder['side'], string> = { buy: 'ซื้อ', sell: 'ขาย' }

/** Fund orders waiting for their NAV: bought money is on its way, sold units are set aside. */
export function PendingOrders({ orders }: { orders: readonly FundOrder[] }) {
  const pending = orders.filter((order) => order.status === 'pending')
  if (pending.length === 0) return <p className="text-ink-soft">ไม่มีคำสั่งซื้อขายที่รอประกาศ NAV</p>
  return (
    <ul aria-label="คำสั่งซื้อขายที่รอประกาศ NAV" className="divide-y divide-brand-100">
      {pending.map((order) => (
        <li key={order.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2">
          <span>
            <strong>{sideLabels[order.side]}</strong> {order.code} — {order.name}
            <span className="block text-sm text-ink-soft">
              ใช้ NAV วันที่ {formatDate(order.navDate)} · ได้ผลหลังประกาศ NAV {formatDateTimeBar(order.settlesAt)}{' '}
              น.
            </span>
          </span>
          <span className="text-end tabular-nums">
            {order.side === 'buy' && order.amount ? <Baht value={order.amount} /> : null}
            {order.side === 'sell' && order.units ? `${formatUnits(order.units)} หน่วย` : null}
          </span>
        </li>
      ))}
    </ul>
  )
}
