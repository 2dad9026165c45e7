import type { Assessment } from '@klass/contract/robo'
import { riskLevelInfo, type RiskLevel } from '@klass/contract/bank-constants'
import type { ReactNode } from 'react'
import { formatLongDate } from '../../../lib/format'
import { Card } from '../../../ui/card'

/** "1–5" for a run of fund levels, "1, 3" otherwise. */
export function fundLevelsText(levels: readonly number[]): string {
  const sorted = [...levels].sort((a, b) => a - b)
  const first = sorted[0]
  const last = sorted.at(-1)
  if (first === undefined || last === undefined) return '-'
  const continuous = sorted.every((level, i) => level === first + i)
  if (sorted.length > 2 && continuous) return `${first}–${last}`
  return sorted.join(', ')
}

/**
 * A suitability result as the member reads it: the score, the investor level and what it means, the fund
 * risk levels that suit it, and until when it is valid (two years).
 */
export function AssessmentResultCard({
  assessment,
  children,
}: {
  assessment: Assessment
  children?: ReactNode
}) {
  const highest = Math.max(...assessment.fundLevels) as RiskLevel
  return (
    <Card>
      <section aria-labelledby="assessment-result-title">
        <h2 id="assessment-result-title" className="text-xl">
          ผลการประเมินของคุณ
        </h2>
        <p className="mt-2 text-3xl font-semibold text-brand-800">
          ระดับ {assessment.level} · {assessment.label}
        </p>
        <p className="mt-1 text-sm text-ink-soft">
          คะแนน {assessment.score} จาก 40 · ทำเมื่อ {formatLongDate(assessment.takenAt)}
        </p>
        <p className="mt-3 leading-relaxed">{assessment.explain}</p>
        <dl className="mt-4 space-y-2 text-sm">
          <div>
            <dt className="font-semibold">กองทุนที่เหมาะกับคุณ</dt>
            <dd>
              กองทุนความเสี่ยงระดับ {fundLevelsText(assessment.fundLevels)} (สูงสุด{' '}
              {riskLevelInfo[highest]?.label ?? `ระดับ ${highest}`})
            </dd>
          </div>
          <div>
            <dt className="font-semibold">ผลประเมินใช้ได้ถึง</dt>
            <dd>
              {formatLongDate(assessment.validUntil)}
              {assessment.expired && (
                <strong className="ms-2 text-coral-700">หมดอายุแล้ว กรุณาทำแบบประเมินใหม่</strong>
              )}
            </dd>
          </div>
          <div>
            <dt className="font-semibold">ความรู้เรื่องตราสารอนุพันธ์ / ความเสี่ยงค่าเงิน</dt>
            <dd>
              {assessment.derivatives ? 'มีความรู้เรื่องตราสารอนุพันธ์' : 'ยังไม่มีความรู้เรื่องตราสารอนุพันธ์'} ·{' '}
              {assessment.fx ? 'รับความเสี่ยงค่าเงินได้' : 'ไม่รับความเสี่ยงค่าเงิน'}
            </dd>
          </div>
        </dl>
        {children && <div className="mt-5 flex flex-wrap gap-2">{children}</div>}
      </section>
    </Card>
  )
}
