import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Outlet, ScrollRestoration, useNavigate } from 'react-router'
import { onSessionExpired } from '../lib/api-client'
import { loginPathFor } from '../lib/safe-redirect'
import { CookieConsent } from './shell/cookie-consent'
import { NetworkStatus } from './shell/network-status'
import { ProgressBar } from './shell/progress-bar'
import { RegisterInvite } from './shell/register-invite'

/**
 * SPEC 8: a session that cannot be renewed ends at /login, which brings the person back afterwards. Set as the
 * app starts (a page's first data is asked for before the app renders) and again by the app's root.
 */
export function endExpiredSession(
  client: QueryClient,
  navigate: (to: string, options: { replace: boolean }) => unknown,
): void {
  onSessionExpired(() => {
    client.clear()
    const { pathname, search } = window.location
    void navigate(loginPathFor(pathname + search), { replace: true })
  })
}

/** Everything around every layout: loading bar, network status, consent and the register invitation. */
export function AppRoot() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()

  useEffect(() => endExpiredSession(queryClient, navigate), [navigate, queryClient])

  return (
    <>
      {/* A new page opens at its top; Back and Forward return to where the person was on that page. */}
      <ScrollRestoration />
      {/* First, as the page the server sent begins (index.html's shell): the first render takes its elements over. */}
      <Outlet />
      <ProgressBar />
      <NetworkStatus />
      <CookieConsent />
      <RegisterInvite />
    </>
  )
}
