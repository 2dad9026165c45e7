import type { Plan } from '@klass/contract/robo'
import { Card } from '../../../ui/card'
import { PlanMix, PlanStatistics } from './plan-mix'

/** A model plan: what it is, why, its funds and weights, and its expected return and volatility. */
export function PlanOverview({ plan }: { plan: Plan }) {
  return (
    <Card>
      <section aria-labelledby="plan-title" className="space-y-4">
        <div>
          <h2 id="plan-title" className="text-xl">
            {plan.name}
          </h2>
          <p className="text-sm text-ink-soft">แผนระดับความเสี่ยง {plan.level} จาก 5</p>
          <p className="mt-2">{plan.summary}</p>
          {plan.explain.map((line, index) => (
            <p key={index} className="mt-1 text-sm text-ink-soft">
              {line}
            </p>
          ))}
        </div>
        <PlanMix plan={plan} />
        <PlanStatistics plan={plan} />
      </section>
    </Card>
  )
}
