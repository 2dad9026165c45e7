import type { FundHolding } from '@klass/contract/bank'
import { unitsFromString } from '@klass/contract/money-text'
import { formatBaht, formatDate, formatPercent, formatUnits } from '../../../lib/format'

/** The member's practice units in the fund, valued at the latest NAV. */
export function FundHoldingSummary({ holding }: { holding: FundHolding | null }) {
  return (
    <section
      aria-labelledby="holding-title"
      className="rounded-card bg-white p-4 shadow-sm ring-1 ring-brand-100"
    >
      <h2 id="holding-title" className="text-lg">
        หน่วยลงทุนฝึกหัดของคุณ
      </h2>
      {holding === null ? (
        <p className="mt-2 text-ink-soft">คุณยังไม่มีหน่วยลงทุนในกองทุนนี้ ลองซื้อด้วยเงินฝึกหัดดูได้เลย</p>
      ) : (
        <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1.5 text-sm">
          <dt className="text-ink-soft">จำนวนหน่วย</dt>
          <dd className="text-end font-semibold">{formatUnits(holding.units)} หน่วย</dd>
          {(unitsFromString(holding.unitsPending) ?? 0) > 0 && (
            <>
              <dt className="text-ink-soft">หน่วยที่รอขาย</dt>
              <dd className="text-end">{formatUnits(holding.unitsPending)} หน่วย</dd>
            </>
          )}
          <dt className="text-ink-soft">ต้นทุน</dt>
          <dd className="text-end">{formatBaht(holding.cost)}</dd>
          <dt className="text-ink-soft">
            มูลค่าตาม NAV {formatUnits(holding.nav)} ({formatDate(holding.navDate)})
          </dt>
          <dd className="text-end font-semibold">{formatBaht(holding.value)}</dd>
          <dt className="text-ink-soft">กำไร/ขาดทุน</dt>
          <dd
            className={
              holding.profit.startsWith('-')
                ? 'text-end font-semibold text-coral-700'
                : 'text-end font-semibold text-mint-700'
            }
          >
            {formatBaht(holding.profit, { signed: true })} (
            {formatPercent(holding.profitPercent, { signed: true })})
          </dd>
        </dl>
      )}
    </section>
  )
}
