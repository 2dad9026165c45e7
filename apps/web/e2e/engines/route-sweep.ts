/**
 * Every page of the route table (SPEC 2), with the address the sweep opens for it. A unit test
 * (`route-sweep.test.ts`) checks that this list and the app's route table name the same pages with the
 * same access, so a page added to the app cannot miss the sweep.
 */
export type Access = 'public' | 'member' | 'guest'

/** Real things of the demo content that pages with an id in their address show. */
export type DemoThings = {
  post: { id: number; slug: string }
  event: { id: string; slug: string }
  gift: { id: string; slug: string }
  video: { id: number; slug: string }
  hero: { id: number }
}

export type SweptRoute = {
  pattern: string
  access: Access
  address: (demo: DemoThings) => string
  /** Where a member lands instead, when the page sends them on by design. */
  memberLands?: string
}

const fixed = (pattern: string, access: Access): SweptRoute => ({ pattern, access, address: () => pattern })

export const sweptRoutes: readonly SweptRoute[] = [
  fixed('/', 'public'),
  fixed('/login', 'guest'),
  fixed('/register', 'guest'),
  fixed('/register/profile', 'member'),
  fixed('/forgot-password', 'guest'),
  fixed('/reset-password', 'public'),
  fixed('/confirm-email', 'public'),
  fixed('/restore-account', 'public'),
  fixed('/guardian-consent', 'public'),
  fixed('/profile', 'member'),
  { pattern: '/profile/edit/:id?', access: 'member', address: () => '/profile/edit' },
  { pattern: '/policy/:type?', access: 'public', address: () => '/policy/cookies' },
  fixed('/ShowVariable', 'public'),
  { pattern: '/club/:type?', access: 'public', address: () => '/club/biz-master' },
  { pattern: '/club/:type/path', access: 'public', address: () => '/club/hit/path' },
  {
    pattern: '/post/detail/:id?/:slug?',
    access: 'public',
    address: ({ post }) => `/post/detail/${post.id}/${encodeURIComponent(post.slug)}`,
  },
  fixed('/post/create', 'member'),
  // Without a post to edit, the editor starts a new one.
  { pattern: '/post/edit/:id?', access: 'member', address: () => '/post/edit', memberLands: '/post/create' },
  fixed('/super-hero', 'public'),
  {
    pattern: '/super-hero/detail',
    access: 'public',
    address: ({ hero }) => `/super-hero/detail?id=${hero.id}`,
  },
  fixed('/super-hero/listPosts', 'public'),
  fixed('/super-hero/listSuperHero', 'public'),
  fixed('/video-page', 'public'),
  {
    pattern: '/video-page/detail/:id/:slug?',
    access: 'public',
    address: ({ video }) => `/video-page/detail/${video.id}/${encodeURIComponent(video.slug)}`,
  },
  fixed('/store', 'public'),
  { pattern: '/store/:id/:slug?', access: 'public', address: ({ gift }) => `/store/${gift.id}/${gift.slug}` },
  fixed('/test-store', 'public'),
  fixed('/superquest/about', 'public'),
  fixed('/superquest/missions-rewards', 'public'),
  fixed('/superquest/rules', 'public'),
  fixed('/superquest/profile/allquests', 'member'),
  fixed('/superquest/profile/questsregistered', 'member'),
  fixed('/superquest/profile/redeemrewards', 'member'),
  fixed('/big-prize/redeem', 'member'),
  fixed('/events', 'public'),
  {
    pattern: '/events/:id/:slug?',
    access: 'member',
    address: ({ event }) => `/events/${event.id}/${event.slug}`,
  },
  fixed('/games', 'member'),
  fixed('/games/catch-me-if-you-can', 'member'),
  fixed('/games/hangman', 'member'),
  fixed('/games/visual-decoder', 'member'),
  fixed('/crossword', 'member'),
  fixed('/quiz', 'member'),
  fixed('/quiz/daily', 'member'),
  fixed('/quiz/month', 'member'),
  fixed('/quiz/final', 'member'),
  { pattern: '/quiz/money/:level?', access: 'member', address: () => '/quiz/money/Intermediate' },
  { pattern: '/profile/moneyAnswer/:level?', access: 'member', address: () => '/profile/moneyAnswer/Basic' },
  fixed('/bank', 'member'),
  fixed('/bank/saving', 'member'),
  fixed('/bank/fund', 'member'),
  fixed('/robo', 'member'),
  fixed('/robo/assessment', 'member'),
  fixed('/robo/pre-question', 'member'),
  // A member without a valid suitability test is sent to take it first (a new member has none).
  {
    pattern: '/robo/create-plan',
    access: 'member',
    address: () => '/robo/create-plan',
    memberLands: '/robo/assessment',
  },
  {
    pattern: '/robo/create-plan/step-create',
    access: 'member',
    address: () => '/robo/create-plan/step-create',
    memberLands: '/robo/assessment',
  },
  { pattern: '/robo/policy/:type?', access: 'member', address: () => '/robo/policy/risk' },
  // Without an account in the address, these pages list the member's accounts to choose from.
  { pattern: '/robo/buy/:id?', access: 'member', address: () => '/robo/buy' },
  { pattern: '/robo/sell/:id?', access: 'member', address: () => '/robo/sell' },
  { pattern: '/robo/adjust-plan/:id?', access: 'member', address: () => '/robo/adjust-plan' },
  fixed('/robo/setFormatMonthDCA', 'member'),
  { pattern: '/robo/dashboard/:id?', access: 'member', address: () => '/robo/dashboard' },
  fixed('/robo/dashboard/calculate-graph', 'member'),
  { pattern: '/robo/dca-detail/:id?', access: 'member', address: () => '/robo/dca-detail' },
  // Opened plainly, /line leaves for LINE Login at once; the sweep opens it as LINE sends back a cancel.
  { pattern: '/line', access: 'public', address: () => '/line?error=access_denied&state=swept' },
  fixed('/line/id', 'public'),
  fixed('/line/link', 'member'),
  fixed('/league', 'member'),
  fixed('/reminders', 'member'),
  { pattern: '/admin/*', access: 'member', address: () => '/admin' },
]

/** Where a visitor or a member lands on opening an address (SPEC 2 page behaviour: login check, guest-only). */
export function landing(route: SweptRoute, address: string, who: 'visitor' | 'member'): string {
  if (route.access === 'member' && who === 'visitor') return `/login?redirect=${encodeURIComponent(address)}`
  if (route.access === 'guest' && who === 'member') return '/'
  if (who === 'member' && route.memberLands) return route.memberLands
  return address
}
