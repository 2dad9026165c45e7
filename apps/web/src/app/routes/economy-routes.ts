import type { AppRoute } from '../router'

/** The gift store, SUPERQUEST, big prize and events (SPEC 2 Store, Campaign, Events). */
export const economyRoutes: readonly AppRoute[] = []
