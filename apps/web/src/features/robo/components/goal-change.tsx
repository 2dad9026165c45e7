import type { AccountDetail, Projection } from '@klass/contract/robo'
import { GOAL_YEARS_MAX, GOAL_YEARS_MIN } from '@klass/contract/robo-constants'
import { useState } from 'react'
import { formatBaht, formatPercent } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { useDebounced } from '../../../lib/use-debounced'
import { ButtonLink } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { QueryState } from '../../../ui/query-states'
import { Skeleton } from '../../../ui/skeleton'
import { useChangedTarget } from '../api/get-changed-target-value'
import { todayInBangkok } from '../calculators'
import { amountProblems, goalAmounts } from '../goal-draft'
import { GoalAmountFields } from './goal-fields'
import { TrackBadge } from './track-badge'

/** Whole years from `today` to the goal's date, within the goal's limits. */
export function yearsUntil(targetDate: string, today: string): number {
  const [ty, tm] = targetDate.split('-').map(Number) as [number, number]
  const [y, m] = today.split('-').map(Number) as [number, number]
  const years = Math.round(((ty - y) * 12 + (tm - m)) / 12)
  return Math.min(GOAL_YEARS_MAX, Math.max(GOAL_YEARS_MIN, years))
}

const rows: ReadonlyArray<{ label: string; of: (projection: Projection) => string }> = [
  { label: 'เป้าหมาย', of: (p) => formatBaht(p.target) },
  { label: 'เงินลงทุนต่อเดือน', of: (p) => formatBaht(p.monthly) },
  { label: 'มูลค่าที่คาดว่าจะได้', of: (p) => formatBaht(p.futureValue) },
  { label: 'โอกาสถึงเป้าหมาย', of: (p) => formatPercent(p.probability) },
  { label: 'เงินต่อเดือนที่ทำให้ถึงเป้าหมาย', of: (p) => formatBaht(p.requiredMonthly) },
  { label: 'ช่วงกรณีแย่–กรณีดี', of: (p) => `${formatBaht(p.p5)} – ${formatBaht(p.p95)}` },
]

/** The goal as it stands and with the changes, side by side. */
function Comparison({ current, changed }: { current: Projection; changed: Projection }) {
  return (
    <div className="max-w-full overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">เป้าหมายเดิมเทียบกับเป้าหมายใหม่</caption>
        <thead>
          <tr className="text-ink-soft">
            <th scope="col" className="py-1 text-start font-normal">
              <span className="sr-only">รายการ</span>
            </th>
            <th scope="col" className="py-1 text-end font-semibold">
              เป้าหมายเดิม
            </th>
            <th scope="col" className="py-1 text-end font-semibold">
              หลังเปลี่ยน
            </th>
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {rows.map((row) => (
            <tr key={row.label} className="border-t border-brand-100">
              <th scope="row" className="py-1.5 text-start font-normal text-ink-soft">
                {row.label}
              </th>
              <td className="py-1.5 text-end">{row.of(current)}</td>
              <td className="py-1.5 text-end font-semibold">{row.of(changed)}</td>
            </tr>
          ))}
          <tr className="border-t border-brand-100">
            <th scope="row" className="py-1.5 text-start font-normal text-ink-soft">
              สถานะ
            </th>
            <td className="py-1.5 text-end">
              <TrackBadge onTrack={current.onTrack} />
            </td>
            <td className="py-1.5 text-end">
              <TrackBadge onTrack={changed.onTrack} />
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  )
}

/**
 * SPEC 2 /robo/adjust-plan: "what if" for an open account's goal — another target, another date (years from
 * today) or another monthly amount — worked out against the goal as it stands (`getChangedTargetValue`).
 */
export function GoalChange({ account }: { account: AccountDetail }) {
  const [draft, setDraft] = useState({
    target: account.target,
    years: String(yearsUntil(account.targetDate, todayInBangkok())),
    initial: '0',
    monthly: account.dca?.amount ?? account.projection.monthly,
  })
  const amounts = goalAmounts(draft)
  const body = useDebounced(
    amounts
      ? { accountId: account.id, target: amounts.target, years: amounts.years, monthly: amounts.monthly }
      : null,
    400,
  )
  const comparison = useChangedTarget(body)
  return (
    <Card className="space-y-4">
      <GoalAmountFields
        draft={draft}
        problems={amountProblems(draft)}
        onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
        fields={['target', 'years', 'monthly']}
      />
      <div aria-busy={comparison.isFetching || undefined} aria-live="polite">
        {body === null ? (
          <p className="text-sm text-ink-soft">กรอกตัวเลขให้ถูกต้องเพื่อดูผลของการเปลี่ยนเป้าหมาย</p>
        ) : (
          <QueryState
            query={comparison}
            loading={
              <div role="status" aria-label="กำลังคำนวณเป้าหมายใหม่">
                <Skeleton className="h-40 w-full" />
              </div>
            }
          >
            {(data) => <Comparison current={data.current} changed={data.changed} />}
          </QueryState>
        )}
      </div>
      <p className="text-sm text-ink-soft">
        หน้านี้ใช้ลองคำนวณเท่านั้น ถ้าจะลงทุนเดือนละเท่าไร ตั้งได้ที่การลงทุนสม่ำเสมอ (DCA)
      </p>
      <ButtonLink to={paths.roboDca(account.id)} variant="secondary">
        ตั้งเงินลงทุนรายเดือน (DCA)
      </ButtonLink>
    </Card>
  )
}
