import { queryOptions, useQuery } from '@tanstack/react-query'
import { eventPaths, type EventDetail } from '@klass/contract/events'
import { api } from '../../../lib/api-client'

/** GET /v2/api/event/detail?id — one event as the member sees it (seat, vouchers, online room). */
export async function getEvent(id: string): Promise<EventDetail> {
  const { data } = await api.get<{ data: EventDetail }>(eventPaths.detail, { query: { id } })
  return data
}

export const eventQuery = (id: string) =>
  queryOptions({ queryKey: ['events', 'detail', id] as const, queryFn: () => getEvent(id) })

export function useEvent(id: string, enabled = true) {
  return useQuery({ ...eventQuery(id), enabled })
}
