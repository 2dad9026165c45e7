import type { AppRoute } from '../router'

const roboPage = (path: string, name: string, module: AppRoute['module']): AppRoute => ({
  path,
  name,
  // SPEC 2 Layouts: the robo pages have the header only.
  layout: 'robo',
  access: 'member',
  module,
})

/**
 * The robo advisor (SPEC 2 Robo): the suitability test, the goal and its model plan, the practice fund
 * account and everything done with it. Practice money only.
 */
export const roboRoutes: readonly AppRoute[] = [
  roboPage('/robo', 'robo', () => import('../../features/robo/routes/robo')),
  roboPage('/robo/assessment', 'robo-assessment', () => import('../../features/robo/routes/assessment')),
  roboPage(
    '/robo/pre-question',
    'robo-pre-question',
    () => import('../../features/robo/routes/pre-question'),
  ),
  roboPage('/robo/create-plan', 'robo-create-plan', () => import('../../features/robo/routes/create-plan')),
  roboPage(
    '/robo/create-plan/step-create',
    'robo-step-create',
    () => import('../../features/robo/routes/step-create'),
  ),
  roboPage('/robo/policy/:type?', 'robo-policy', () => import('../../features/robo/routes/policy')),
  roboPage('/robo/buy/:id?', 'robo-buy', () => import('../../features/robo/routes/buy')),
  roboPage('/robo/sell/:id?', 'robo-sell', () => import('../../features/robo/routes/sell')),
  roboPage(
    '/robo/adjust-plan/:id?',
    'robo-adjust-plan',
    () => import('../../features/robo/routes/adjust-plan'),
  ),
  roboPage('/robo/setFormatMonthDCA', 'robo-dca', () => import('../../features/robo/routes/dca-settings')),
  roboPage('/robo/dashboard/:id?', 'robo-dashboard', () => import('../../features/robo/routes/dashboard')),
  roboPage(
    '/robo/dashboard/calculate-graph',
    'robo-graph',
    () => import('../../features/robo/routes/calculate-graph'),
  ),
  roboPage('/robo/dca-detail/:id?', 'robo-dca-detail', () => import('../../features/robo/routes/dca-detail')),
]
