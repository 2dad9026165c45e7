import { useState } from 'react'
import type { KrazyDay } from '@klass/contract/superquest'
import { koinFromString } from '@klass/contract/money-text'
import { useLocation } from 'react-router'
import { formatCount, formatKoin } from '../../../lib/format'
import { useKoinBalance } from '../../../lib/koin-balance'
import { loginPathFor } from '../../../lib/safe-redirect'
import { Button, ButtonLink } from '../../../ui/button'
import { KoinAmount } from '../../../ui/koin-amount'
import { Skeleton } from '../../../ui/skeleton'
import { QueryState } from '../../../ui/query-states'
import { EmptyState } from '../../../ui/states'
import { useKrazyDay, type KrazyDays } from '../api/get-krazy-day'
import { useRedeemKrazyDay } from '../api/redeem-krazy-day'
import { GiftAddressDialog } from './gift-address-dialog'

type KrazyItem = KrazyDay['items'][number]

const statusText: Record<KrazyDay['status'], string> = {
  announced: 'เปิดแลก',
  open: 'เปิดแลกอยู่ตอนนี้',
  closed: 'ปิดแล้ว',
}

function ItemAction({ day, item }: { day: KrazyDay; item: KrazyItem }) {
  const balance = useKoinBalance()
  const location = useLocation()
  const redeem = useRedeemKrazyDay()
  const [open, setOpen] = useState(false)

  let blocker: string | null = null
  if (day.status === 'announced') blocker = `เปิดแลก ${day.opensAtLabel}`
  else if (day.status === 'closed') blocker = 'Krazy Day รอบนี้ปิดแล้ว'
  else if (item.redeemed) blocker = 'คุณแลกรายการนี้แล้ว (คนละ 1 ชิ้น)'
  else if (item.stock === 0) blocker = 'หมดแล้ว'
  else if (balance !== null && (koinFromString(balance) ?? 0) < (koinFromString(item.price) ?? 0))
    blocker = `koin ไม่พอ คุณมี ${formatKoin(balance)} koin`

  // The dialog stays while it shows the tracking number of what was just redeemed.
  if (blocker && !redeem.data) return <p className="text-sm font-semibold text-ink-soft">{blocker}</p>
  if (balance === null)
    return (
      <ButtonLink to={loginPathFor(location.pathname)} size="sm" variant="secondary">
        เข้าสู่ระบบเพื่อแลก
      </ButtonLink>
    )
  return (
    <>
      {blocker ? (
        <p className="text-sm font-semibold text-ink-soft">{blocker}</p>
      ) : (
        <Button size="sm" variant="sun" onClick={() => setOpen(true)}>
          แลกเลย
        </Button>
      )}
      <GiftAddressDialog
        open={open}
        onClose={() => setOpen(false)}
        giftName={item.gift.name}
        summary={
          <p>
            ใช้ <KoinAmount value={item.price} /> (ปกติ {formatKoin(item.normalPrice)} koin) · คุณมี{' '}
            <KoinAmount value={balance} />
          </p>
        }
        submitLabel={`ยืนยันแลก ${formatKoin(item.price)} koin`}
        busy={redeem.isPending}
        error={redeem.error}
        shipment={redeem.data?.shipment}
        onSubmit={(address) => redeem.mutate({ id: item.id, address })}
      />
    </>
  )
}

function KrazyDayCard({ day }: { day: KrazyDay }) {
  return (
    <article
      aria-labelledby={`krazy-${day.id}`}
      className="rounded-card bg-white p-4 shadow-sm ring-1 ring-sun-300"
    >
      <h3 id={`krazy-${day.id}`} className="text-xl">
        {day.title}
      </h3>
      <p className="mt-1 text-sm">
        <span className="font-semibold text-brand-800">{statusText[day.status]}</span>
        {day.status !== 'closed' && ` · เปิด ${day.opensAtLabel}`}
      </p>
      <p className="mt-1 text-sm text-ink-soft">{day.description}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {day.items.map((item) => (
          <li key={item.id} className="flex flex-col gap-2 rounded-2xl bg-canvas p-3">
            <img
              src={item.gift.image}
              alt=""
              width={320}
              height={240}
              loading="lazy"
              className="aspect-[4/3] w-full rounded-xl bg-brand-50 object-cover"
            />
            <p className="font-semibold">{item.gift.name}</p>
            <p className="flex flex-wrap items-baseline gap-2">
              <KoinAmount value={item.price} className="text-brand-800" />
              <s className="text-sm text-ink-soft">
                <span className="sr-only">ราคาปกติ </span>
                {formatKoin(item.normalPrice)}
              </s>
            </p>
            <p className="text-sm text-ink-soft">
              เหลือ {formatCount(item.stock)} จาก {formatCount(item.stockTotal)} ชิ้น
            </p>
            <div className="mt-auto">
              <ItemAction day={day} item={item} />
            </div>
          </li>
        ))}
      </ul>
    </article>
  )
}

/** The day open now first, then the ones announced after it. */
function krazyDays({ current, upcoming }: KrazyDays): KrazyDay[] {
  return [...(current ? [current] : []), ...upcoming.filter((day) => day.id !== current?.id)]
}

/** Krazy day: gifts at special koin prices, opening at a set time, in limited stock, one each. */
export function KrazyDaySection() {
  const query = useKrazyDay()
  return (
    <QueryState
      query={query}
      loading={
        <div role="status" aria-label="กำลังโหลด Krazy Day">
          <Skeleton className="h-64 w-full" />
        </div>
      }
      empty={
        <EmptyState title="ยังไม่มี Krazy Day ในตอนนี้" icon="⚡">
          รอติดตามประกาศรอบถัดไปที่หน้านี้
        </EmptyState>
      }
      isEmpty={(data) => krazyDays(data).length === 0}
    >
      {(data) => (
        <div className="space-y-4">
          {krazyDays(data).map((day) => (
            <KrazyDayCard key={day.id} day={day} />
          ))}
        </div>
      )}
    </QueryState>
  )
}
