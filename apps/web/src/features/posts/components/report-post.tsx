import { useId, useState } from 'react'
import {
  POST_REPORT_DETAIL_MAX,
  postReportReasonLabels,
  postReportReasons,
  type PostReportReason,
} from '@klass/contract/posts-constants'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { useReportPost } from '../api/react-to-post'

/** A member tells the editors a post is wrong for Klass: a reason, and a few words if they like. */
export function ReportPost({ postId }: { postId: number }) {
  const report = useReportPost(postId)
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState<PostReportReason | null>(null)
  const [detail, setDetail] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const detailId = useId()

  function send() {
    if (!reason) return setProblem('กรุณาเลือกเหตุผลที่รายงาน')
    setProblem(null)
    report.mutate(
      { reason, detail: detail.trim() },
      { onSuccess: () => setOpen(false), onError: (error) => setProblem(error.message) },
    )
  }

  if (report.isSuccess) return <Alert tone="success">ขอบคุณที่แจ้ง ทีมงานจะตรวจสอบโพสต์นี้โดยเร็ว</Alert>
  return (
    <>
      <Button variant="ghost" size="sm" className="min-h-11" onClick={() => setOpen(true)}>
        รายงานโพสต์
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="รายงานโพสต์นี้"
        description="ทีมงานจะตรวจสอบ และจะไม่บอกผู้เขียนว่าใครเป็นคนรายงาน"
      >
        <fieldset className="mt-3 space-y-1">
          <legend className="text-sm font-semibold">เหตุผล</legend>
          {postReportReasons.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-3 text-sm">
              <input
                type="radio"
                name="report-reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                className="size-5 accent-brand-600"
              />
              {postReportReasonLabels[value]}
            </label>
          ))}
        </fieldset>
        <label htmlFor={detailId} className="mt-3 block text-sm font-semibold">
          รายละเอียด <span className="font-normal text-ink-soft">(ไม่บังคับ)</span>
        </label>
        <textarea
          id={detailId}
          value={detail}
          onChange={(event) => setDetail(event.target.value)}
          maxLength={POST_REPORT_DETAIL_MAX}
          rows={3}
          className="mt-1 block w-full rounded-2xl border-0 bg-white p-3 ring-1 ring-brand-200 focus:ring-2 focus:ring-brand-600"
        />
        {problem && (
          <p role="alert" className="mt-2 text-sm text-coral-700">
            {problem}
          </p>
        )}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            ยกเลิก
          </Button>
          <Button onClick={send} busy={report.isPending}>
            ส่งรายงาน
          </Button>
        </div>
      </Dialog>
    </>
  )
}
