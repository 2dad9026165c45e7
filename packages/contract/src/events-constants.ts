// The values of events.ts that need no zod (it re-exports them): the web app imports them from here, so
// a page that only shows them does not load zod.

export const eventPlaceTypes = ['onsite', 'online'] as const
export type EventPlaceType = (typeof eventPlaceTypes)[number]
export const eventPlaceLabels: Record<EventPlaceType, string> = { onsite: 'ออนไซต์', online: 'ออนไลน์' }

/** How many months after a month without events /events searches for the next ones. */
export const NEXT_EVENTS_MONTHS = 3
