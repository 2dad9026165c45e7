import { expect, type APIRequestContext } from '@playwright/test'

// What the journeys of every engine know of the demo content and make for themselves through the API.

export const DEMO_PASSWORD = 'Klass-demo-2026'

/** A random address from the benchmarking range (198.18.0.0/15), never a real client's. */
export function visitorAddress(): string {
  const byte = () => Math.floor(Math.random() * 256)
  return `198.${18 + (byte() % 2)}.${byte()}.${1 + (byte() % 254)}`
}

/**
 * A member of the journey's own, registered through the API from an address of its own (new members get
 * the 50.00-koin welcome gift), so journeys never depend on each other.
 */
export async function newMember(request: APIRequestContext, name: string): Promise<string> {
  const email = `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@klass.test`
  const response = await request.post('/v2/api/register', {
    headers: { 'X-Forwarded-For': visitorAddress() },
    multipart: {
      email,
      password: DEMO_PASSWORD,
      display_name: 'นักออมทดสอบ',
      accept_terms: 'true',
      birth_date: '2009-05-01',
    },
  })
  expect(response.ok(), await response.text()).toBeTruthy()
  return email
}

export type DemoEvent = { id: string; slug: string; title: string; startsAt: string }

/** A demo event by title, from the next three months the list call answers by default. */
export async function demoEvent(request: APIRequestContext, title: string): Promise<DemoEvent> {
  const response = await request.get('/v2/api/event/upcoming')
  const { data } = (await response.json()) as { data: { events: DemoEvent[] } }
  const event = data.events.find((candidate) => candidate.title.startsWith(title))
  expect(event, `demo event ${title}`).toBeTruthy()
  return event!
}

/** "2026-12" — the Bangkok month of a moment (UTC+7, worked out without any locale). */
export function bangkokMonth(iso: string): string {
  return new Date(new Date(iso).getTime() + 7 * 3600_000).toISOString().slice(0, 7)
}
