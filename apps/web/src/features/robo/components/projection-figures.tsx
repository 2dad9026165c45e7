import type { Projection } from '@klass/contract/robo'
import { formatBaht, formatPercent } from '../../../lib/format'
import { FigureList } from '../../../ui/figures'
import { TrackBadge } from './track-badge'

/** Years and months of a projection: 30 → "2 ปี 6 เดือน". */
export function durationText(months: number): string {
  const years = Math.floor(months / 12)
  const rest = months % 12
  return [years > 0 ? `${years} ปี` : '', rest > 0 ? `${rest} เดือน` : ''].filter(Boolean).join(' ') || '0 เดือน'
}

/**
 * What a projection says about the goal, in plain Thai: the value expected, the monthly amount that reaches the
 * target, the chance of reaching it and the range of outcomes.
 */
export function ProjectionFigures({ projection, label }: { projection: Projection; label: string }) {
  return (
    <div aria-label={label} role="group">
      <div className="flex flex-wrap items-center gap-2">
        <TrackBadge onTrack={projection.onTrack} />
        <span className="text-sm text-ink-soft">
          ระยะเวลา {durationText(projection.months)} · ผลตอบแทนคาดหวัง{' '}
          {formatPercent(projection.expectedReturn)} ต่อปี
        </span>
      </div>
      <FigureList
        className="mt-2"
        rows={[
          { label: 'เป้าหมาย', value: formatBaht(projection.target) },
          {
            label: 'มูลค่าที่คาดว่าจะได้ (ตามผลตอบแทนคาดหวัง)',
            value: formatBaht(projection.futureValue),
            strong: true,
          },
          { label: 'เงินที่ลงทุนรวม', value: formatBaht(projection.invested) },
          { label: 'เงินลงทุนต่อเดือนที่ทำให้ถึงเป้าหมาย', value: formatBaht(projection.requiredMonthly) },
          { label: 'โอกาสถึงเป้าหมาย', value: formatPercent(projection.probability), strong: true },
          { label: 'กรณีแย่ (5 ใน 100 ครั้งต่ำกว่านี้)', value: formatBaht(projection.p5) },
          { label: 'ค่ากลาง (ครึ่งหนึ่งสูงกว่า ครึ่งหนึ่งต่ำกว่า)', value: formatBaht(projection.p50) },
          { label: 'กรณีดี (5 ใน 100 ครั้งสูงกว่านี้)', value: formatBaht(projection.p95) },
        ]}
      />
    </div>
  )
}
