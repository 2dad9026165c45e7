import type { AppRoute } from '../router'

/** Games: the hub and each game (SPEC 2 Games; members). */
export const gamesRoutes: readonly AppRoute[] = [
  {
    path: '/games',
    name: 'games',
    layout: 'default',
    access: 'member',
    module: () => import('../../features/games/routes/games-hub'),
  },
  {
    path: '/games/catch-me-if-you-can',
    name: 'games-catch-me-if-you-can',
    layout: 'default',
    access: 'member',
    module: () => import('../../features/games/routes/catch-me'),
  },
  {
    path: '/games/hangman',
    name: 'games-hangman',
    layout: 'default',
    access: 'member',
    module: () => import('../../features/games/routes/hangman'),
  },
  {
    path: '/games/visual-decoder',
    name: 'games-visual-decoder',
    layout: 'default',
    access: 'member',
    module: () => import('../../features/games/routes/visual-decoder'),
  },
  {
    path: '/crossword',
    name: 'crossword',
    layout: 'default',
    access: 'member',
    module: () => import('../../features/games/routes/crossword'),
  },
]
