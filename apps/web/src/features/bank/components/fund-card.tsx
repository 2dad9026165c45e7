import type { FundSummary } from '@klass/contract/bank'
import { formatBaht, formatDate, formatPercent, formatUnits } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { AppLink } from '../../../ui/link'
import { FundRiskBadge } from './fund-risk'

/** One practice fund in the list: what it is, its latest NAV and one-year return, and what buying costs. */
export function FundCard({ fund }: { fund: FundSummary }) {
  return (
    <article className="relative flex h-full flex-col gap-2 rounded-card bg-white p-4 shadow-sm ring-1 ring-brand-100 focus-within:ring-2 focus-within:ring-brand-500">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-sm font-semibold text-brand-700">{fund.code}</span>
        <FundRiskBadge level={fund.riskLevel} />
      </div>
      <h3 className="text-lg leading-snug break-words">
        <AppLink to={paths.bankFund(fund.code)} className="after:absolute after:inset-0 hover:underline">
          {fund.name}
        </AppLink>
      </h3>
      <p className="text-sm text-ink-soft">{fund.category}</p>
      <dl className="mt-auto grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-soft">NAV ต่อหน่วย</dt>
        <dd className="text-end font-semibold">
          {formatUnits(fund.nav)}{' '}
          <span className="font-normal text-ink-soft">({formatDate(fund.navDate)})</span>
        </dd>
        <dt className="text-ink-soft">ผลตอบแทน 1 ปี</dt>
        <dd className="text-end font-semibold">
          {fund.return1Y === null ? 'ยังไม่ครบ 1 ปี' : formatPercent(fund.return1Y, { signed: true })}
        </dd>
        <dt className="text-ink-soft">ค่าธรรมเนียมซื้อ</dt>
        <dd className="text-end">{formatPercent(fund.frontFee)}</dd>
        <dt className="text-ink-soft">ซื้อขั้นต่ำ</dt>
        <dd className="text-end">{formatBaht(fund.minBuy)}</dd>
      </dl>
    </article>
  )
}
