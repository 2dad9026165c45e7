import { eventCalls } from '@klass/contract/routes/events'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { EventSummary } from '@klass/contract/events'
import { NEXT_EVENTS_MONTHS } from '@klass/contract/events-constants'
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

export { NEXT_EVENTS_MONTHS }

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
function servedMonths(
  name: 'events' | 'nextEvents',
  from: CalendarMonth,
  to: CalendarMonth,
  member: boolean,
): EventList | undefined {
  const served = member ? undefined : servedData<EventList>(name)
  const same = (one: CalendarMonth, other: CalendarMonth) =>
    one.month === other.month && one.year === other.year
  return served && same(served.from, from) && same(served.to, to) ? served : undefined
}

export function useEvents(month: CalendarMonth) {
  const { loggedIn } = useSession()
  return useQuery({
    ...eventsQuery(month),
    // Shown as the page's own answer (not a placeholder, which the list dims), and asked again at once.
    initialData: servedMonths('events', month, month, loggedIn),
    initialDataUpdatedAt: 0,
  })
}

/** Events still to come in the months after `month`, soonest first. */
export function useNextEvents(month: CalendarMonth) {
  const { loggedIn } = useSession()
  return useQuery({
    ...nextEventsQuery(month),
    // A month without events: the server may have written the next ones into the page too, so the calendar
    // below them does not move when they arrive.
    initialData: servedMonths(
      'nextEvents',
      shiftMonth(month, 1),
      shiftMonth(month, NEXT_EVENTS_MONTHS),
      loggedIn,
    ),
    initialDataUpdatedAt: 0,
    select: (list) => list.events.filter((event) => event.status !== 'ended'),
  })
}
