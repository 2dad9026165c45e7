import type { AppRoute } from '../router'

/** The gift store, SUPERQUEST, big prize and events (SPEC 2 Store, Campaign, Events, Profile). */
export const economyRoutes: readonly AppRoute[] = [
  {
    path: '/store',
    name: 'store',
    layout: 'default',
    access: 'public',
    module: () => import('../../features/store/routes/store'),
  },
  {
    path: '/store/:id/:slug?',
    name: 'store-id-slug',
    layout: 'default',
    access: 'public',
    module: () => import('../../features/store/routes/store-item'),
  },
  {
    path: '/test-store',
    name: 'test-store',
    layout: 'default',
    access: 'public',
    module: () => import('../../features/store/routes/test-store'),
  },
  {
    path: '/superquest/about',
    name: 'superquest-about',
    layout: 'superquest',
    access: 'public',
    module: () => import('../../features/superquest/routes/about'),
  },
  {
    path: '/superquest/missions-rewards',
    name: 'superquest-missions-rewards',
    layout: 'superquest',
    access: 'public',
    module: () => import('../../features/superquest/routes/missions-rewards'),
  },
  {
    path: '/superquest/rules',
    name: 'superquest-rules',
    layout: 'superquest',
    access: 'public',
    module: () => import('../../features/superquest/routes/rules'),
  },
  {
    path: '/superquest/profile/allquests',
    name: 'superquest-profile-allquests',
    layout: 'superquest',
    access: 'member',
    module: () => import('../../features/superquest/routes/all-quests'),
  },
  {
    path: '/superquest/profile/questsregistered',
    name: 'superquest-profile-questsregistered',
    layout: 'superquest',
    access: 'member',
    module: () => import('../../features/superquest/routes/quests-registered'),
  },
  {
    path: '/superquest/profile/redeemrewards',
    name: 'superquest-profile-redeemrewards',
    layout: 'superquest',
    access: 'member',
    module: () => import('../../features/superquest/routes/redeem-rewards'),
  },
  {
    path: '/big-prize/redeem',
    name: 'big-prize-redeem',
    layout: 'default',
    access: 'member',
    module: () => import('../../features/superquest/routes/big-prize-redeem'),
  },
  {
    path: '/events',
    name: 'events',
    layout: 'default',
    access: 'public',
    module: () => import('../../features/events/routes/events'),
  },
  // SPEC 6/7: the event detail call needs the member's token, so the page is for members.
  {
    path: '/events/:id/:slug?',
    name: 'events-id-slug',
    layout: 'default',
    access: 'member',
    module: () => import('../../features/events/routes/event-detail'),
  },
]
