import { riskLevelInfo, riskLevels, type RiskLevel } from '@klass/contract/bank-constants'
import { cn } from '../../../ui/cn'

/** The SEC's colours run from calm to hot as the risk level rises. */
const levelTones: Record<RiskLevel, string> = {
  1: 'bg-mint-100 text-mint-700 ring-mint-500/40',
  2: 'bg-mint-100 text-mint-700 ring-mint-500/40',
  3: 'bg-sky-100 text-sky-800 ring-sky-500/40',
  4: 'bg-sky-100 text-sky-800 ring-sky-500/40',
  5: 'bg-sun-100 text-amber-900 ring-sun-400/60',
  6: 'bg-orange-100 text-orange-900 ring-orange-500/40',
  7: 'bg-orange-100 text-orange-900 ring-orange-500/40',
  8: 'bg-coral-100 text-coral-700 ring-coral-500/40',
}

export function asRiskLevel(level: number): RiskLevel {
  return (riskLevels.includes(level as RiskLevel) ? level : 8) as RiskLevel
}

/** "ระดับ 6 · ความเสี่ยงสูง". */
export function FundRiskBadge({ level, className }: { level: number; className?: string }) {
  const risk = asRiskLevel(level)
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold ring-1',
        levelTones[risk],
        className,
      )}
    >
      ระดับ {risk} · {riskLevelInfo[risk].label}
    </span>
  )
}

/** SPEC 7: a fund's risk level on the SEC's scale of 1 to 8, with what the level means. */
export function FundRiskScale({ level }: { level: number }) {
  const risk = asRiskLevel(level)
  const info = riskLevelInfo[risk]
  return (
    <section
      aria-labelledby="fund-risk-title"
      className="rounded-card bg-white p-4 shadow-sm ring-1 ring-brand-100"
    >
      <h2 id="fund-risk-title" className="text-lg">
        ระดับความเสี่ยง {risk} จาก 8 · {info.label}
      </h2>
      <ol aria-label="ระดับความเสี่ยงตามเกณฑ์ ก.ล.ต. 1 ถึง 8" className="mt-3 grid grid-cols-8 gap-1">
        {riskLevels.map((value) => (
          <li
            key={value}
            aria-current={value === risk ? 'true' : undefined}
            className={cn(
              'flex h-9 items-center justify-center rounded-lg text-sm font-semibold ring-1',
              value === risk
                ? cn(levelTones[value], 'ring-2 ring-ink')
                : 'bg-canvas text-ink-soft ring-brand-100',
            )}
          >
            {value}
          </li>
        ))}
      </ol>
      <div className="mt-1 flex justify-between text-xs text-ink-soft" aria-hidden="true">
        <span>เสี่ยงต่ำ ผลตอบแทนต่ำ</span>
        <span>เสี่ยงสูง ผลตอบแทนอาจสูง</span>
      </div>
      <p className="mt-3 font-semibold">{info.kind}</p>
      <p className="mt-1 text-ink-soft">{info.explain}</p>
    </section>
  )
}
