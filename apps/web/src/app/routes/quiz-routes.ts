import type { AppRoute } from '../router'

/** Quizzes: hub, daily, monthly, final exam and the money quiz (SPEC 2 Quiz); the money answers in the profile. */
export const quizRoutes: readonly AppRoute[] = [
  {
    path: '/quiz',
    name: 'quiz',
    layout: 'default',
    access: 'member',
    module: () => import('../../features/quiz/routes/quiz-hub'),
  },
  {
    path: '/quiz/daily',
    name: 'quiz-daily',
    layout: 'default',
    access: 'member',
    module: () => import('../../features/quiz/routes/daily'),
  },
  {
    path: '/quiz/month',
    name: 'quiz-month',
    layout: 'default',
    access: 'member',
    module: () => import('../../features/quiz/routes/month'),
  },
  {
    path: '/quiz/final',
    name: 'quiz-final',
    layout: 'default',
    access: 'member',
    module: () => import('../../features/quiz/routes/final'),
  },
  {
    path: '/quiz/money/:level?',
    name: 'quiz-money-level',
    layout: 'default',
    access: 'member',
    module: () => import('../../features/quiz/routes/money'),
  },
  {
    path: '/profile/moneyAnswer/:level?',
    name: 'profile-moneyAnswer-level',
    layout: 'default',
    access: 'member',
    module: () => import('../../features/quiz/routes/money-answers'),
  },
]
