import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { eventPaths, type EventSummary } from '@klass/contract/events'
import { api } from '../../../lib/api-client'

export type CalendarMonth = { month: number; year: number }
type EventList = { from: CalendarMonth; to: CalendarMonth; events: EventSummary[] }

/** GET /v2/api/event/upcoming?fromMonth&fromYear&toMonth&toYear — one Bangkok month's events (public). */
export async function getEvents({ month, year }: CalendarMonth): Promise<EventList> {
  const { data } = await api.get<{ data: EventList }>(eventPaths.upcoming, {
    query: { fromMonth: month, fromYear: year, toMonth: month, toYear: year },
  })
  return data
}

export const eventsQuery = (month: CalendarMonth) =>
  queryOptions({
    queryKey: ['events', 'month', month] as const,
    queryFn: () => getEvents(month),
    placeholderData: keepPreviousData,
  })

export function useEvents(month: CalendarMonth) {
  return useQuery(eventsQuery(month))
}
