import { formatCount } from '../../../lib/format'

/** How far along something is (mission progress, exp to the next level), announced as a progress bar. */
export function ProgressMeter({
  label,
  value,
  max,
  text,
}: {
  label: string
  value: number
  max: number
  text: string
}) {
  const shown = Math.min(value, max)
  const percent = max > 0 ? Math.round((shown / max) * 100) : 0
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span className="text-ink-soft">{label}</span>
        <span className="font-semibold text-ink">{text}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={shown}
        aria-valuetext={`${formatCount(shown)} จาก ${formatCount(max)}`}
        className="mt-1 h-3 overflow-hidden rounded-full bg-brand-100"
      >
        <div className="h-full rounded-full bg-mint-500" style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
}
