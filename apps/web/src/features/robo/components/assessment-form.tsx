import type { Assessment, SuitabilityQuestionView } from '@klass/contract/robo'
import { useRef, useState, type FormEvent } from 'react'
import { isApiError } from '../../../lib/api-client'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { cn } from '../../../ui/cn'
import { useSubmitAssessment } from '../api/assessment-result'

type Answers = Record<number, number[]>

/** The question a refusal names (`details: { question }`), if it names one. */
export function questionOfRefusal(error: unknown): number | null {
  if (!isApiError(error)) return null
  const question = (error.details as { question?: unknown } | undefined)?.question
  return typeof question === 'number' ? question : null
}

function QuestionField({
  question,
  number,
  chosen,
  problem,
  onChange,
}: {
  question: SuitabilityQuestionView
  number: number
  chosen: number[]
  problem: string | null
  onChange: (choices: number[]) => void
}) {
  const multiple = question.kind === 'multiple'
  const hint = multiple
    ? 'เลือกได้มากกว่า 1 ข้อ'
    : !question.scored
      ? 'ข้อนี้ไม่นับคะแนน ใช้ดูว่าเหมาะกับกองทุนที่ซับซ้อนหรือมีความเสี่ยงค่าเงินหรือไม่'
      : null
  const id = `question-${question.id}`
  return (
    <fieldset
      id={id}
      aria-describedby={
        [hint ? `${id}-hint` : '', problem ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
      }
      aria-invalid={problem ? true : undefined}
      className={cn(
        'scroll-mt-24 rounded-card bg-white p-4 ring-1',
        problem ? 'ring-2 ring-coral-500' : 'ring-brand-100',
      )}
    >
      <legend className="float-left w-full font-semibold break-words">
        ข้อ {number}. {question.text}
      </legend>
      {hint && (
        <p id={`${id}-hint`} className="clear-both pt-1 text-sm text-ink-soft">
          {hint}
        </p>
      )}
      <div className="clear-both space-y-1.5 pt-2">
        {question.choices.map((choice) => {
          const checked = chosen.includes(choice.id)
          return (
            <label
              key={choice.id}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl px-3 py-2 ring-1 ring-brand-100 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-500 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500"
            >
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={id}
                value={choice.id}
                checked={checked}
                onChange={(event) =>
                  onChange(
                    multiple
                      ? event.target.checked
                        ? [...chosen, choice.id]
                        : chosen.filter((other) => other !== choice.id)
                      : [choice.id],
                  )
                }
                className="mt-1 size-5 shrink-0 accent-brand-600"
              />
              <span className="break-words">{choice.text}</span>
            </label>
          )
        })}
      </div>
      {problem && (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-coral-700">
          {problem}
        </p>
      )}
    </fieldset>
  )
}

/**
 * SPEC 7 Robo: the suitability test as one list with its progress. Every question must be answered before it is
 * sent; a refusal that names a question is shown beside that question, any other above the button.
 */
export function AssessmentForm({
  questions,
  previous,
  onDone,
}: {
  questions: SuitabilityQuestionView[]
  /** The last result's answers, chosen already when the test is taken again. */
  previous: Assessment['answers'] | null
  onDone: (result: Assessment) => void
}) {
  const submit = useSubmitAssessment()
  const form = useRef<HTMLFormElement>(null)
  const [answers, setAnswers] = useState<Answers>(() =>
    Object.fromEntries((previous ?? []).map((answer) => [answer.question, answer.choices])),
  )
  const [problems, setProblems] = useState<Record<number, string>>({})
  const answered = questions.filter((question) => (answers[question.id] ?? []).length > 0).length
  const refusedQuestion = questionOfRefusal(submit.error)
  const refusalShownAtQuestion = refusedQuestion !== null && questions.some((q) => q.id === refusedQuestion)

  function focusQuestion(questionId: number) {
    const fieldset = form.current?.querySelector<HTMLFieldSetElement>(`#question-${questionId}`)
    fieldset?.scrollIntoView?.({ block: 'start' })
    fieldset?.querySelector('input')?.focus({ preventScroll: true })
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const missing = questions.filter((question) => (answers[question.id] ?? []).length === 0)
    setProblems(Object.fromEntries(missing.map((question) => [question.id, 'กรุณาตอบข้อนี้'])))
    if (missing[0]) {
      focusQuestion(missing[0].id)
      return
    }
    submit.mutate(
      {
        answers: questions.map((question) => ({
          question: question.id,
          choices: answers[question.id] ?? [],
        })),
      },
      {
        onSuccess: onDone,
        onError: (error) => {
          const question = questionOfRefusal(error)
          if (question !== null) focusQuestion(question)
        },
      },
    )
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      aria-label="แบบประเมินความเหมาะสมในการลงทุน"
      className="space-y-4"
    >
      <div className="sticky top-0 z-10 -mx-3 bg-canvas/95 px-3 py-2 backdrop-blur sm:mx-0 sm:rounded-2xl">
        <label htmlFor="assessment-progress" className="text-sm font-semibold">
          ตอบแล้ว {answered} จาก {questions.length} ข้อ
        </label>
        <progress
          id="assessment-progress"
          max={questions.length}
          value={answered}
          className="mt-1 block h-2 w-full accent-brand-600"
        />
      </div>
      {questions.map((question, index) => (
        <QuestionField
          key={question.id}
          question={question}
          number={index + 1}
          chosen={answers[question.id] ?? []}
          problem={
            problems[question.id] ??
            (refusalShownAtQuestion && refusedQuestion === question.id
              ? (submit.error?.message ?? null)
              : null)
          }
          onChange={(choices) => {
            setAnswers((current) => ({ ...current, [question.id]: choices }))
            setProblems(({ [question.id]: _solved, ...rest }) => rest)
            if (submit.isError) submit.reset()
          }}
        />
      ))}
      {submit.error && !refusalShownAtQuestion && <Alert tone="error">{submit.error.message}</Alert>}
      <Button type="submit" busy={submit.isPending} className="w-full sm:w-auto">
        ส่งคำตอบและดูผลประเมิน
      </Button>
    </form>
  )
}
