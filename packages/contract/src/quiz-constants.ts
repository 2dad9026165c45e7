// The values of quiz.ts that need no zod (it re-exports them): the web app imports them from here, so
// a page that only shows them does not load zod.

/** SPEC 1: the three money-quiz levels, spelled as in the page paths /quiz/money/{level}. */
export const moneyQuizLevels = ['Basic', 'Intermediate', 'Advanced'] as const
export type MoneyQuizLevel = (typeof moneyQuizLevels)[number]
export const moneyQuizLevelLabels: Record<MoneyQuizLevel, string> = {
  Basic: 'ระดับพื้นฐาน',
  Intermediate: 'ระดับกลาง',
  Advanced: 'ระดับสูง',
}

export function isMoneyQuizLevel(value: unknown): value is MoneyQuizLevel {
  return typeof value === 'string' && (moneyQuizLevels as readonly string[]).includes(value)
}

/** Questions in one daily quiz; they change every Bangkok day. */
export const DAILY_QUESTION_COUNT = 3
/** A question asked in the daily quiz is not asked there again for this many days. */
export const DAILY_NO_REPEAT_DAYS = 60
/** Answers sent this long after the final exam's deadline still count (the network is not instant). */
export const FINAL_EXAM_GRACE_SECONDS = 15
