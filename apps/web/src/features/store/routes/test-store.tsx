import type { StoreAvailability, StoreItem } from '@klass/contract/store'
import { LOW_STOCK_THRESHOLD } from '@klass/contract/store-constants'
import { Skeleton } from '../../../ui/skeleton'
import { QueryState } from '../../../ui/query-states'
import { EmptyState } from '../../../ui/states'
import { useStoreItems } from '../api/get-store-items'
import { StoreItemCard, availabilityLabel } from '../components/store-item-card'
import { PageTitle } from '../../../ui/page-title'

const stateTitles: Record<StoreAvailability, string> = {
  'in-stock': 'มีของ',
  'low-stock': 'ใกล้หมด',
  'sold-out': 'หมดแล้ว',
  'limit-reached': 'แลกครบสิทธิ์ต่อคนแล้ว',
  'koin-short': 'koin ไม่พอ',
}

/** The item as it would look in one state: only the fields that decide the state change. */
export function inState(item: StoreItem, availability: StoreAvailability): StoreItem {
  switch (availability) {
    case 'in-stock':
      return { ...item, availability, stock: Math.max(item.stock, LOW_STOCK_THRESHOLD + 10) }
    case 'low-stock':
      return { ...item, availability, stock: Math.min(Math.max(item.stock, 1), LOW_STOCK_THRESHOLD - 2) }
    case 'sold-out':
      return { ...item, availability, stock: 0 }
    case 'limit-reached':
      return { ...item, availability, bought: item.limitPerMember, canStillBuy: 0 }
    case 'koin-short':
      return { ...item, availability }
  }
}

const states = Object.keys(stateTitles) as StoreAvailability[]

/**
 * SPEC 2 /test-store: how a store card looks in every state, drawn by the store's own card with the newest
 * real item of the store put into each state.
 */
export default function TestStorePage() {
  const query = useStoreItems({ sort: 'newest', page: 1, limit: 1 })
  return (
    <div className="mx-auto max-w-6xl px-3 py-8 sm:px-4">
      <PageTitle>ตัวอย่างการ์ดของรางวัล — Klass</PageTitle>
      <h1 className="text-3xl">ตัวอย่างการ์ดของรางวัลในทุกสถานะ</h1>
      <p className="mt-2 text-ink-soft">
        หน้านี้แสดงการ์ดของรางวัลชิ้นล่าสุดในร้านค้า เมื่ออยู่ในแต่ละสถานะ เพื่อตรวจดูว่าข้อความและสีถูกต้อง
      </p>
      <div className="mt-6">
        <QueryState
          query={query}
          loading={
            <div
              role="status"
              aria-label="กำลังโหลดของรางวัล"
              className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5"
            >
              {states.map((state) => (
                <Skeleton key={state} className="h-72 w-full" />
              ))}
            </div>
          }
          empty={<EmptyState title="ยังไม่มีของรางวัลในร้านค้า" icon="🎁" />}
        >
          {(page) => (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
              {states.map((state) => {
                const shown = inState(page.items[0]!, state)
                return (
                  <li key={state} className="flex flex-col gap-2">
                    <h2 className="text-base">
                      {stateTitles[state]}
                      <span className="block text-sm font-normal text-ink-soft">
                        {availabilityLabel(shown)}
                      </span>
                    </h2>
                    <StoreItemCard item={shown} />
                  </li>
                )
              })}
            </ul>
          )}
        </QueryState>
      </div>
    </div>
  )
}
