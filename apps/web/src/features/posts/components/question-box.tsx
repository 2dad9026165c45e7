import { useId, useState, type FormEvent } from 'react'
import type { PostDetail } from '@klass/contract/posts'
import { formatKoin } from '../../../lib/format'
import { useSession } from '../../../lib/session'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { KoinIcon } from '../../../ui/icons'
import { useAnswerPost } from '../api/react-to-post'
import { MemberPrompt } from './member-prompt'

type Question = NonNullable<PostDetail['question']>
type Answer = NonNullable<PostDetail['answer']>

function AnswerResult({ question, answer }: { question: Question; answer: Answer }) {
  const earned = answer.koin !== '0.00'
  return (
    <div className="mt-4 space-y-3">
      <ol className="space-y-2">
        {question.choices.map((choice, index) => (
          <li
            key={index}
            className={
              index === answer.correct_choice
                ? 'rounded-xl bg-mint-100 px-4 py-2 font-semibold text-mint-700'
                : index === answer.choice
                  ? 'rounded-xl bg-coral-100 px-4 py-2 text-coral-700'
                  : 'rounded-xl bg-white px-4 py-2'
            }
          >
            {choice}
            {index === answer.correct_choice && ' — คำตอบที่ถูก'}
            {index === answer.choice && index !== answer.correct_choice && ' — คำตอบของคุณ'}
          </li>
        ))}
      </ol>
      <Alert tone={answer.correct ? 'success' : 'info'}>
        <p className="font-semibold">
          {answer.correct ? 'ตอบถูก เก่งมาก!' : 'ยังไม่ถูก ไม่เป็นไร อ่านคำอธิบายแล้วจำไว้ใช้ครั้งหน้า'}
        </p>
        <p className="mt-1">{answer.explanation}</p>
        {earned && (
          <p className="mt-2 inline-flex items-center gap-1 font-semibold">
            <KoinIcon className="size-5" /> ได้รับ +{formatKoin(answer.koin)} koin แล้ว ดูได้ในประวัติ koin
            ที่หน้าโปรไฟล์
          </p>
        )}
      </Alert>
    </div>
  )
}

/** SPEC 7 POST /post/answer: one answer per article; a right answer earns koins at once. */
export function QuestionBox({ post }: { post: PostDetail }) {
  const question = post.question
  const { loggedIn } = useSession()
  const answer = useAnswerPost(post.id)
  const [choice, setChoice] = useState<number | null>(null)
  const [missing, setMissing] = useState(false)
  const titleId = useId()
  if (!question) return null

  function submit(event: FormEvent) {
    event.preventDefault()
    if (choice === null) return setMissing(true)
    answer.mutate(choice)
  }

  return (
    <section aria-labelledby={titleId} className="rounded-card bg-brand-50 p-5 ring-1 ring-brand-100">
      <p className="text-sm font-semibold text-brand-700">
        คำถามท้ายบท · ตอบถูกรับ {formatKoin(question.reward_koin)} koin
      </p>
      <h2 id={titleId} className="mt-1 text-xl">
        {question.prompt}
      </h2>
      {post.answer ? (
        <AnswerResult question={question} answer={post.answer} />
      ) : !loggedIn ? (
        <>
          <ol className="mt-4 list-decimal space-y-1 ps-6">
            {question.choices.map((text, index) => (
              <li key={index}>{text}</li>
            ))}
          </ol>
          <MemberPrompt text="เข้าสู่ระบบเพื่อตอบคำถามและรับ koin" />
        </>
      ) : (
        <form onSubmit={submit} className="mt-4" noValidate>
          <fieldset>
            <legend className="sr-only">เลือกคำตอบ (ตอบได้ครั้งเดียว)</legend>
            <div className="space-y-2">
              {question.choices.map((text, index) => (
                <label
                  key={index}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl bg-white px-4 py-2 ring-1 ring-brand-100 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
                >
                  <input
                    type="radio"
                    name="choice"
                    value={index}
                    checked={choice === index}
                    onChange={() => {
                      setChoice(index)
                      setMissing(false)
                    }}
                    className="size-5 accent-brand-600"
                  />
                  {text}
                </label>
              ))}
            </div>
          </fieldset>
          {missing && (
            <p role="alert" className="mt-2 text-sm text-coral-700">
              กรุณาเลือกคำตอบก่อนส่ง
            </p>
          )}
          {answer.isError && (
            <Alert tone="error" className="mt-3">
              {answer.error.message}
            </Alert>
          )}
          <Button type="submit" className="mt-4" busy={answer.isPending}>
            ส่งคำตอบ
          </Button>
          <p className="mt-2 text-sm text-ink-soft">ตอบได้ครั้งเดียว คิดให้ดีก่อนส่งนะ</p>
        </form>
      )}
    </section>
  )
}
