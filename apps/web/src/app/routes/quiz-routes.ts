import type { AppRoute } from '../router'

/** Quizzes: hub, daily, monthly, final exam and the money quiz (SPEC 2 Quiz). */
export const quizRoutes: readonly AppRoute[] = []
