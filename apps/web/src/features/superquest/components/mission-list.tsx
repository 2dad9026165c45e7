import type { ReactNode } from 'react'
import type { Mission } from '@klass/contract/superquest'
import { Skeleton } from '../../../ui/skeleton'
import { QueryState, type StateQuery } from '../../../ui/query-states'
import { EmptyState } from '../../../ui/states'
import { MissionCard } from './mission-card'

type MissionListProps = {
  label: string
  query: StateQuery<Mission[]>
  empty: { title: string; text: ReactNode }
}

/** A grid of missions with its loading, error and empty states. */
export function MissionList({ label, query, empty }: MissionListProps) {
  return (
    <QueryState
      query={query}
      loading={
        <div
          role="status"
          aria-label={`กำลังโหลด${label}`}
          className="grid gap-4 md:grid-cols-2 lg:grid-cols-3"
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-56 w-full" />
          ))}
        </div>
      }
      empty={
        <EmptyState title={empty.title} icon="🚀">
          {empty.text}
        </EmptyState>
      }
    >
      {(missions) => (
        <ul aria-label={label} className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {missions.map((mission) => (
            <li key={mission.id}>
              <MissionCard mission={mission} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  )
}
