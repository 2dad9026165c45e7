import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { FINAL_EXAM_GRACE_SECONDS } from '@klass/contract/quiz-constants'
import { formatLongDate } from '../../../lib/format'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { quizSheetQuery, useStartFinalExam } from '../api/quiz'
import { Countdown } from '../components/countdown'
import { SheetQuiz } from '../components/sheet-quiz'

function StartCard({
  minutes,
  questions,
  closesAt,
}: {
  minutes: number
  questions: number
  closesAt: string | null
}) {
  const start = useStartFinalExam()
  return (
    <Card className="space-y-3">
      <ul className="list-disc space-y-1 pl-5">
        <li>
          ข้อสอบ {questions} ข้อ มีเวลา {minutes} นาทีนับจากกดเริ่ม
        </li>
        <li>สอบได้ครั้งเดียว เวลาเดินต่อแม้ปิดหน้านี้ ส่งคำตอบก่อนหมดเวลา</li>
        {closesAt && <li>เปิดให้สอบถึง {formatLongDate(closesAt)}</li>}
      </ul>
      {start.error && <Alert tone="error">{start.error.message}</Alert>}
      <Button size="lg" busy={start.isPending} onClick={() => start.mutate()}>
        เริ่มทำข้อสอบ
      </Button>
    </Card>
  )
}

/** SPEC 2 /quiz/final: the campaign's final exam, timed by the server, with a visible countdown. */
export default function FinalExamPage() {
  const client = useQueryClient()
  // The server still takes answers for a few seconds after the deadline (the network is not instant);
  // after that it reads the exam again, which then shows that the time is up.
  const expire = useCallback(() => {
    window.setTimeout(
      () => void client.invalidateQueries({ queryKey: quizSheetQuery('final').queryKey }),
      (FINAL_EXAM_GRACE_SECONDS + 1) * 1000,
    )
  }, [client])
  return (
    <SheetQuiz
      kind="final"
      extra={(sheet) => {
        if (sheet.status === 'not-started') {
          return {
            instead: (
              <StartCard
                minutes={Math.round((sheet.timeLimitSeconds ?? 0) / 60)}
                questions={sheet.questionCount}
                closesAt={sheet.closesAt}
              />
            ),
          }
        }
        if (sheet.status === 'time-up') {
          return {
            instead: <Alert tone="error">หมดเวลาทำข้อสอบแล้ว คำตอบที่ส่งหลังหมดเวลาไม่ถูกนับ รอแคมเปญถัดไปนะ</Alert>,
          }
        }
        if (sheet.status === 'ready' && sheet.deadline) {
          return { before: <Countdown deadline={sheet.deadline} onExpire={expire} /> }
        }
        return {}
      }}
    />
  )
}
