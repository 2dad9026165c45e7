import type { ReactNode } from 'react'
import type { QuizResult as Result } from '@klass/contract/quiz'
import { formatKoin } from '../../../lib/format'
import { Card } from '../../../ui/card'
import { cn } from '../../../ui/cn'

/** The score and what it earned. */
export function RewardSummary({ result, children }: { result: Result; children?: ReactNode }) {
  return (
    <Card className="space-y-3 text-center">
      <p className="font-display text-2xl text-ink">
        ได้ {result.score} จาก {result.total} ข้อ
      </p>
      <ul aria-label="รางวัลที่ได้รับ" className="flex flex-wrap justify-center gap-2">
        <li className="rounded-full bg-sun-300 px-3 py-1 font-semibold text-ink">
          +{formatKoin(result.reward.koin)} koin
        </li>
        <li className="rounded-full bg-mint-100 px-3 py-1 font-semibold text-mint-700">
          +{result.reward.skill} skill point
        </li>
        <li className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800">
          +{result.reward.exp} exp
        </li>
      </ul>
      {children}
    </Card>
  )
}

/** Each question with the member's answer, the right one and why. */
export function AnswerReview({ result, title = 'เฉลยและคำอธิบาย' }: { result: Result; title?: string }) {
  return (
    <section aria-label={title} className="space-y-3">
      <h2 className="text-xl">{title}</h2>
      <ol className="space-y-3">
        {result.questions.map((q) => (
          <li key={q.id}>
            <Card className={cn('space-y-2', q.correct ? 'ring-mint-500/40' : 'ring-coral-500/40')}>
              <p className="text-sm font-semibold text-brand-700">{q.topic}</p>
              <h3 className="text-lg leading-relaxed">
                {q.number}. {q.prompt}
              </h3>
              <p className={q.correct ? 'text-mint-700' : 'text-coral-700'}>
                <span className="font-semibold">{q.correct ? '✓ ตอบถูก' : '✗ ตอบผิด'}</span>
                {' — '}คำตอบของคุณ: {q.chosen === null ? 'ไม่ได้ตอบ' : q.choices[q.chosen]}
              </p>
              {!q.correct && (
                <p>
                  <span className="font-semibold">คำตอบที่ถูก:</span> {q.choices[q.correctChoice]}
                </p>
              )}
              <p className="rounded-xl bg-brand-50/70 px-3 py-2 text-ink-soft">
                <span className="font-semibold text-ink">คำอธิบาย:</span> {q.explanation}
              </p>
            </Card>
          </li>
        ))}
      </ol>
    </section>
  )
}
