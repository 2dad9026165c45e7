import { useState, type FormEvent } from 'react'
import { riskLevelInfo, riskLevels, type RiskLevel } from '@klass/contract/bank-constants'
import { Button } from '../../../ui/button'
import { cn } from '../../../ui/cn'
import { TextField } from '../../../ui/field'
import { PagedGrid } from '../../../ui/paged-grid'
import { QueryState } from '../../../ui/query-states'
import { Skeleton } from '../../../ui/skeleton'
import { EmptyState } from '../../../ui/states'
import { useSearchFunds, type FundSearchParams } from '../api/search-funds'
import { FundCard } from './fund-card'
import { type AddressChanges, useAddressParams } from '../../../lib/use-address-params'

export const FUND_PAGE_SIZE = 8

function levelOf(value: string | null): RiskLevel | 'all' {
  const level = Number(value)
  return riskLevels.includes(level as RiskLevel) ? (level as RiskLevel) : 'all'
}

/** The list's risk level, search and page, from the address (`?type=&q=&page=`). */
export function fundListParams(params: URLSearchParams): FundSearchParams {
  const q = params.get('q')?.trim()
  return {
    type: levelOf(params.get('type')),
    q: q || undefined,
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    limit: FUND_PAGE_SIZE,
  }
}

/** Why a fund's risk level matters, and the SEC's eight levels in plain Thai. */
function RiskExplainer() {
  return (
    <section
      aria-labelledby="risk-explainer-title"
      className="rounded-card bg-white p-4 shadow-sm ring-1 ring-brand-100"
    >
      <h2 id="risk-explainer-title" className="text-lg">
        ความเสี่ยงกับผลตอบแทนมาคู่กัน
      </h2>
      <p className="mt-1 text-ink-soft">
        กองทุนที่หวังผลตอบแทนสูงมักมีราคาขึ้นลงแรง บางช่วงอาจขาดทุน ส่วนกองทุนที่ราคานิ่งก็ให้ผลตอบแทนต่ำ ก.ล.ต. จึงแบ่งกองทุนรวมเป็น
        8 ระดับความเสี่ยง เพื่อให้เลือกกองที่เหมาะกับเป้าหมายและระยะเวลาที่ลงทุนได้
      </p>
      <details className="mt-2">
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-700">
          ดูความหมายของความเสี่ยงทั้ง 8 ระดับ
        </summary>
        <ol className="mt-2 space-y-2 text-sm">
          {riskLevels.map((level) => (
            <li key={level}>
              <span className="font-semibold">
                ระดับ {level} · {riskLevelInfo[level].label}:
              </span>{' '}
              {riskLevelInfo[level].kind} — {riskLevelInfo[level].explain}
            </li>
          ))}
        </ol>
      </details>
    </section>
  )
}

/** SPEC 2 /bank/fund: practice funds by risk level, searched by name or code, a page at a time. */
export function FundList() {
  const [params, change] = useAddressParams()
  const listParams = fundListParams(params)
  const { type, q } = listParams
  const [search, setSearch] = useState(q ?? '')
  const query = useSearchFunds(listParams)

  const update = (changes: AddressChanges) => change(changes, { preventScrollReset: true })

  function submitSearch(event: FormEvent) {
    event.preventDefault()
    update({ q: search.trim(), page: null })
  }

  const filters: Array<{ value: RiskLevel | 'all'; label: string }> = [
    { value: 'all', label: 'ทั้งหมด' },
    ...riskLevels.map((level) => ({ value: level, label: `ระดับ ${level}` })),
  ]

  return (
    <div className="space-y-5">
      <RiskExplainer />
      <div className="space-y-3">
        <div role="group" aria-label="ระดับความเสี่ยง" className="flex flex-wrap gap-2">
          {filters.map((filter) => {
            const active = filter.value === type
            return (
              <button
                key={filter.label}
                type="button"
                aria-pressed={active}
                title={filter.value === 'all' ? undefined : riskLevelInfo[filter.value].label}
                onClick={() =>
                  update({ type: filter.value === 'all' ? null : String(filter.value), page: null })
                }
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
        <form role="search" onSubmit={submitSearch} className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <TextField
              label="ค้นหากองทุน"
              type="search"
              placeholder="ชื่อหรือรหัสกองทุน"
              maxLength={60}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <Button type="submit" className="min-h-12">
            ค้นหา
          </Button>
        </form>
      </div>

      <section aria-label="รายชื่อกองทุนฝึกหัด">
        <QueryState
          query={query}
          loading={
            <div
              role="status"
              aria-label="กำลังโหลดรายชื่อกองทุน"
              className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
            >
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-56 w-full" />
              ))}
            </div>
          }
          empty={
            <EmptyState title="ไม่พบกองทุนที่ตรงกับการค้นหา" icon="🔎">
              ลองเลือกระดับความเสี่ยงอื่น หรือค้นหาด้วยคำอื่น
            </EmptyState>
          }
        >
          {(funds) => (
            <PagedGrid
              page={funds}
              loadingNext={query.isPlaceholderData}
              unit="กองทุน"
              label="เลือกหน้ารายชื่อกองทุน"
              onPage={(next) => update({ page: String(next) })}
              keyOf={(fund) => fund.code}
            >
              {(fund) => <FundCard fund={fund} />}
            </PagedGrid>
          )}
        </QueryState>
      </section>
    </div>
  )
}
