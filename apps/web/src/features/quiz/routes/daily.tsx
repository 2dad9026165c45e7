import { Card } from '../../../ui/card'
import { quizIcons } from '../components/quiz-icons'
import { SheetQuiz } from '../components/sheet-quiz'

/** SPEC 2 /quiz/daily: today's questions (Bangkok day), the streak, then the result. */
export default function DailyQuizPage() {
  return (
    <SheetQuiz
      kind="daily"
      extra={(sheet) => ({
        before: (
          <Card className="flex items-center gap-3 py-3">
            <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-sun-100 text-coral-700">
              <quizIcons.streak className="size-6" />
            </span>
            <p>
              ตอบต่อเนื่อง <strong className="font-display text-xl">{sheet.streak ?? 0}</strong> วัน
              {sheet.status === 'answered' ? ' — วันนี้ตอบแล้ว พรุ่งนี้มาต่อสถิตินะ' : ' — ตอบวันนี้เพื่อต่อสถิติ'}
            </p>
          </Card>
        ),
      })}
    />
  )
}
