import { eventCalls } from '@klass/contract/routes/events'
import { useQuery } from '@tanstack/react-query'
import type { EventDetail } from '@klass/contract/events'
import { call, dataQuery } from '../../../lib/call'

/** GET /v2/api/event/detail?id — one event as the member sees it (seat, vouchers, online room). */
export async function getEvent(id: string): Promise<EventDetail> {
  return (await call(eventCalls.detail, { query: { id } })).data
}

export const eventQuery = (id: string) => dataQuery(eventCalls.detail, { query: { id } })

export function useEvent(id: string, enabled = true) {
  return useQuery({ ...eventQuery(id), enabled })
}
