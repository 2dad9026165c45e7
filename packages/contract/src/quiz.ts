import { z } from 'zod'
import { defineCalls } from './call'
import { dataOf } from './envelope'
import { koinString } from './money'
import { type MoneyQuizLevel, moneyQuizLevels } from './quiz-constants'
export * from './quiz-constants'

/** SPEC 7 Quiz: every call needs a token. */
export const quizPaths = {
  daily: '/v2/api/quiz/daily',
  monthly: '/v2/api/quiz/monthly',
  finalExam: '/v2/api/quiz/finalExam',
  answerDaily: '/v2/api/quiz/answerDaily',
  answerMonthly: '/v2/api/quiz/answerMonthly',
  answerFinalExam: '/v2/api/quiz/answerFinalExam',
  answerMoney: '/v2/api/quiz/answerMoney',
  money: '/v2/api/quiz/money',
  detailMoney: '/v2/api/quiz/detailMoney',
} as const

export const quizKinds = ['daily', 'monthly', 'final', 'money'] as const
export type QuizKind = (typeof quizKinds)[number]

/**
 * What a quiz pays (docs/decisions/009-quizzes.md): koins in hundredths, skill points and exp per right
 * answer, and exp for taking part at all. The daily quiz adds a streak bonus every seventh day in a row.
 */
export type QuizRewardRule = {
  koinPerCorrect: number
  skillPerCorrect: number
  expPerCorrect: number
  expForTakingPart: number
}
export const quizRewardRules: Record<'daily' | 'monthly' | 'final', QuizRewardRule> & {
  money: Record<MoneyQuizLevel, QuizRewardRule>
} = {
  daily: { koinPerCorrect: 2_00, skillPerCorrect: 1, expPerCorrect: 10, expForTakingPart: 5 },
  monthly: { koinPerCorrect: 2_50, skillPerCorrect: 1, expPerCorrect: 10, expForTakingPart: 20 },
  final: { koinPerCorrect: 4_00, skillPerCorrect: 2, expPerCorrect: 20, expForTakingPart: 100 },
  money: {
    Basic: { koinPerCorrect: 1_00, skillPerCorrect: 1, expPerCorrect: 5, expForTakingPart: 10 },
    Intermediate: { koinPerCorrect: 2_00, skillPerCorrect: 2, expPerCorrect: 10, expForTakingPart: 10 },
    Advanced: { koinPerCorrect: 3_00, skillPerCorrect: 3, expPerCorrect: 15, expForTakingPart: 10 },
  },
}
export const DAILY_STREAK_BONUS_EVERY = 7
export const DAILY_STREAK_BONUS_KOIN = 5_00

export const quizQuestion = z.object({
  id: z.uuid(),
  /** 1-based place in the quiz. */
  number: z.number().int().positive(),
  topic: z.string(),
  prompt: z.string(),
  choices: z.array(z.string()).min(2),
})
export type QuizQuestion = z.infer<typeof quizQuestion>

/** A question after the member answered: the right choice and why, next to their own. */
export const reviewedQuestion = quizQuestion.extend({
  chosen: z.number().int().nonnegative().nullable(),
  correctChoice: z.number().int().nonnegative(),
  correct: z.boolean(),
  explanation: z.string(),
})
export type ReviewedQuestion = z.infer<typeof reviewedQuestion>

export const quizReward = z.object({
  koin: koinString,
  skill: z.number().int().nonnegative(),
  exp: z.number().int().nonnegative(),
})
export type QuizReward = z.infer<typeof quizReward>

export const quizResult = z.object({
  score: z.number().int().nonnegative(),
  total: z.number().int().positive(),
  submittedAt: z.string(),
  reward: quizReward,
  questions: z.array(reviewedQuestion),
})
export type QuizResult = z.infer<typeof quizResult>

/**
 * ready: the questions are there to answer; not-started: the final exam or a money level not begun yet;
 * answered: the result is in; time-up: the final exam's time ran out before answers arrived; closed: no
 * quiz of this kind right now.
 */
export const quizStatuses = ['ready', 'not-started', 'answered', 'time-up', 'closed'] as const
export type QuizStatus = (typeof quizStatuses)[number]

/** One quiz as the member sees it. The answer key appears only in `result`, after answering. */
export const quizSheet = z.object({
  kind: z.enum(quizKinds),
  title: z.string(),
  description: z.string(),
  status: z.enum(quizStatuses),
  questionCount: z.number().int().nonnegative(),
  /** Questions while ready; empty before the start and after answering (the result has them). */
  questions: z.array(quizQuestion),
  result: quizResult.nullable(),
  /** The most a perfect score earns. */
  maxReward: quizReward,
  /** Daily: the Bangkok day (YYYY-MM-DD). Monthly: the month (YYYY-MM). */
  period: z.string().nullable(),
  /** Daily: days in a row the member has answered, today or up to yesterday. */
  streak: z.number().int().nonnegative().nullable(),
  level: z.enum(moneyQuizLevels).nullable(),
  /** Final exam: its time limit, when the member started and when the time runs out. */
  timeLimitSeconds: z.number().int().positive().nullable(),
  startedAt: z.string().nullable(),
  deadline: z.string().nullable(),
  /** Final exam: when it can be taken. */
  closesAt: z.string().nullable(),
})
export type QuizSheet = z.infer<typeof quizSheet>

export const quizSheetResponse = dataOf(quizSheet)

export const quizAnswer = z.object({
  questionId: z.uuid(),
  choice: z.number().int().min(0).max(9),
})
export type QuizAnswer = z.infer<typeof quizAnswer>

const answerList = z
  .array(quizAnswer)
  .min(1)
  .max(50)
  .refine((answers) => new Set(answers.map((a) => a.questionId)).size === answers.length, {
    error: 'ตอบคำถามเดียวกันได้ครั้งเดียว',
  })

/** SPEC 7: the body of answerDaily, answerMonthly and answerFinalExam is the answers. */
export const quizAnswersBody = z.object({ answers: answerList })
export type QuizAnswersBody = z.infer<typeof quizAnswersBody>

export const moneyLevelBody = z.object({ level: z.enum(moneyQuizLevels) })
export const moneyAnswersBody = z.object({ level: z.enum(moneyQuizLevels), answers: answerList })
export type MoneyAnswersBody = z.infer<typeof moneyAnswersBody>

/** GET finalExam?start=true begins the member's timed attempt (once; a repeat answers the same one). */
export const finalExamQuery = z.object({
  start: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .default(false),
})

/** detailMoney?level: one level, or all three without it. */
export const detailMoneyQuery = z.object({ level: z.enum(moneyQuizLevels).optional() })
export const detailMoneyResponse = dataOf(z.object({ levels: z.array(quizSheet) }))

/** SPEC 7 Quiz: all calls need a token. The answer key leaves the server only inside a result. */
/** An answer sheet naming a question of another quiz, or a choice the question does not have. */
const gradingRefusals = ['QUIZ_QUESTION_NOT_IN_QUIZ', 'QUIZ_CHOICE_INVALID'] as const

export const quizCalls = defineCalls('quiz', {
  daily: {
    method: 'GET',
    path: quizPaths.daily,
    access: 'member',
    summary: 'ควิซประจำวันของวันนี้ (เวลาประเทศไทย) สถานะการตอบ และสถิติตอบต่อเนื่อง',
    reply: quizSheetResponse,
  },
  answerDaily: {
    method: 'POST',
    path: quizPaths.answerDaily,
    access: 'member',
    summary: 'ส่งคำตอบควิซประจำวัน (วันละครั้ง) รับ koin, skill point และ exp ตามจำนวนข้อที่ถูก',
    body: quizAnswersBody,
    reply: quizSheetResponse,
    errors: [...gradingRefusals, 'QUIZ_NOT_AVAILABLE', 'QUIZ_DAILY_ALREADY_ANSWERED'],
  },
  monthly: {
    method: 'GET',
    path: quizPaths.monthly,
    access: 'member',
    summary: 'ควิซประจำเดือนของเดือนนี้และผลของสมาชิก',
    reply: quizSheetResponse,
  },
  answerMonthly: {
    method: 'POST',
    path: quizPaths.answerMonthly,
    access: 'member',
    summary: 'ส่งคำตอบควิซประจำเดือน (เดือนละครั้ง)',
    body: quizAnswersBody,
    reply: quizSheetResponse,
    errors: [...gradingRefusals, 'QUIZ_NOT_AVAILABLE', 'QUIZ_MONTHLY_ALREADY_ANSWERED'],
  },
  finalExam: {
    method: 'GET',
    path: quizPaths.finalExam,
    access: 'member',
    summary: 'ข้อสอบปลายภาคของแคมเปญ SUPERQUEST; start=true เริ่มจับเวลา (ครั้งเดียว)',
    query: finalExamQuery,
    reply: quizSheetResponse,
  },
  answerFinalExam: {
    method: 'POST',
    path: quizPaths.answerFinalExam,
    access: 'member',
    summary: 'ส่งคำตอบข้อสอบปลายภาคภายในเวลาที่กำหนด (แคมเปญละครั้ง)',
    body: quizAnswersBody,
    reply: quizSheetResponse,
    errors: [
      ...gradingRefusals,
      'QUIZ_NOT_AVAILABLE',
      'FINAL_EXAM_ALREADY_TAKEN',
      'FINAL_EXAM_NOT_STARTED',
      'FINAL_EXAM_TIME_UP',
    ],
  },
  money: {
    method: 'POST',
    path: quizPaths.money,
    access: 'member',
    summary: 'เริ่ม (หรือทำต่อ) The Money Quiz ระดับ Basic, Intermediate หรือ Advanced',
    body: moneyLevelBody,
    reply: quizSheetResponse,
    errors: ['QUIZ_NOT_AVAILABLE', 'MONEY_QUIZ_ALREADY_ANSWERED'],
  },
  answerMoney: {
    method: 'POST',
    path: quizPaths.answerMoney,
    access: 'member',
    summary: 'ส่งคำตอบ The Money Quiz ของระดับที่เริ่มไว้ (ระดับละครั้ง)',
    body: moneyAnswersBody,
    reply: quizSheetResponse,
    errors: [...gradingRefusals, 'MONEY_QUIZ_ALREADY_ANSWERED', 'MONEY_QUIZ_NOT_STARTED'],
  },
  detailMoney: {
    method: 'GET',
    path: quizPaths.detailMoney,
    access: 'member',
    summary: 'ผล The Money Quiz ของสมาชิก พร้อมเฉลยและคำอธิบายของแต่ละข้อ (ทุกระดับ หรือระดับที่ระบุ)',
    query: detailMoneyQuery,
    reply: detailMoneyResponse,
  },
})
