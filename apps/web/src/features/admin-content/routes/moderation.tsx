import type { QueueItem } from '@klass/contract/posts'
import { MODERATION_REASON_MAX, postReportReasonLabels } from '@klass/contract/posts-constants'
import { useState } from 'react'
import { formErrorsFrom } from '../../../lib/api-client'
import { formatDateTimeBar } from '../../../lib/format'
import { usePageParam } from '../../../lib/use-page-param'
import { ActionErrorAlert } from '../../../ui/action-error'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { Pagination } from '../../../ui/pagination'
import { QueryState } from '../../../ui/query-states'
import { EmptyState, LoadingState } from '../../../ui/states'
import { useDecide, useModerationQueue } from '../api/content'
import { TextArea } from '../components/text-area'

const awaitingLabels: Record<QueueItem['awaiting'], string> = {
  new: 'โพสต์ใหม่รอตรวจ',
  hidden: 'ถูกซ่อนไว้ระหว่างตรวจสอบ',
  reported: 'มีสมาชิกรายงาน',
}

type Refusal = { item: QueueItem; decision: 'reject' | 'hide' }

/** The editors' queue (issue 21): members' new posts, posts taken down and reported posts, oldest first. */
export default function ModerationPage() {
  const [page, setPage] = usePageParam()
  const queue = useModerationQueue(page)
  const decide = useDecide()
  const [refusing, setRefusing] = useState<Refusal | null>(null)
  const [reason, setReason] = useState('')
  const [done, setDone] = useState<string | null>(null)

  function approve(item: QueueItem) {
    setDone(null)
    decide.mutate(
      { post_id: item.post.id, decision: 'approve' },
      { onSuccess: () => setDone(`อนุมัติ "${item.post.title}" แล้ว โพสต์เผยแพร่แล้ว`) },
    )
  }

  function refuse() {
    if (!refusing) return
    const { item, decision } = refusing
    decide.mutate(
      { post_id: item.post.id, decision, reason },
      {
        onSuccess: () => {
          setDone(
            decision === 'reject'
              ? `ส่ง "${item.post.title}" กลับไปให้ผู้เขียนแก้ไขแล้ว`
              : `ซ่อน "${item.post.title}" แล้ว`,
          )
          setRefusing(null)
          setReason('')
        },
      },
    )
  }

  const reasonError = refusing ? formErrorsFrom(decide.error, ['reason']).fields.reason : undefined

  return (
    <section aria-labelledby="moderation-title" className="space-y-4">
      <div>
        <h2 id="moderation-title" className="text-2xl font-bold">
          ตรวจโพสต์
        </h2>
        <p className="text-ink-soft">
          โพสต์ใหม่ของสมาชิก โพสต์ที่ถูกซ่อน และโพสต์ที่ถูกรายงาน เรียงจากที่รอนานที่สุด ทุกการตัดสินบันทึกไว้ในประวัติการแก้ไข
        </p>
      </div>
      {done && <Alert tone="success">{done}</Alert>}
      {!refusing && decide.isError && <ActionErrorAlert error={decide.error} />}
      <QueryState
        query={queue}
        loading={<LoadingState />}
        empty={<EmptyState title="ไม่มีโพสต์รอตรวจ">ตรวจครบทุกโพสต์แล้ว</EmptyState>}
      >
        {(data) => (
          <>
            <ul className="space-y-4">
              {data.items.map((item) => (
                <li key={item.post.id}>
                  <article
                    aria-labelledby={`queue-${item.post.id}`}
                    className="space-y-3 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-brand-100"
                  >
                    <div className="flex flex-wrap items-center gap-2 text-sm">
                      <span className="rounded-full bg-sun-100 px-3 py-1 font-semibold text-ink">
                        {awaitingLabels[item.awaiting]}
                      </span>
                      <span className="text-ink-soft">
                        โดย {item.post.author.display_name} · ส่งเมื่อ {formatDateTimeBar(item.submitted_at)}
                      </span>
                    </div>
                    <h3 id={`queue-${item.post.id}`} className="text-lg font-bold break-words">
                      {item.post.title}
                    </h3>
                    <div
                      className="article-body max-h-96 overflow-y-auto rounded-xl bg-canvas p-3 break-words"
                      // Sanitised with an allowlist by the server before it was stored.
                      dangerouslySetInnerHTML={{ __html: item.content }}
                    />
                    {item.reports.length > 0 && (
                      <div>
                        <h4 className="font-semibold">รายงานที่ยังไม่ได้ตัดสิน ({item.open_reports})</h4>
                        <ul className="mt-1 list-disc space-y-1 ps-5 text-sm">
                          {item.reports.map((report, index) => (
                            <li key={index}>
                              {postReportReasonLabels[report.reason]}
                              {report.detail ? `: ${report.detail}` : ''}
                            </li>
                          ))}
                        </ul>
                      </div>
                    )}
                    <div className="flex flex-wrap gap-2">
                      <Button onClick={() => approve(item)} busy={decide.isPending}>
                        {item.awaiting === 'reported' ? 'ไม่พบปัญหา เผยแพร่ต่อ' : 'อนุมัติ'}
                      </Button>
                      <Button
                        variant="secondary"
                        onClick={() => {
                          decide.reset()
                          setRefusing({ item, decision: 'reject' })
                        }}
                      >
                        ไม่อนุมัติ
                      </Button>
                      <Button
                        variant="danger"
                        onClick={() => {
                          decide.reset()
                          setRefusing({ item, decision: 'hide' })
                        }}
                      >
                        ซ่อนโพสต์
                      </Button>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
            <Pagination page={page} pages={data.pages} onChange={setPage} />
          </>
        )}
      </QueryState>
      <Dialog
        open={refusing !== null}
        onClose={() => setRefusing(null)}
        title={refusing?.decision === 'hide' ? 'ซ่อนโพสต์นี้?' : 'ไม่อนุมัติโพสต์นี้?'}
      >
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault()
            refuse()
          }}
        >
          <p className="text-sm break-words">
            "{refusing?.item.post.title}"{' '}
            {refusing?.decision === 'hide' ? 'จะหายจากทุกหน้าจนกว่าจะมีการตัดสินใหม่' : 'จะกลับไปให้ผู้เขียนแก้ไขและส่งใหม่'}
          </p>
          <TextArea
            label="เหตุผลที่ผู้เขียนจะได้อ่าน"
            value={reason}
            maxLength={MODERATION_REASON_MAX}
            required
            onChange={(event) => setReason(event.target.value)}
            error={reasonError}
          />
          {decide.isError && !reasonError && <ActionErrorAlert error={decide.error} />}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setRefusing(null)} disabled={decide.isPending}>
              ยกเลิก
            </Button>
            <Button type="submit" variant="danger" busy={decide.isPending}>
              {refusing?.decision === 'hide' ? 'ซ่อนโพสต์' : 'ไม่อนุมัติ'}
            </Button>
          </div>
        </form>
      </Dialog>
    </section>
  )
}
