import { STORE_PAGE_SIZE } from '@klass/contract/store-constants'
import type { Page } from '@klass/contract/envelope'
import type { EventSummary } from '@klass/contract/events'
import type { StoreItem } from '@klass/contract/store'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { createQueryClient } from './app/query-client'
import { campaignQuery, type CampaignLanding } from './features/home/api/get-campaign'
import { homeQuery, type HomeData } from './features/home/api/get-home'
import HomePage from './features/home/routes/home'
import { eventsQuery, nextEventsQuery, type CalendarMonth } from './features/events/api/get-events'
import EventsPage from './features/events/routes/events'
import { storeItemsQuery } from './features/store/api/get-store-items'
import StorePage from './features/store/routes/store'

// The pages a visitor first opens (the home, the store, the events) whose content the API server writes into their HTML at request time
// (apps/api/src/plugins/web.ts): rendered here with the app's own components from the answer the page
// carries as JSON, so the app's first render in the browser draws the same markup over it.
// Built by `npm run build` into dist/.server/server-render.js (vite build --ssr).

type EventList = { from: CalendarMonth; to: CalendarMonth; events: EventSummary[] }

/** The page at `url` inside the app's router and a query cache that already holds its answers. */
function renderPage(url: string, client: QueryClient, page: ReactNode): string {
  const html = renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  )
  client.clear()
  return html
}

/** The store as a visitor first opens it (no filter, the newest first, page 1), from its served answer. */
export function renderStorePage(served: { store: Page<StoreItem> }): string {
  const client = createQueryClient()
  const params = { type: undefined, sort: 'newest' as const, page: 1, limit: STORE_PAGE_SIZE }
  client.setQueryData(storeItemsQuery(params).queryKey, served.store)
  return renderPage('/store', client, <StorePage />)
}

/** The events of this Bangkok month (and, for a month without any, the next months'), from the served answer. */
export function renderEventsPage(served: { events: EventList; nextEvents?: EventList }): string {
  const client = createQueryClient()
  const month = served.events.from
  client.setQueryData(eventsQuery(month).queryKey, served.events)
  if (served.nextEvents) client.setQueryData(nextEventsQuery(month).queryKey, served.nextEvents)
  // The served answer's month, named in the address: the page renders it even where the server's clock and
  // this process's are on either side of a month's end.
  const address = `/events?month=${month.year}-${String(month.month).padStart(2, '0')}`
  return renderPage(address, client, <EventsPage />)
}

/**
 * The home page as a visitor first opens it: the hero, then the live sections (articles, premiums, videos), the
 * clubs and the campaign from the served answers. Without the campaign's answer, its section shows it is loading.
 */
export function renderHomePage(served: { home: HomeData; campaign?: CampaignLanding }): string {
  const client = createQueryClient()
  client.setQueryData(homeQuery().queryKey, served.home)
  if (served.campaign) client.setQueryData(campaignQuery().queryKey, served.campaign)
  return renderPage('/', client, <HomePage />)
}
