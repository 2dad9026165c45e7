import { useRef } from 'react'
import { cn } from './cn'
import { prefersReducedMotion, useChart } from './use-chart'

export type DoughnutSlice = { label: string; value: number; colour: string }

/**
 * A doughnut of shares, drawn with chart.js. It is hidden from screen readers: the page beside it lists the
 * same shares as text (its text alternative, and all there is where no canvas can be drawn). Nothing is drawn
 * while the shares add up to nothing.
 */
export function DoughnutCanvas({
  slices,
  tooltip,
  className,
}: {
  slices: readonly DoughnutSlice[]
  /** The tooltip's text for a slice. */
  tooltip: (slice: DoughnutSlice) => string
  className?: string
}) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const total = slices.reduce((sum, slice) => sum + slice.value, 0)
  const key = slices.map((slice) => `${slice.label}:${slice.value}:${slice.colour}`).join('|')

  useChart(canvas, key, ({ Chart, DoughnutController, ArcElement, Tooltip }) => {
    if (total <= 0) return null
    Chart.register(DoughnutController, ArcElement, Tooltip)
    return {
      type: 'doughnut',
      data: {
        labels: slices.map((slice) => slice.label),
        datasets: [
          {
            data: slices.map((slice) => slice.value),
            backgroundColor: slices.map((slice) => slice.colour),
            borderWidth: 2,
          },
        ],
      },
      options: {
        cutout: '62%',
        maintainAspectRatio: true,
        animation: prefersReducedMotion() ? false : undefined,
        plugins: {
          // The slices are named in the text beside the chart; a legend would only be clipped in its box.
          legend: { display: false },
          tooltip: { callbacks: { label: (item) => tooltip(slices[item.dataIndex] ?? slices[0]!) } },
        },
      },
    }
  })

  if (total <= 0) return null
  return (
    <div className={cn('relative mx-auto size-44 sm:size-48', className)}>
      <canvas ref={canvas} aria-hidden="true" />
    </div>
  )
}
