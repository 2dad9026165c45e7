// Also set by the entry (main.tsx) before this chunk loads; kept here for whatever starts the app directly.
import '../lib/zod-config'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { nextTask } from '../lib/first-paint'
import { AppProviders } from './providers'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'

/**
 * Starts the app in the page's #root. The router (with the current page's code) is made in a task of its
 * own, and the first render is a transition, so React renders in slices and a phone
 * stays responsive to taps meanwhile.
 */
export async function startApp(): Promise<void> {
  const queryClient = createQueryClient()
  const router = await createAppRouter()
  await nextTask()
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
