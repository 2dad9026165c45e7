import { dailyQuestionsBasics } from './quiz-daily-basics'
import { dailyQuestionsDeposits } from './quiz-daily-deposits'
import { dailyQuestionsFunds } from './quiz-daily-funds'
import { dailyQuestionsHabits } from './quiz-daily-habits'
import { dailyQuestionsWorld } from './quiz-daily-world'
import { finalExamQuestions } from './quiz-final'
import { moneyQuizQuestions } from './quiz-money'
import { monthlyQuizzes } from './quiz-monthly'

/** The eleven topics of the quiz content, as members read them. */
export const demoQuizTopics = {
  saving: 'การออม',
  budgeting: 'การวางแผนใช้เงิน',
  interest: 'ดอกเบี้ยและดอกเบี้ยทบต้น',
  deposits: 'เงินฝาก',
  inflation: 'เงินเฟ้อ',
  risk: 'ความเสี่ยงและผลตอบแทน',
  funds: 'กองทุนรวม',
  scams: 'ภัยมิจฉาชีพทางการเงิน',
  payments: 'การชำระเงินดิจิทัล',
  credit: 'สินเชื่อและเครดิต',
  tax: 'ภาษีดอกเบี้ยเงินฝาก',
} as const
export type DemoQuizTopic = keyof typeof demoQuizTopics

/** One question with its answer key: `correct` is the 0-based place of the right choice. */
export type DemoQuizQuestion = {
  topic: DemoQuizTopic
  prompt: string
  choices: string[]
  correct: number
  explanation: string
}

/** A monthly quiz, for the Bangkok month `monthOffset` months after the demo database is made. */
export type DemoMonthlyQuiz = {
  monthOffset: number
  title: string
  description: string
  questions: DemoQuizQuestion[]
}

/**
 * The demo quiz content. The daily pool is asked three questions a day, none again within 60 days (it holds
 * more than 61 days' questions); the final exam belongs to the demo SUPERQUEST campaign and is open from a
 * week before the demo database is made to the campaign's end.
 */
export const demoQuiz = {
  daily: [
    ...dailyQuestionsBasics,
    ...dailyQuestionsWorld,
    ...dailyQuestionsDeposits,
    ...dailyQuestionsFunds,
    ...dailyQuestionsHabits,
  ],
  monthly: monthlyQuizzes,
  finalExam: {
    title: 'สอบปลายภาค SUPERQUEST ซีซั่น 3',
    description: 'ข้อสอบ 30 ข้อ ทบทวนทุกเรื่องที่เรียนมาตลอดซีซั่น มีเวลา 30 นาทีนับจากกดเริ่ม สอบได้ครั้งเดียว ส่งก่อนหมดเวลานะ',
    timeLimitSeconds: 30 * 60,
    opensDaysAgo: 7,
    questions: finalExamQuestions,
  },
  money: moneyQuizQuestions,
}
