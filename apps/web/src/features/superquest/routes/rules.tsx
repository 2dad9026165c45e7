import { formatLongDate } from '../../../lib/format'
import { Skeleton } from '../../../ui/skeleton'
import { QueryState } from '../../../ui/query-states'
import { useRules } from '../api/get-rules'
import { SuperquestPage } from '../components/superquest-nav'

/** SPEC 2 /superquest/rules: the campaign's rules. */
export default function SuperquestRulesPage() {
  const query = useRules()
  return (
    <SuperquestPage title="กติกา SUPERQUEST">
      <QueryState
        query={query}
        loading={
          <div role="status" aria-label="กำลังโหลดกติกา" className="space-y-3">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-32 w-full" />
          </div>
        }
      >
        {(rules) => (
          <article className="space-y-6 rounded-card bg-white p-5 shadow-sm ring-1 ring-brand-100 md:p-8">
            <p className="text-ink-soft">
              {rules.campaign.title} · {formatLongDate(rules.campaign.startsAt)} –{' '}
              {formatLongDate(rules.campaign.endsAt)}
            </p>
            {rules.sections.map((section, index) => (
              <section key={section.heading} aria-labelledby={`rule-${index}`}>
                <h2 id={`rule-${index}`} className="text-xl">
                  {index + 1}. {section.heading}
                </h2>
                <ul className="mt-2 list-disc space-y-1 ps-6">
                  {section.body.map((line, i) => (
                    <li key={i}>{line}</li>
                  ))}
                </ul>
              </section>
            ))}
          </article>
        )}
      </QueryState>
    </SuperquestPage>
  )
}
