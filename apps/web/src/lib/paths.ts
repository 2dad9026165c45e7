import type { ClubType } from '@klass/contract/clubs'
import type { RoboPolicyType } from '@klass/contract/robo'
import {
  CONFIRM_EMAIL_PATH,
  GUARDIAN_CONSENT_PATH,
  RESET_PASSWORD_PATH,
  RESTORE_ACCOUNT_PATH,
} from './link-token'

/** The clubs' names as the product writes them (the list of clubs is the contract's). */
export const clubNames: Record<ClubType, string> = {
  hit: 'HITS',
  'biz-master': 'Biz Master',
  'smart-society': 'Smart Society',
  'play-yard': 'Play Yard',
  greenery: 'Greenery',
}

/** The app's pages (SPEC 2), named once so links do not spell paths by hand. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  registerProfile: '/register/profile',
  forgotPassword: '/forgot-password',
  resetPassword: RESET_PASSWORD_PATH,
  confirmEmail: CONFIRM_EMAIL_PATH,
  restoreAccount: RESTORE_ACCOUNT_PATH,
  guardianConsent: GUARDIAN_CONSENT_PATH,
  profile: '/profile',
  league: '/league',
  reminders: '/reminders',
  admin: '/admin',
  line: '/line',
  lineId: '/line/id',
  lineLink: '/line/link',
  profileEdit: '/profile/edit',
  profileMoneyAnswer: (level?: 'Basic' | 'Intermediate' | 'Advanced') =>
    level ? `/profile/moneyAnswer/${level}` : '/profile/moneyAnswer',
  bigPrizeRedeem: '/big-prize/redeem',
  events: '/events',
  event: (id: string, slug?: string) => `/events/${id}${slug ? `/${encodeURIComponent(slug)}` : ''}`,
  quiz: '/quiz',
  quizDaily: '/quiz/daily',
  quizMonth: '/quiz/month',
  quizFinal: '/quiz/final',
  quizMoney: (level: 'Basic' | 'Intermediate' | 'Advanced') => `/quiz/money/${level}`,
  games: '/games',
  gamesCatchMe: '/games/catch-me-if-you-can',
  gamesHangman: '/games/hangman',
  gamesVisualDecoder: '/games/visual-decoder',
  crossword: '/crossword',
  superHero: '/super-hero',
  superHeroDetail: (id: number) => `/super-hero/detail?id=${id}`,
  superHeroTalks: (hero?: number) => `/super-hero/listPosts${hero ? `?talk=${hero}` : ''}`,
  superHeroYear: (year?: number) => `/super-hero/listSuperHero${year ? `?year=${year}` : ''}`,
  superquestAbout: '/superquest/about',
  superquestMissionsRewards: '/superquest/missions-rewards',
  superquestRules: '/superquest/rules',
  superquestAllQuests: '/superquest/profile/allquests',
  superquestRegistered: '/superquest/profile/questsregistered',
  superquestRedeemRewards: '/superquest/profile/redeemrewards',
  club: (type: ClubType) => `/club/${type}`,
  clubPath: (type: ClubType) => `/club/${type}/path`,
  postCreate: '/post/create',
  post: (id: number, slug?: string) => `/post/detail/${id}${slug ? `/${encodeURIComponent(slug)}` : ''}`,
  postEdit: (id?: number) => (id === undefined ? '/post/edit' : `/post/edit/${id}`),
  videoPage: '/video-page',
  video: (id: number, slug?: string) =>
    `/video-page/detail/${id}${slug ? `/${encodeURIComponent(slug)}` : ''}`,
  store: '/store',
  storeItem: (id: string, slug?: string) => `/store/${id}${slug ? `/${encodeURIComponent(slug)}` : ''}`,
  testStore: '/test-store',
  bank: '/bank',
  bankSaving: '/bank/saving',
  bankFund: (code?: string) => (code ? `/bank/fund?code=${encodeURIComponent(code)}` : '/bank/fund'),
  robo: '/robo',
  roboAssessment: '/robo/assessment',
  roboPreQuestion: '/robo/pre-question',
  roboCreatePlan: '/robo/create-plan',
  roboStepCreate: '/robo/create-plan/step-create',
  roboPolicy: (type?: RoboPolicyType) => (type ? `/robo/policy/${type}` : '/robo/policy'),
  roboBuy: (id?: string) => (id ? `/robo/buy/${id}` : '/robo/buy'),
  roboSell: (id?: string) => (id ? `/robo/sell/${id}` : '/robo/sell'),
  roboAdjustPlan: (id?: string) => (id ? `/robo/adjust-plan/${id}` : '/robo/adjust-plan'),
  roboDca: (id?: string) => (id ? `/robo/setFormatMonthDCA?id=${id}` : '/robo/setFormatMonthDCA'),
  roboDashboard: (id?: string) => (id ? `/robo/dashboard/${id}` : '/robo/dashboard'),
  roboGraph: (id?: string) =>
    id ? `/robo/dashboard/calculate-graph?id=${id}` : '/robo/dashboard/calculate-graph',
  roboDcaDetail: (id?: string) => (id ? `/robo/dca-detail/${id}` : '/robo/dca-detail'),
  policy: (type: 'law' | 'personal' | 'cookies') => `/policy/${type}`,
  /** The basic usage guide post linked from the footer (SPEC 2 Footer). */
  guidePost: '/post/detail/usage-guide',
  showVariable: '/ShowVariable',
} as const

/**
 * SPEC 2 Sidebar pages that are not built yet: the drawer may link to one before its rows join the route table,
 * when it moves into `paths`. Every page of the sidebar is built now.
 */
export const pagesToCome: Readonly<Record<string, string>> = {}
