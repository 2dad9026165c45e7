import { useEffect, useId, useRef, useState } from 'react'
import type { QuizAnswer, QuizQuestion } from '@klass/contract/quiz'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { cn } from '../../../ui/cn'

type Props = {
  questions: QuizQuestion[]
  onSubmit: (answers: QuizAnswer[]) => void
  busy: boolean
  error?: string | null
}

const letters = ['ก', 'ข', 'ค', 'ง', 'จ', 'ฉ']

/**
 * One question at a time with its progress. Choices are radio buttons (arrow keys move between them, large
 * touch targets); the next question opens once one is chosen and the answers go together at the end.
 */
export function QuizRunner({ questions, onSubmit, busy, error }: Props) {
  const [index, setIndex] = useState(0)
  const [chosen, setChosen] = useState<Record<string, number>>({})
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const id = useId()
  const question = questions[index]!
  const last = index === questions.length - 1
  const answered = questions.filter((q) => chosen[q.id] !== undefined).length

  useEffect(() => {
    // After "next" or "back", reading starts at the new question.
    if (moved.current) headingRef.current?.focus()
  }, [index])

  function go(to: number) {
    moved.current = true
    setIndex(to)
  }

  function submit() {
    onSubmit(questions.map((q) => ({ questionId: q.id, choice: chosen[q.id]! })))
  }

  return (
    <form
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault()
        if (!last) go(index + 1)
        else if (answered === questions.length) submit()
      }}
    >
      <div>
        <div className="mb-1 flex justify-between text-sm text-ink-soft">
          <span id={`${id}-progress`}>
            ข้อ {index + 1} จาก {questions.length}
          </span>
          <span>ตอบแล้ว {answered} ข้อ</span>
        </div>
        <progress
          className="h-2 w-full overflow-hidden rounded-full accent-brand-600"
          value={answered}
          max={questions.length}
          aria-label={`ตอบแล้ว ${answered} จาก ${questions.length} ข้อ`}
        />
      </div>
      <fieldset className="space-y-3" aria-describedby={`${id}-progress`}>
        <legend className="mb-3">
          <span className="block text-sm font-semibold text-brand-700">{question.topic}</span>
          <h2 ref={headingRef} tabIndex={-1} className="text-xl leading-relaxed text-ink outline-none">
            {question.number}. {question.prompt}
          </h2>
        </legend>
        {question.choices.map((choice, choiceIndex) => {
          const selected = chosen[question.id] === choiceIndex
          return (
            <label
              key={choiceIndex}
              className={cn(
                'flex min-h-12 cursor-pointer items-start gap-3 rounded-2xl bg-white px-4 py-3 ring-1 ring-brand-200 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                selected ? 'bg-brand-50 ring-2 ring-brand-600' : 'hover:bg-brand-50/60',
              )}
            >
              <input
                type="radio"
                name={`${id}-${question.id}`}
                className="mt-1 size-5 shrink-0 accent-brand-600"
                checked={selected}
                onChange={() => setChosen((current) => ({ ...current, [question.id]: choiceIndex }))}
              />
              <span>
                <span aria-hidden="true" className="mr-1 font-semibold text-brand-700">
                  {letters[choiceIndex] ?? choiceIndex + 1}.
                </span>
                {choice}
              </span>
            </label>
          )
        })}
      </fieldset>
      {error && <Alert tone="error">{error}</Alert>}
      {/* On a phone the buttons stay at the bottom of the screen while the question is read. */}
      <div className="flex flex-wrap justify-between gap-3 max-md:sticky max-md:bottom-0 max-md:z-10 max-md:-mx-3 max-md:border-t max-md:border-brand-100 max-md:bg-white/95 max-md:px-3 max-md:py-2 max-md:backdrop-blur">
        <Button variant="secondary" disabled={index === 0 || busy} onClick={() => go(index - 1)}>
          ข้อก่อนหน้า
        </Button>
        {last ? (
          <Button type="submit" busy={busy} disabled={answered < questions.length}>
            ส่งคำตอบ
          </Button>
        ) : (
          <Button type="submit" disabled={chosen[question.id] === undefined}>
            ข้อถัดไป
          </Button>
        )}
      </div>
      {last && answered < questions.length && (
        <p className="text-sm text-ink-soft">
          ตอบให้ครบทุกข้อก่อนส่งคำตอบ (ยังเหลือ {questions.length - answered} ข้อ)
        </p>
      )}
    </form>
  )
}
