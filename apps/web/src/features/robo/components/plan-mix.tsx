import type { Plan } from '@klass/contract/robo'
import { fixedFromString } from '@klass/contract/money-text'
import { formatBaht, formatDate, formatPercent } from '../../../lib/format'
import { DoughnutCanvas } from '../../../ui/doughnut-canvas'
import { FigureList } from '../../../ui/figures'

const palette = ['#5a31ee', '#12a37f', '#ffc928', '#f0523f', '#aa95ff', '#0a6e55', '#b42a19', '#2a1675']

/**
 * A model plan's practice funds and their weights: a doughnut, and beside it the same weights as a list (the
 * chart's text alternative), with each fund's own return and volatility.
 */
export function PlanMix({ plan }: { plan: Plan }) {
  const slices = plan.funds.map((fund, index) => ({
    label: `${fund.name} (${fund.code})`,
    value: fixedFromString(fund.weight, 2) ?? 0,
    colour: palette[index % palette.length] ?? '#5a31ee',
  }))
  return (
    <div className="grid items-center gap-4 sm:grid-cols-[12rem_1fr]">
      <DoughnutCanvas
        slices={slices}
        tooltip={(slice) => `${slice.label}: ${(slice.value / 100).toFixed(2)}%`}
      />
      <ul aria-label={`สัดส่วนกองทุนของ${plan.name}`} className="space-y-3">
        {plan.funds.map((fund, index) => (
          <li key={fund.code} className="flex items-start gap-2">
            <span
              aria-hidden="true"
              className="mt-1.5 size-3 shrink-0 rounded-full"
              style={{ backgroundColor: slices[index]?.colour }}
            />
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-semibold break-words">
                {fund.name} ({fund.code})
              </span>
              <span className="block text-xs text-ink-soft">
                ความเสี่ยงระดับ {fund.riskLevel} · ผลตอบแทน {formatPercent(fund.expectedReturn)} ต่อปี · ผันผวน{' '}
                {formatPercent(fund.volatility)}
              </span>
            </span>
            <span className="shrink-0 font-semibold tabular-nums">{formatPercent(fund.weight)}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The plan's expected return and volatility, and where they come from. */
export function PlanStatistics({ plan }: { plan: Plan }) {
  return (
    <div>
      <FigureList
        rows={[
          { label: 'ผลตอบแทนคาดหวังต่อปี', value: formatPercent(plan.expectedReturn), strong: true },
          { label: 'ความผันผวนต่อปี', value: formatPercent(plan.volatility) },
          { label: 'ลงทุนขั้นต่ำต่อครั้ง', value: formatBaht(plan.minBuy) },
        ]}
      />
      <p className="mt-2 text-sm text-ink-soft">
        คำนวณจากราคา NAV ย้อนหลัง 3 ปีของกองทุนฝึกหัดในแผน ({formatDate(plan.statsFrom)} ถึง{' '}
        {formatDate(plan.statsTo)}) ตามสัดส่วนของแต่ละกองทุนและความสัมพันธ์ของราคาระหว่างกัน ผลในอดีตไม่ได้รับรองผลในอนาคต
      </p>
    </div>
  )
}
