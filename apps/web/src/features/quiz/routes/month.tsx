import { SheetQuiz } from '../components/sheet-quiz'

/** SPEC 2 /quiz/month: this month's quiz (one attempt), then the result. */
export default function MonthlyQuizPage() {
  return <SheetQuiz kind="monthly" />
}
