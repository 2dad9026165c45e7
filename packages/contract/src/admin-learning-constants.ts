// The values of admin-learning.ts that need no zod (it re-exports them): the web app imports them from here, so
// a page that only shows them does not load zod.

/** Where a question is asked: the daily quiz, a money-quiz level, or a monthly quiz / final exam set. */
export const questionPools = ['daily', 'money', 'set'] as const
export type QuestionPool = (typeof questionPools)[number]
export const questionPoolLabels: Record<QuestionPool, string> = {
  daily: 'ควิซประจำวัน',
  money: 'The Money Quiz',
  set: 'ควิซประจำเดือน / สอบปลายภาค SUPERQUEST',
}

/** active: members meet it in new quizzes and plays; retired: kept only for what was already answered. */
export const contentStatuses = ['active', 'retired', 'all'] as const
export type ContentStatus = (typeof contentStatuses)[number]
