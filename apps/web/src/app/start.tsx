// Also set by the entry (main.tsx) before this chunk loads; kept here for whatever starts the app directly.
import '../lib/zod-config'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { currentUserQuery } from '../lib/current-user'
import { nextTask } from '../lib/first-paint'
import { getToken } from '../lib/session'
import { keepServedSections } from '../ui/served-section'
import { AppProviders } from './providers'
import { createQueryClient } from './query-client'
import { endExpiredSession } from './root'
import { createAppRouter } from './router'

/**
 * Starts the app in the page's #root. The router (with the current page's code) is made in a task of its
 * own, the page's first data is asked for meanwhile, and the first render is a transition, so React renders
 * in slices and a phone stays responsive to taps meanwhile.
 */
export async function startApp(): Promise<void> {
  const queryClient = createQueryClient()
  const router = await createAppRouter(queryClient)
  // Before any answer of the page's first data (asked for a task later, app/router.tsx) can end the session.
  endExpiredSession(queryClient, (to, options) => router.navigate(to, options))
  // A member's header shows their fresh profile: asked for now, not after the first render.
  if (getToken()) setTimeout(() => void queryClient.prefetchQuery(currentUserQuery()), 0)
  await nextTask()
  // A served page's sections keep their content until their components take it over (ui/served-section.tsx).
  keepServedSections()
  const root = createRoot(document.getElementById('root')!)
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders client={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  )
}
