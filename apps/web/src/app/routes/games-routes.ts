import type { AppRoute } from '../router'

/** Games: the hub and each game (SPEC 2 Games). */
export const gamesRoutes: readonly AppRoute[] = []
