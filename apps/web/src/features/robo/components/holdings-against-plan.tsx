import { fixedFromString } from '@klass/contract/money-text'
import type { AccountDetail } from '@klass/contract/robo'
import { REBALANCE_THRESHOLD_PERCENT } from '@klass/contract/robo-constants'
import { formatBaht, formatDate, formatPercent, formatUnits } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { Alert } from '../../../ui/alert'
import { ButtonLink } from '../../../ui/button'

const widthOf = (percent: string) =>
  `${Math.min(100, Math.max(0, (fixedFromString(percent, 2) ?? 0) / 100))}%`

/** Each holding with its share of the account now against the plan's, and a rebalance when they drift apart. */
export function HoldingsAgainstPlan({ account }: { account: AccountDetail }) {
  return (
    <div className="space-y-3">
      {account.rebalanceSuggested && (
        <Alert tone="info">
          สัดส่วนในบัญชีห่างจากแผน {formatPercent(account.drift)} (เกิน {REBALANCE_THRESHOLD_PERCENT}%) robo
          แนะนำให้ปรับสัดส่วน เพื่อให้ความเสี่ยงกลับมาเท่ากับแผน
          <ButtonLink to={paths.roboAdjustPlan(account.id)} className="mt-2 flex w-full sm:w-auto">
            ดูรายการปรับสัดส่วน
          </ButtonLink>
        </Alert>
      )}
      {account.holdings.length === 0 ? (
        <p className="text-ink-soft">ยังไม่มีหน่วยลงทุน</p>
      ) : (
        <ul aria-label="กองทุนในบัญชีเทียบกับแผน" className="space-y-3">
          {account.holdings.map((holding) => (
            <li key={holding.code} className="rounded-2xl bg-white p-3 ring-1 ring-brand-100">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="min-w-0 font-semibold break-words">
                  {holding.name} ({holding.code})
                </span>
                <span className="font-semibold tabular-nums">{formatBaht(holding.value)}</span>
              </p>
              <p className="text-sm text-ink-soft">
                {formatUnits(holding.units)} หน่วย · NAV {formatUnits(holding.nav)} (
                {formatDate(holding.navDate)}) · ต้นทุน {formatBaht(holding.cost)}
              </p>
              <p className="mt-1 text-sm">
                สัดส่วนตอนนี้ {formatPercent(holding.weight)} · ตามแผน {formatPercent(holding.targetWeight)}
              </p>
              <div aria-hidden="true" className="relative mt-1 h-2 rounded-full bg-brand-50">
                <div className="h-2 rounded-full bg-brand-500" style={{ width: widthOf(holding.weight) }} />
                <div
                  className="absolute -top-1 h-4 w-0.5 bg-ink"
                  style={{ left: widthOf(holding.targetWeight) }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
