import { useId, useMemo, useRef, useState } from 'react'
import type { FundDetail } from '@klass/contract/bank'
import { addMonthsClamped } from '@klass/contract/bank-rules'
import { fixedToString, unitsFromString, unitsToString } from '@klass/contract/money-text'
import { formatDate, formatPercent, formatUnits } from '../../../lib/format'
import { cn } from '../../../ui/cn'
import { themeColour, useChart } from '../../../ui/use-chart'

type NavPoint = FundDetail['history'][number]

export const navRanges = [
  { key: '1M', months: 1, label: '1 เดือน' },
  { key: '6M', months: 6, label: '6 เดือน' },
  { key: '1Y', months: 12, label: '1 ปี' },
  { key: '3Y', months: 36, label: '3 ปี' },
  { key: '5Y', months: 60, label: '5 ปี' },
] as const
export type NavRange = (typeof navRanges)[number]

/** The days of the history within `months` of its latest NAV. */
export function navPointsIn(history: readonly NavPoint[], months: number): NavPoint[] {
  const last = history.at(-1)
  if (!last) return []
  const from = addMonthsClamped(last.date, -months)
  return history.filter((point) => point.date >= from)
}

export type NavChange = { start: NavPoint; end: NavPoint; change: string; percent: string }

/** The NAV at the start and end of the points and the change between them, worked in ten-thousandths. */
export function navChange(points: readonly NavPoint[]): NavChange | null {
  const start = points[0]
  const end = points.at(-1)
  if (!start || !end) return null
  const from = unitsFromString(start.nav) ?? 0
  const to = unitsFromString(end.nav) ?? 0
  const basisPoints = from === 0 ? 0 : Math.round(((to - from) * 10_000) / from)
  return { start, end, change: unitsToString(to - from), percent: fixedToString(basisPoints, 2) }
}

/** Draws the line once a canvas can be drawn on; chart.js is fetched only then, never with the app. */
function NavCanvas({
  points,
  label,
  describedBy,
}: {
  points: NavPoint[]
  label: string
  describedBy: string
}) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const key = points.map((point) => `${point.date}:${point.nav}`).join(',')
  useChart(
    canvas,
    key,
    ({ CategoryScale, Chart, Filler, LineController, LineElement, LinearScale, PointElement, Tooltip }) => {
      if (points.length === 0) return null
      Chart.register(CategoryScale, Filler, LineController, LineElement, LinearScale, PointElement, Tooltip)
      return {
        type: 'line',
        data: {
          labels: points.map((point) => formatDate(point.date)),
          datasets: [
            {
              label: 'NAV ต่อหน่วย (บาท)',
              data: points.map((point) => Number(point.nav)),
              borderColor: themeColour('--color-brand-600', '#5b34e6'),
              backgroundColor: `${themeColour('--color-brand-100', '#e6e0ff')}aa`,
              fill: true,
              borderWidth: 2,
              pointRadius: 0,
              pointHitRadius: 8,
            },
          ],
        },
        options: {
          animation: false,
          responsive: true,
          maintainAspectRatio: false,
          interaction: { mode: 'index', intersect: false },
          plugins: {
            legend: { display: false },
            tooltip: {
              callbacks: { label: (item) => `NAV ${formatUnits(points[item.dataIndex]?.nav ?? '')}` },
            },
          },
          scales: {
            x: { ticks: { maxTicksLimit: 4, maxRotation: 0, autoSkip: true }, grid: { display: false } },
            y: { ticks: { maxTicksLimit: 5 } },
          },
        },
      }
    },
  )
  return (
    <div className="relative h-56 w-full sm:h-72">
      <canvas ref={canvas} role="img" aria-label={label} aria-describedby={describedBy} />
    </div>
  )
}

/**
 * SPEC 7: the fund's NAV over 1 month to 5 years. The chart has a text alternative — the NAV at the start and
 * end of the range and the change — which is also all a reader without a canvas sees.
 */
export function NavChart({ history }: { history: FundDetail['history'] }) {
  const [range, setRange] = useState<NavRange['key']>('1Y')
  const months = navRanges.find((item) => item.key === range)?.months ?? 12
  const points = useMemo(() => navPointsIn(history, months), [history, months])
  const change = navChange(points)
  const summaryId = useId()
  const rangeLabel = navRanges.find((item) => item.key === range)?.label ?? ''

  return (
    <section
      aria-labelledby="nav-chart-title"
      className="rounded-card bg-white p-4 shadow-sm ring-1 ring-brand-100"
    >
      <h2 id="nav-chart-title" className="text-lg">
        ราคาต่อหน่วย (NAV) ย้อนหลัง
      </h2>
      <div role="group" aria-label="ช่วงเวลาของกราฟ" className="mt-3 flex flex-wrap gap-1.5">
        {navRanges.map((item) => (
          <button
            key={item.key}
            type="button"
            aria-pressed={item.key === range}
            onClick={() => setRange(item.key)}
            className={cn(
              'min-h-11 min-w-11 rounded-full px-3 text-sm font-semibold ring-1 ring-brand-200',
              item.key === range
                ? 'bg-brand-600 text-white ring-brand-600'
                : 'bg-white text-brand-700 hover:bg-brand-50',
            )}
          >
            {item.label}
          </button>
        ))}
      </div>
      <figure className="mt-3">
        <NavCanvas points={points} label={`กราฟราคา NAV ช่วง ${rangeLabel}`} describedBy={summaryId} />
        <figcaption id={summaryId} className="mt-2 text-sm" aria-live="polite">
          {change ? (
            <>
              ช่วง {rangeLabel}: NAV {formatUnits(change.start.nav)} บาท ({formatDate(change.start.date)}) →
              ล่าสุด {formatUnits(change.end.nav)} บาท ({formatDate(change.end.date)}) เปลี่ยนแปลง{' '}
              <span className="font-semibold">
                {Number(change.change) > 0 ? '+' : ''}
                {formatUnits(change.change)} บาท ({formatPercent(change.percent, { signed: true })})
              </span>
            </>
          ) : (
            'ยังไม่มีราคา NAV ย้อนหลัง'
          )}
        </figcaption>
      </figure>
      <p className="mt-2 text-xs text-ink-soft">ราคาจำลองของกองทุนฝึกหัด ผลการดำเนินงานในอดีตไม่ได้รับรองผลในอนาคต</p>
    </section>
  )
}
