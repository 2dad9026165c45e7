import { useRef } from 'react'
import { prefersReducedMotion, themeColour, useChart } from '../../../ui/use-chart'

export type DailySeries = {
  label: string
  values: readonly number[]
  colour: [name: string, fallback: string]
}

/**
 * Figures by day, drawn with chart.js (lines, or bars for amounts). Hidden from screen readers: the table
 * under it holds the same figures, and is all there is where no canvas can be drawn.
 */
export function DailyChart({
  title,
  dates,
  series,
  kind,
}: {
  title: string
  dates: readonly string[]
  series: readonly DailySeries[]
  kind: 'line' | 'bar'
}) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const key = `${kind}|${dates.join(',')}|${series.map((one) => `${one.label}:${one.values.join(',')}`).join('|')}`

  useChart(canvas, key, (chartJs) => {
    const { Chart, LineController, LineElement, PointElement, BarController, BarElement } = chartJs
    const { CategoryScale, LinearScale, Tooltip, Legend } = chartJs
    Chart.register(CategoryScale, LinearScale, Tooltip, Legend)
    if (kind === 'line') Chart.register(LineController, LineElement, PointElement)
    else Chart.register(BarController, BarElement)
    return {
      type: kind,
      data: {
        // "27/11": the day and month, short enough for a phone's axis.
        labels: dates.map((date) => `${Number(date.slice(8))}/${Number(date.slice(5, 7))}`),
        datasets: series.map((one) => {
          const colour = themeColour(...one.colour)
          return {
            label: one.label,
            data: [...one.values],
            borderColor: colour,
            backgroundColor: colour,
            tension: 0.25,
            pointRadius: dates.length > 31 ? 0 : 3,
          }
        }),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: prefersReducedMotion() ? false : undefined,
        scales: { y: { beginAtZero: true } },
        plugins: { legend: { position: 'bottom' } },
      },
    }
  })

  return (
    <figure className="space-y-2 rounded-card bg-white p-4 ring-1 ring-brand-100">
      <figcaption className="font-semibold text-ink">{title}</figcaption>
      <div className="relative h-64">
        <canvas ref={canvas} aria-hidden="true" />
      </div>
    </figure>
  )
}
