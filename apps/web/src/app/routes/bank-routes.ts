import type { AppRoute } from '../router'

/** The practice bank (SPEC 2 Bank): the member's accounts, savings products and practice funds. */
export const bankRoutes: readonly AppRoute[] = [
  {
    path: '/bank',
    name: 'bank',
    layout: 'default',
    access: 'member',
    module: () => import('../../features/bank/routes/bank'),
  },
  {
    path: '/bank/saving',
    name: 'bank-saving',
    layout: 'default',
    access: 'member',
    module: () => import('../../features/bank/routes/saving'),
  },
  {
    path: '/bank/fund',
    name: 'bank-fund',
    layout: 'default',
    access: 'member',
    module: () => import('../../features/bank/routes/fund'),
  },
]
