import { eventCalls } from '@klass/contract/routes/events'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { EventSummary } from '@klass/contract/events'
import { call, dataQuery } from '../../../lib/call'
import { servedData } from '../../../lib/served-data'
import { useSession } from '../../../lib/session'

export type CalendarMonth = { month: number; year: number }
type EventList = { from: CalendarMonth; to: CalendarMonth; events: EventSummary[] }

/** The month `by` months after (or before, when negative) the given one. */
export function shiftMonth({ month, year }: CalendarMonth, by: number): CalendarMonth {
  const index = year * 12 + (month - 1) + by
  return { year: Math.floor(index / 12), month: (index % 12) + 1 }
}

/** GET /v2/api/event/upcoming?fromMonth&fromYear&toMonth&toYear — the events of Bangkok months (public). */
export async function getEvents(from: CalendarMonth, to: CalendarMonth = from): Promise<EventList> {
  return (await call(eventCalls.upcoming, { query: rangeOf(from, to) })).data
}

/** The upcoming call's query for the months from `from` to `to`. */
function rangeOf(from: CalendarMonth, to: CalendarMonth) {
  return { fromMonth: from.month, fromYear: from.year, toMonth: to.month, toYear: to.year }
}

export const eventsQuery = (month: CalendarMonth) => ({
  ...dataQuery(eventCalls.upcoming, { query: rangeOf(month, month) }),
  placeholderData: keepPreviousData,
})

/** How many months after an empty one are searched for the next events. */
export const NEXT_EVENTS_MONTHS = 3

/** The events of the few months after `month`, for a month that has none. */
export const nextEventsQuery = (month: CalendarMonth) =>
  dataQuery(eventCalls.upcoming, {
    query: rangeOf(shiftMonth(month, 1), shiftMonth(month, NEXT_EVENTS_MONTHS)),
  })

/**
 * This month's events may be in the page already (the server writes them into the HTML of /events for a
 * visitor): shown at once while the call runs. A member's list says which events they joined, so a member
 * waits for their own.
 */
function servedMonth(month: CalendarMonth, member: boolean): EventList | undefined {
  const served = member ? undefined : servedData<EventList>('events')
  const same = (other: CalendarMonth) => other.month === month.month && other.year === month.year
  return served && same(served.from) && same(served.to) ? served : undefined
}

export function useEvents(month: CalendarMonth) {
  const { loggedIn } = useSession()
  return useQuery({
    ...eventsQuery(month),
    placeholderData: (previous) => previous ?? servedMonth(month, loggedIn),
  })
}

/** Events still to come in the months after `month`, soonest first. */
export function useNextEvents(month: CalendarMonth) {
  return useQuery({
    ...nextEventsQuery(month),
    select: (list) => list.events.filter((event) => event.status !== 'ended'),
  })
}
