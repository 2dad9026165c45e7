import type { AppRoute } from '../router'

/** Articles, clubs, super heroes and videos (SPEC 2 Home, Posts, Clubs, Super hero, Video). */
export const contentRoutes: readonly AppRoute[] = []
