import { addMonthsClamped } from '@klass/contract/bank-rules'
import type { AccountDetail, Projection } from '@klass/contract/robo'
import { useId, useRef } from 'react'
import { formatBaht, formatDate } from '../../../lib/format'
import { cn } from '../../../ui/cn'
import { themeColour, useChart } from '../../../ui/use-chart'

type FanPoint = Projection['fan'][number]
type ValuePoint = AccountDetail['history'][number]

const amount = (baht: string | null | undefined) => (baht == null ? null : Number(baht))

/**
 * The goal's fan (chart.js line chart): the band from the 5th to the 95th percentile filled, the median (p50)
 * line and the money paid in; with `history`, the account's actual value up to today before the fan. The
 * canvas is hidden from screen readers: the figure's caption and the year-by-year figures say the same. Its
 * legend is written beside it (FanLegend): chart.js's Legend plugin, once registered, would draw a legend
 * on every later chart of the page, the plan's doughnut too.
 */
function GoalCanvas({ fan, startOn, history }: { fan: FanPoint[]; startOn: string; history: ValuePoint[] }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const key = JSON.stringify([fan, startOn, history])
  useChart(canvas, key, (chartJs) => {
    if (fan.length === 0 && history.length === 0) return null
    const { Chart, CategoryScale, Filler, LineController, LineElement, LinearScale, PointElement, Tooltip } =
      chartJs
    Chart.register(CategoryScale, Filler, LineController, LineElement, LinearScale, PointElement, Tooltip)
    // The history ends today, where the fan's month 0 starts: they share that one point.
    const past = history.slice(0, fan.length > 0 ? -1 : undefined)
    const labels = [
      ...past.map((point) => point.date),
      ...fan.map((point) => addMonthsClamped(startOn, point.month)),
    ]
    const before = past.map(() => null)
    const afterHistory = fan.map(() => null)
    const lastValue = history.at(-1)
    const brand = themeColour('--color-brand-600', '#5a31ee')
    return {
      type: 'line',
      data: {
        labels: labels.map((date) => formatDate(date)),
        datasets: [
          {
            label: 'กรณีดี (95%)',
            data: [...before, ...fan.map((point) => amount(point.p95))],
            borderColor: `${brand}55`,
            backgroundColor: `${themeColour('--color-brand-100', '#e6e0ff')}cc`,
            borderWidth: 1,
            pointRadius: 0,
            fill: false,
          },
          {
            label: 'กรณีแย่ (5%)',
            data: [...before, ...fan.map((point) => amount(point.p5))],
            borderColor: `${brand}55`,
            backgroundColor: `${themeColour('--color-brand-100', '#e6e0ff')}cc`,
            borderWidth: 1,
            pointRadius: 0,
            // The band between the 5th and the 95th percentile.
            fill: '-1',
          },
          {
            label: 'ค่ากลาง (50%)',
            data: [...before, ...fan.map((point) => amount(point.p50))],
            borderColor: brand,
            borderWidth: 2,
            pointRadius: 0,
            fill: false,
          },
          {
            label: 'เงินที่ลงทุน',
            data: [
              ...past.map((point) => amount(point.invested)),
              ...fan.map((point) => amount(point.invested)),
            ],
            borderColor: themeColour('--color-ink-soft', '#4a4870'),
            borderDash: [6, 4],
            borderWidth: 1.5,
            pointRadius: 0,
            fill: false,
          },
          ...(history.length > 0
            ? [
                {
                  label: 'มูลค่าจริง',
                  data: [
                    ...past.map((point) => amount(point.value)),
                    ...(fan.length > 0 ? [amount(lastValue?.value), ...afterHistory.slice(1)] : []),
                  ],
                  borderColor: themeColour('--color-mint-700', '#0a6e55'),
                  borderWidth: 2.5,
                  pointRadius: 0,
                  fill: false,
                },
              ]
            : []),
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
            callbacks: {
              label: (item) =>
                item.raw == null ? '' : `${item.dataset.label}: ${formatBaht(Number(item.raw).toFixed(2))}`,
            },
          },
        },
        scales: {
          x: { ticks: { maxTicksLimit: 5, maxRotation: 0, autoSkip: true }, grid: { display: false } },
          y: { ticks: { maxTicksLimit: 5 } },
        },
      },
    }
  })
  return (
    <div className="relative h-64 w-full sm:h-80">
      <canvas ref={canvas} aria-hidden="true" />
    </div>
  )
}

/** What the chart's colours and lines stand for (the chart alone; screen readers have the caption). */
function FanLegend({ withHistory }: { withHistory: boolean }) {
  const keys = [
    { label: 'ช่วงที่เป็นไปได้ (กรณีแย่ 5% ถึงกรณีดี 95%)', swatch: 'h-3 bg-brand-100 ring-1 ring-brand-300' },
    { label: 'ค่ากลาง (50%)', swatch: 'h-0.5 bg-brand-600' },
    { label: 'เงินที่ลงทุน', swatch: 'border-t-2 border-dashed border-ink-soft' },
    ...(withHistory ? [{ label: 'มูลค่าจริง', swatch: 'h-1 bg-mint-700' }] : []),
  ]
  return (
    <ul aria-hidden="true" className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-soft">
      {keys.map((key) => (
        <li key={key.label} className="flex items-center gap-1.5">
          <span className={cn('w-5 shrink-0', key.swatch)} />
          {key.label}
        </li>
      ))}
    </ul>
  )
}

/** The fan once a year, as figures that fit a phone: the chart's numbers for a reader who cannot see it. */
function FanYears({ fan, startOn }: { fan: FanPoint[]; startOn: string }) {
  return (
    <details className="mt-3">
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand-700">
        ดูตัวเลขรายปีของกราฟ
      </summary>
      <ol aria-label="มูลค่าที่อาจเป็นไปได้ในแต่ละปี" className="mt-1 divide-y divide-brand-100 text-sm">
        {fan.map((point) => (
          <li key={point.month} className="py-2 sm:grid sm:grid-cols-[8rem_1fr] sm:gap-3">
            <p className="font-semibold">{formatDate(addMonthsClamped(startOn, point.month))}</p>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1 lg:grid-cols-4">
              {(
                [
                  ['ลงทุนรวม', point.invested],
                  ['แย่ (5%)', point.p5],
                  ['กลาง (50%)', point.p50],
                  ['ดี (95%)', point.p95],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <dt className="text-xs text-ink-soft">{label}</dt>
                  <dd className="tabular-nums">{formatBaht(value)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
    </details>
  )
}

/**
 * SPEC 7 Robo: the goal's fan chart, with its text alternative — where the fan ends and, with `history`, where
 * the account stands today.
 */
export function GoalChart({
  title,
  projection,
  startOn,
  history = [],
}: {
  title: string
  projection: Projection
  /** The day of the fan's month 0 (today). */
  startOn: string
  history?: ValuePoint[]
}) {
  const captionId = useId()
  const end = projection.fan.at(-1)
  const today = history.at(-1)
  return (
    <figure aria-labelledby={captionId} className="rounded-card bg-white p-4 shadow-sm ring-1 ring-brand-100">
      <GoalCanvas fan={projection.fan} startOn={startOn} history={history} />
      <FanLegend withHistory={history.length > 0} />
      <figcaption id={captionId} className="mt-3 space-y-1 text-sm">
        <span className="block font-semibold">{title}</span>
        {today && (
          <span className="block">
            มูลค่าจริงวันนี้ ({formatDate(today.date)}) {formatBaht(today.value)} จากเงินที่ลงทุน{' '}
            {formatBaht(today.invested)}
            {history.length > 1 && ` · ตั้งแต่ ${formatDate(history[0]!.date)} มีข้อมูล ${history.length} จุด`}
          </span>
        )}
        {end && (
          <span className="block">
            เมื่อถึง {formatDate(addMonthsClamped(startOn, end.month))} มูลค่าที่เป็นไปได้อยู่ระหว่าง {formatBaht(end.p5)}{' '}
            (กรณีแย่ 5%) ถึง {formatBaht(end.p95)} (กรณีดี 95%) ค่ากลาง {formatBaht(end.p50)} จากเงินที่ลงทุนรวม{' '}
            {formatBaht(end.invested)} เทียบกับเป้าหมาย {formatBaht(projection.target)}
          </span>
        )}
      </figcaption>
      {projection.fan.length > 0 && <FanYears fan={projection.fan} startOn={startOn} />}
    </figure>
  )
}
