import type { AppRoute } from '../router'

/** The back office (issue 21): one route whose code, menu and pages load only for /admin. */
export const adminRoutes: readonly AppRoute[] = [
  {
    path: '/admin/*',
    name: 'admin',
    layout: 'default',
    access: 'member',
    module: () => import('../../features/admin/routes/admin'),
  },
]
