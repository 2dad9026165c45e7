import { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { AppProviders } from '../app/providers'
import { appRoutes, buildRoutes, type AppRoute } from '../app/router'
import type { UserProfile } from '@klass/contract/user'
import { saveProfile, saveTokens, type SessionProfile } from '../lib/session'

/** Renders the whole app (route table, layouts, shell) at a path, in memory. */
export function renderApp(path: string, options: { table?: readonly AppRoute[] } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const router = createMemoryRouter(buildRoutes(options.table ?? appRoutes), { initialEntries: [path] })
  const view = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...view, router, client }
}

export const memberProfile = (overrides: Partial<SessionProfile> = {}): SessionProfile => ({
  id: 'u1',
  display_name: 'น้องออม',
  display_image: null,
  klass: 'biz-master',
  type: 'GENERAL',
  koin: '1250.50',
  roles: [],
  scope: [],
  exp: 120,
  ...overrides,
})

/** A full profile as GET /v2/api/user/get answers it. */
export const fullProfile = (
  overrides: Partial<SessionProfile> &
    Partial<Pick<UserProfile, 'email_confirmed' | 'guardian' | 'deletion_requested_at'>> = {},
) => ({
  ...memberProfile(overrides),
  email: 'demo@klass.test',
  skill: 40,
  level: { level: 2, name: 'นักออมฝึกหัด', exp: 120, minExp: 100, nextExp: 300 },
  first_name: null,
  last_name: null,
  birth_date: '2010-05-01',
  education: null,
  school: null,
  province: null,
  objectives: [],
  profile_completed: true,
  // Issue 19: a member in good standing unless a test says otherwise.
  email_confirmed: overrides.email_confirmed ?? true,
  guardian: overrides.guardian ?? { needed: true, email: 'parent@example.com', confirmed: true },
  deletion_requested_at: overrides.deletion_requested_at ?? null,
  created_at: '2026-01-01T00:00:00.000Z',
})

export function signInAs(profile: SessionProfile = memberProfile()): void {
  saveTokens({ access_token: 'test-token', token_type: 'Bearer' })
  saveProfile(profile)
}
