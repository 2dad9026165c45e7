import type { FundHolding } from '@klass/contract/bank'
import { riskLevelInfo, type RiskLevel } from '@klass/contract/bank-constants'
import { formatDate, formatPercent, formatUnits } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { cn } from '../../../ui/cn'
import { AppLink } from '../../../ui/link'
import { Baht, FigureList } from '../../../ui/figures'

/** The member's practice fund holdings: units, value at the latest NAV, and profit against cost. */
export function HoldingsList({ holdings }: { holdings: readonly FundHolding[] }) {
  if (holdings.length === 0)
    return (
      <p className="text-ink-soft">
        ยังไม่มีกองทุนรวมฝึกหัด{' '}
        <AppLink to={paths.bankFund()} className="text-brand-700 underline underline-offset-2">
          ลองเลือกกองทุนตามระดับความเสี่ยง
        </AppLink>
      </p>
    )
  return (
    <ul aria-label="กองทุนรวมที่ถืออยู่" className="grid gap-3 md:grid-cols-2">
      {holdings.map((holding) => {
        const gain = !holding.profit.startsWith('-')
        return (
          <li key={holding.code} className="rounded-card bg-white p-4 ring-1 ring-brand-100">
            <AppLink
              to={paths.bankFund(holding.code)}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
            >
              {holding.code} — {holding.name}
            </AppLink>
            <p className="text-sm text-ink-soft">
              ระดับความเสี่ยง {holding.riskLevel} · {riskLevelInfo[holding.riskLevel as RiskLevel]?.label}
            </p>
            <FigureList
              className="mt-2"
              rows={[
                { label: 'จำนวนหน่วย', value: formatUnits(holding.units) },
                ...(holding.unitsPending !== '0.0000'
                  ? [{ label: 'หน่วยที่รอขาย', value: formatUnits(holding.unitsPending) }]
                  : []),
                { label: `NAV (${formatDate(holding.navDate)})`, value: formatUnits(holding.nav) },
                { label: 'ต้นทุน', value: <Baht value={holding.cost} /> },
                { label: 'มูลค่าตอนนี้', value: <Baht value={holding.value} />, strong: true },
                {
                  label: 'กำไร/ขาดทุน',
                  value: (
                    <span className={cn(gain ? 'text-mint-700' : 'text-coral-700')}>
                      <Baht value={holding.profit} signed /> (
                      {formatPercent(holding.profitPercent, { signed: true })})
                    </span>
                  ),
                },
              ]}
            />
          </li>
        )
      })}
    </ul>
  )
}
