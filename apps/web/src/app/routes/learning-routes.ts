import type { AppRoute } from '../router'

/** Each club's learning path (SPEC 2 Clubs: a page under /club/{type}). */
export const learningRoutes: readonly AppRoute[] = [
  {
    path: '/club/:type/path',
    name: 'club-type-path',
    layout: 'default',
    access: 'public',
    module: () => import('../../features/learning/routes/club-path'),
  },
]
