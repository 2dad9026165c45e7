import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { AppProviders } from './app/providers'
import { createQueryClient } from './app/query-client'
import { createAppRouter } from './app/router'
import { afterFirstPaint } from './lib/first-paint'
import './index.css'

const queryClient = createQueryClient()
const router = createAppRouter()

// The served page is painted first (the shell, or an article in the HTML); then the app takes over. The
// first render is a transition, so React renders in slices and a phone stays responsive to taps meanwhile.
void afterFirstPaint().then(() => {
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
})
