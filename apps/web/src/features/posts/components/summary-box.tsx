import { useId, useState, type FormEvent } from 'react'
import type { PostDetail } from '@klass/contract/posts'
import { formatCount, formatDateTimeBar } from '../../../lib/format'
import { useSession } from '../../../lib/session'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { useSummarizePost } from '../api/react-to-post'
import { MemberPrompt } from './member-prompt'

// The contract's SUMMARY_MIN_LENGTH and SUMMARY_MAX_LENGTH: the article page imports only types from the contract,
// so its code never waits for the schema library (decision 007).
const SUMMARY_MIN_LENGTH = 20
const SUMMARY_MAX_LENGTH = 2_000

/** SPEC 7 POST /post/summarize: the member's own summary; the first one earns skill points. */
export function SummaryBox({ post }: { post: PostDetail }) {
  const { loggedIn } = useSession()
  const summarize = useSummarizePost(post.id)
  const [editing, setEditing] = useState(false)
  const [text, setText] = useState(post.summary?.text ?? '')
  const [problem, setProblem] = useState<string | null>(null)
  const [awarded, setAwarded] = useState<number | null>(null)
  const titleId = useId()
  const fieldId = useId()
  if (post.summary_skill === null) return null
  const summary = post.summary

  function submit(event: FormEvent) {
    event.preventDefault()
    const trimmed = text.trim()
    if (trimmed.length < SUMMARY_MIN_LENGTH) return setProblem(`สรุปอย่างน้อย ${SUMMARY_MIN_LENGTH} ตัวอักษร`)
    setProblem(null)
    summarize.mutate(trimmed, {
      onSuccess: (result) => {
        setEditing(false)
        setAwarded(result.awarded)
      },
    })
  }

  return (
    <section aria-labelledby={titleId} className="rounded-card bg-mint-100 p-5 ring-1 ring-mint-500/30">
      <p className="text-sm font-semibold text-mint-700">
        สรุปบทเรียน · สรุปครั้งแรกรับ {formatCount(post.summary_skill)} skill point
      </p>
      <h2 id={titleId} className="mt-1 text-xl">
        อ่านแล้วได้อะไร สรุปด้วยคำของคุณเอง
      </h2>
      {!loggedIn ? (
        <MemberPrompt text="เข้าสู่ระบบเพื่อสรุปบทเรียนและรับ skill point" />
      ) : summary && !editing ? (
        <div className="mt-4 space-y-3">
          {awarded !== null && awarded > 0 && (
            <Alert tone="success">
              ได้รับ +{formatCount(awarded)} skill point แล้ว ดูได้ในประวัติ skill point ที่หน้าโปรไฟล์
            </Alert>
          )}
          {awarded === 0 && <Alert tone="success">บันทึกสรุปที่แก้ไขแล้ว</Alert>}
          <blockquote className="whitespace-pre-line rounded-2xl bg-white p-4 text-ink">
            {summary.text}
          </blockquote>
          <p className="text-sm text-ink-soft">
            สรุปเมื่อ {formatDateTimeBar(summary.updated_at)}
            {summary.skill > 0 && ` · ได้รับ ${formatCount(summary.skill)} skill point`}
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setText(summary.text)
              setEditing(true)
            }}
          >
            แก้ไขสรุป
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} className="mt-4" noValidate>
          <label htmlFor={fieldId} className="font-semibold">
            สรุปของฉัน
          </label>
          <textarea
            id={fieldId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={5}
            maxLength={SUMMARY_MAX_LENGTH}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${fieldId}-hint`}
            className="mt-1 block w-full rounded-2xl border-0 bg-white p-3 text-base ring-1 ring-mint-500/40 focus:ring-2 focus:ring-brand-600"
          />
          <p id={`${fieldId}-hint`} className="mt-1 text-sm text-ink-soft">
            {problem ? (
              <span role="alert" className="text-coral-700">
                {problem}
              </span>
            ) : (
              `อย่างน้อย ${SUMMARY_MIN_LENGTH} ตัวอักษร (${formatCount(text.trim().length)}/${formatCount(SUMMARY_MAX_LENGTH)})`
            )}
          </p>
          {summarize.isError && (
            <Alert tone="error" className="mt-3">
              {summarize.error.message}
            </Alert>
          )}
          <Button type="submit" className="mt-3" busy={summarize.isPending}>
            {summary ? 'บันทึกสรุปที่แก้ไข' : 'ส่งสรุป'}
          </Button>
        </form>
      )}
    </section>
  )
}
