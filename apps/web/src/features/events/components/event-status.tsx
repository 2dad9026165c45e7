import type { EventSummary } from '@klass/contract/events'
import { formatCount, formatKoin } from '../../../lib/format'
import { cn } from '../../../ui/cn'

/** Seats left, or why registration is closed, in Thai. */
export function seatText(event: Pick<EventSummary, 'status' | 'seatsRemaining' | 'seats'>): string {
  switch (event.status) {
    case 'open':
      return `เหลือ ${formatCount(event.seatsRemaining)} จาก ${formatCount(event.seats)} ที่นั่ง`
    case 'full':
      return 'ที่นั่งเต็มแล้ว'
    case 'started':
      return 'กิจกรรมเริ่มแล้ว ปิดรับลงทะเบียน'
    case 'ended':
      return 'กิจกรรมจบแล้ว'
  }
}

export function SeatBadge({ event }: { event: EventSummary }) {
  const tone = event.joined
    ? 'bg-mint-100 text-mint-700'
    : event.status === 'open'
      ? event.seatsRemaining <= 5
        ? 'bg-sun-100 text-ink'
        : 'bg-brand-50 text-brand-800'
      : 'bg-coral-100 text-coral-700'
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', tone)}>
      {event.joined ? '✓ คุณลงทะเบียนแล้ว' : seatText(event)}
    </span>
  )
}

/** "ฟรี" or the koin price, and whether an event voucher from the store is accepted. */
export function priceText(event: Pick<EventSummary, 'price' | 'voucherAccepted'>): string {
  const base = event.price === '0.00' ? 'ฟรี' : `${formatKoin(event.price)} koin`
  return event.voucherAccepted ? `${base} หรือใช้บัตรเข้าร่วมกิจกรรม` : base
}
