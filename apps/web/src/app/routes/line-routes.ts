import type { AppRoute } from '../router'

/** SPEC 2 Messaging link: sign in with LINE, the Official Account, and linking a member's LINE. */
export const lineRoutes: readonly AppRoute[] = [
  {
    // Public: a visitor signs in here, and LINE sends them back here with the code.
    path: '/line',
    name: 'line',
    layout: 'default',
    access: 'public',
    module: () => import('../../features/line/routes/line-login'),
  },
  {
    path: '/line/id',
    name: 'line-id',
    layout: 'default',
    access: 'public',
    module: () => import('../../features/line/routes/line-id'),
  },
  {
    path: '/line/link',
    name: 'line-link',
    layout: 'default',
    access: 'member',
    module: () => import('../../features/line/routes/line-link'),
  },
]
