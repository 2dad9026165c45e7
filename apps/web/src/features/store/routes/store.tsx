import {
  STORE_PAGE_SIZE,
  storeItemTypeLabels,
  storeItemTypes,
  storeSorts,
  type StoreItemType,
  type StoreSort,
} from '@klass/contract/store-constants'
import { cn } from '../../../ui/cn'
import { SelectField } from '../../../ui/field'
import { Skeleton } from '../../../ui/skeleton'
import { PagedGrid } from '../../../ui/paged-grid'
import { QueryState } from '../../../ui/query-states'
import { EmptyState } from '../../../ui/states'
import { useStoreItems } from '../api/get-store-items'
import { StoreItemCard } from '../components/store-item-card'
import { useAddressParams } from '../../../lib/use-address-params'
import { PageTitle } from '../../../ui/page-title'

const sortLabels: Record<StoreSort, string> = {
  newest: 'ใหม่ล่าสุด',
  popular: 'ยอดนิยม',
  'price-asc': 'ราคา koin น้อยไปมาก',
  'price-desc': 'ราคา koin มากไปน้อย',
}

const isType = (value: string | null): value is StoreItemType =>
  storeItemTypes.includes(value as StoreItemType)
const isSort = (value: string | null): value is StoreSort => storeSorts.includes(value as StoreSort)

/** SPEC 2 /store: the gift store — filter by type, sort, page; the address keeps the choice. */
export default function StorePage() {
  const [params, update] = useAddressParams()
  const typeParam = params.get('type')
  const sortParam = params.get('sort')
  const type = isType(typeParam) ? typeParam : undefined
  const sort = isSort(sortParam) ? sortParam : 'newest'
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const query = useStoreItems({ type, sort, page, limit: STORE_PAGE_SIZE })

  const filters: Array<{ value: StoreItemType | null; label: string }> = [
    { value: null, label: 'ทั้งหมด' },
    ...storeItemTypes.map((value) => ({ value, label: storeItemTypeLabels[value] })),
  ]

  return (
    <div className="mx-auto max-w-6xl px-3 py-8 sm:px-4">
      <PageTitle>ร้านค้าแลกของรางวัล — Klass</PageTitle>
      <h1 className="text-3xl">ร้านค้าแลกของรางวัล</h1>
      <p className="mt-2 text-ink-soft">ใช้ koin ที่สะสมจากควิซ เกม และภารกิจ แลกของรางวัลที่ชอบ</p>

      <div className="mt-6 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div role="group" aria-label="ประเภทของรางวัล" className="flex flex-wrap gap-2">
          {filters.map((filter) => {
            const active = (filter.value ?? undefined) === type
            return (
              <button
                key={filter.label}
                type="button"
                aria-pressed={active}
                onClick={() => update({ type: filter.value, page: null })}
                className={cn(
                  'min-h-11 rounded-full px-4 text-sm font-semibold ring-1 ring-brand-200',
                  active
                    ? 'bg-brand-600 text-white ring-brand-600'
                    : 'bg-white text-brand-700 hover:bg-brand-50',
                )}
              >
                {filter.label}
              </button>
            )
          })}
        </div>
        <div className="md:w-64">
          <SelectField
            label="เรียงตาม"
            value={sort}
            options={storeSorts.map((value) => ({ value, label: sortLabels[value] }))}
            onChange={(event) => update({ sort: event.target.value, page: null })}
          />
        </div>
      </div>

      <section aria-labelledby="store-items-title" className="mt-6">
        <h2 id="store-items-title" className="sr-only">
          รายการของรางวัล
        </h2>
        <QueryState
          query={query}
          loading={
            <div
              role="status"
              aria-label="กำลังโหลดของรางวัล"
              className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
            >
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-56 w-full sm:h-72" />
              ))}
            </div>
          }
          empty={
            <EmptyState title="ยังไม่มีของรางวัลในหมวดนี้" icon="🎁">
              ลองเลือกประเภทอื่น หรือกลับมาดูใหม่เร็ว ๆ นี้
            </EmptyState>
          }
        >
          {(items) => (
            <PagedGrid
              page={items}
              loadingNext={query.isPlaceholderData}
              unit="รายการ"
              label="เลือกหน้าร้านค้า"
              onPage={(next) => update({ page: String(next) })}
              keyOf={(item) => item.id}
              phoneColumns={2}
            >
              {(item, index) => <StoreItemCard item={item} index={index} />}
            </PagedGrid>
          )}
        </QueryState>
      </section>
    </div>
  )
}
