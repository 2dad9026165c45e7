import type { StoreAvailability, StoreItem } from '@klass/contract/store'
import { formatCount } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { cn } from '../../../ui/cn'
import { KoinAmount } from '../../../ui/koin-amount'
import { AppLink } from '../../../ui/link'
import { listImage } from '../../../ui/list-image'

const badgeTone: Record<StoreAvailability, string> = {
  'in-stock': 'bg-mint-100 text-mint-700',
  'low-stock': 'bg-sun-100 text-ink',
  'sold-out': 'bg-coral-100 text-coral-700',
  'limit-reached': 'bg-brand-100 text-brand-800',
  'koin-short': 'bg-coral-100 text-coral-700',
}

/** What an item's state means to the one looking at it, in Thai. */
export function availabilityLabel(item: Pick<StoreItem, 'availability' | 'stock'>): string {
  switch (item.availability) {
    case 'in-stock':
      return `มีของ ${formatCount(item.stock)} ชิ้น`
    case 'low-stock':
      return `ใกล้หมด! เหลือ ${formatCount(item.stock)} ชิ้น`
    case 'sold-out':
      return 'หมดแล้ว'
    case 'limit-reached':
      return 'คุณแลกครบสิทธิ์แล้ว'
    case 'koin-short':
      return 'koin ของคุณยังไม่พอ'
  }
}

export function AvailabilityBadge({ item }: { item: Pick<StoreItem, 'availability' | 'stock'> }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
        badgeTone[item.availability],
      )}
    >
      {availabilityLabel(item)}
    </span>
  )
}

/** A gift in the store's grid (and, in every state, on /test-store). */
export function StoreItemCard({ item, index = Infinity }: { item: StoreItem; index?: number }) {
  const unavailable = item.availability === 'sold-out'
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-card bg-white shadow-sm ring-1 ring-brand-100 focus-within:ring-2 focus-within:ring-brand-500">
      <img
        src={item.image}
        alt=""
        width={400}
        height={300}
        {...listImage(index)}
        className={cn('aspect-[4/3] w-full bg-brand-50 object-cover', unavailable && 'grayscale')}
      />
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <p className="text-xs font-semibold text-brand-700">{item.typeLabel}</p>
        <h3 className="text-base leading-snug">
          <AppLink
            to={paths.storeItem(item.id, item.slug)}
            className="text-ink after:absolute after:inset-0 focus-visible:outline-none"
          >
            {item.name}
          </AppLink>
        </h3>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          <KoinAmount value={item.price} className="text-brand-800" />
          <AvailabilityBadge item={item} />
        </div>
      </div>
    </article>
  )
}
