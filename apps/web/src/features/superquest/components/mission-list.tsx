import type { ReactNode } from 'react'
import type { Mission } from '@klass/contract/superquest'
import { Skeleton } from '../../../ui/skeleton'
import { EmptyState, ErrorState } from '../../../ui/states'
import { MissionCard } from './mission-card'

type MissionListProps = {
  label: string
  query: {
    data?: Mission[]
    isPending: boolean
    isError: boolean
    error: Error | null
    refetch: () => unknown
  }
  empty: { title: string; text: ReactNode }
}

/** A grid of missions with its loading, error and empty states. */
export function MissionList({ label, query, empty }: MissionListProps) {
  if (query.isPending)
    return (
      <div role="status" aria-label={`กำลังโหลด${label}`} className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-56 w-full" />
        ))}
      </div>
    )
  if (query.isError || !query.data)
    return <ErrorState message={query.error?.message} onRetry={() => void query.refetch()} />
  if (query.data.length === 0)
    return (
      <EmptyState title={empty.title} icon="🚀">
        {empty.text}
      </EmptyState>
    )
  return (
    <ul aria-label={label} className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {query.data.map((mission) => (
        <li key={mission.id}>
          <MissionCard mission={mission} />
        </li>
      ))}
    </ul>
  )
}
