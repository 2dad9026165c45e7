import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router'
import { nextTask } from '../lib/first-paint'
import { runGuards } from './guards'
import { AppRoot } from './root'
import { DefaultLayout } from './layouts/default-layout'
import { RoboLayout } from './layouts/robo-layout'
import { SuperquestLayout } from './layouts/superquest-layout'
import { FatalErrorPage, NotFoundPage, RouteErrorPage } from './errors/error-pages'
import { PageSkeleton } from './errors/page-skeleton'
import { bankRoutes } from './routes/bank-routes'
import { contentRoutes } from './routes/content-routes'
import { economyRoutes } from './routes/economy-routes'
import { gamesRoutes } from './routes/games-routes'
import { learningRoutes } from './routes/learning-routes'
import { lineRoutes } from './routes/line-routes'
import { quizRoutes } from './routes/quiz-routes'
import { roboRoutes } from './routes/robo-routes'
import { adminRoutes } from './routes/admin-routes'

/** Who may open a page (SPEC 2 page behaviour, SPEC 6). */
export type Access = 'public' | 'member' | 'guest'
export type LayoutName = 'default' | 'robo' | 'superquest'

export type AppRoute = {
  path: string
  /** SPEC 2 route names where it gives one. */
  name?: string
  layout: LayoutName
  access: Access
  /** SPEC 2: the header hides on /register/profile. */
  hideHeader?: boolean
  /** Extra named guards; an unknown name is a 500 'Unknown middleware {name}'. */
  middleware?: readonly string[]
  module: () => Promise<PageModule>
}

/**
 * A page's code: the page, and the queries it shows first (`firstData`, from the page's address). On a page
 * behind a guard (a member's page) they are asked for as soon as the guards let the page open, each in a
 * task of its own, instead of after the page's first render, which then often has them already.
 */
export type PageModule = {
  default: ComponentType
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page's own queries, whatever their data
  firstData?: (url: URL) => readonly FetchQueryOptions<any, any, any, any>[]
}

export type RouteHandle = { name?: string; access: Access; hideHeader: boolean }

/**
 * The route table: every page of SPEC 2 that exists so far. The shell's pages are here; each area of the
 * product keeps its rows in its own file under ./routes.
 */
const shellRoutes: readonly AppRoute[] = [
  {
    path: '/',
    name: 'index',
    layout: 'default',
    access: 'public',
    module: () => import('../features/home/routes/home'),
  },
  {
    path: '/login',
    name: 'login',
    layout: 'default',
    access: 'guest',
    module: () => import('../features/auth/routes/login'),
  },
  {
    path: '/register',
    name: 'register',
    layout: 'default',
    access: 'guest',
    module: () => import('../features/auth/routes/register'),
  },
  {
    path: '/register/profile',
    name: 'register-profile',
    layout: 'default',
    access: 'member',
    hideHeader: true,
    module: () => import('../features/user/routes/register-profile'),
  },
  {
    path: '/forgot-password',
    name: 'forgot-password',
    layout: 'default',
    access: 'guest',
    module: () => import('../features/auth/routes/forgot-password'),
  },
  // Public, not guest-only: a member may follow a reset link from their e-mail on another device.
  {
    path: '/reset-password',
    name: 'reset-password',
    layout: 'default',
    access: 'public',
    module: () => import('../features/auth/routes/reset-password'),
  },
  // Issue 19: public as well, so the link confirms the e-mail whether or not the one who opens it is signed in.
  {
    path: '/confirm-email',
    name: 'confirm-email',
    layout: 'default',
    access: 'public',
    module: () => import('../features/auth/routes/confirm-email'),
  },
  // Decision 031: public, for the member whose account waits out its 30 days (signed out everywhere).
  {
    path: '/restore-account',
    name: 'restore-account',
    layout: 'default',
    access: 'public',
    module: () => import('../features/user/routes/restore-account'),
  },
  // Issue 19: public, for the parent or guardian of a member under 20, who is not a member.
  {
    path: '/guardian-consent',
    name: 'guardian-consent',
    layout: 'default',
    access: 'public',
    module: () => import('../features/user/routes/guardian-consent'),
  },
  {
    path: '/profile',
    name: 'profile',
    layout: 'default',
    access: 'member',
    module: () => import('./routes/profile'),
  },
  // Decision 036: a member coming back — the weekly league and the reminders they choose.
  {
    path: '/league',
    name: 'league',
    layout: 'default',
    access: 'member',
    module: () => import('../features/progress/routes/league'),
  },
  {
    path: '/reminders',
    name: 'reminders',
    layout: 'default',
    access: 'member',
    module: () => import('../features/progress/routes/reminders'),
  },
  {
    path: '/profile/edit/:id?',
    name: 'profile-edit',
    layout: 'default',
    access: 'member',
    module: () => import('../features/user/routes/profile-edit'),
  },
  {
    path: '/policy/:type?',
    name: 'policy-type',
    layout: 'default',
    access: 'public',
    module: () => import('../features/policy/routes/policy'),
  },
  {
    path: '/ShowVariable',
    name: 'show-variable',
    layout: 'default',
    access: 'public',
    module: () => import('./routes/show-variable'),
  },
]

export const appRoutes: readonly AppRoute[] = [
  ...shellRoutes,
  ...contentRoutes,
  ...learningRoutes,
  ...economyRoutes,
  ...bankRoutes,
  ...roboRoutes,
  ...adminRoutes,
  ...quizRoutes,
  ...gamesRoutes,
  ...lineRoutes,
]

const accessGuards: Record<Access, readonly string[]> = { public: [], member: ['auth'], guest: ['guest'] }

/** Asks for the data a page shows first, once its code is there, one query a task. */
async function prefetchPage(route: AppRoute, client: QueryClient, url: URL): Promise<void> {
  const page = await route.module().catch(() => null)
  for (const query of page?.firstData?.(url) ?? []) {
    await nextTask()
    void client.prefetchQuery(query)
  }
}

function toRouteObject(route: AppRoute, client?: QueryClient): RouteObject {
  const names = [...accessGuards[route.access], ...(route.middleware ?? [])]
  const handle: RouteHandle = {
    name: route.name,
    access: route.access,
    hideHeader: route.hideHeader ?? false,
  }
  const guarded = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    const outcome = runGuards(names, { url })
    if (!outcome && client) void prefetchPage(route, client, url)
    return outcome
  }
  return {
    id: route.name,
    path: route.path,
    handle,
    loader: names.length > 0 ? guarded : undefined,
    lazy: async () => ({ Component: (await route.module()).default }),
    HydrateFallback: PageSkeleton,
  }
}

const layouts: Record<LayoutName, ComponentType> = {
  default: DefaultLayout,
  robo: RoboLayout,
  superquest: SuperquestLayout,
}

/** Unknown paths: SPEC 2's 404 page inside the default layout. */
const notFound: RouteObject = { path: '*', Component: NotFoundPage }

/** The router's routes; with the app's query client, each page's first data starts as the page opens. */
export function buildRoutes(table: readonly AppRoute[] = appRoutes, client?: QueryClient): RouteObject[] {
  const layoutRoutes = (Object.keys(layouts) as LayoutName[])
    .map((layout) => {
      const children = table
        .filter((route) => route.layout === layout)
        .map((route) => toRouteObject(route, client))
      if (layout === 'default') children.push(notFound)
      if (children.length === 0) return null
      const Layout = layouts[layout]
      // The pathless child keeps the layout (header, footer) around the error page.
      return {
        id: `layout-${layout}`,
        Component: Layout,
        children: [{ errorElement: <RouteErrorPage />, children }],
      }
    })
    .filter((route): route is NonNullable<typeof route> => route !== null)
  return [{ id: 'root', Component: AppRoot, errorElement: <FatalErrorPage />, children: layoutRoutes }]
}

/**
 * The pattern of the route-table row the router opens for `location` (a path, with or without a query), or null
 * when only the 404 would: how tests prove that `paths` and the app's links lead to real pages.
 */
export function patternOf(location: string, routes: RouteObject[] = buildRoutes()): string | null {
  const page = matchRoutes(routes, location)?.at(-1)?.route
  return page?.path && page.path !== notFound.path ? page.path : null
}

/**
 * The code of the routes that match `location` loaded before the router starts: the router then begins
 * with the page itself, in the app's first render, instead of a skeleton the page then replaces (on a served
 * article, the article would otherwise flash to a skeleton and back).
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, { pathname }) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      // Code that fails to load stays lazy: the router tries again and shows its error page if it must.
      const loaded = await route.lazy().catch(() => null)
      if (loaded) Object.assign(route, loaded, { lazy: undefined })
    }),
  )
}

export async function createAppRouter(client?: QueryClient) {
  const routes = buildRoutes(appRoutes, client)
  await loadMatchedRoutes(routes, window.location.pathname)
  // Finding the page and starting the router each rank every route: each in a task of its own on a phone.
  await nextTask()
  return createBrowserRouter(routes)
}
