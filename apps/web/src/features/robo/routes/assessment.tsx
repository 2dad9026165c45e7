import type { Assessment } from '@klass/contract/robo'
import { useState } from 'react'
import { useLocation } from 'react-router'
import { paths } from '../../../lib/paths'
import { Alert } from '../../../ui/alert'
import { Button, ButtonLink } from '../../../ui/button'
import { QueryState } from '../../../ui/query-states'
import { Skeleton } from '../../../ui/skeleton'
import { useRiskAssessment } from '../api/take-risk-assessment'
import { AssessmentForm } from '../components/assessment-form'
import { AssessmentResultCard } from '../components/assessment-result-card'
import type { AssessmentRedirect } from '../components/required-assessment'
import { RoboPage } from '../components/robo-page'

/**
 * SPEC 2 /robo/assessment: the suitability test. A valid latest result is shown first, with the way on and a
 * retake; a new result replaces it.
 */
export default function AssessmentPage() {
  const query = useRiskAssessment()
  const reason = (useLocation().state as AssessmentRedirect | null)?.reason
  const [retaking, setRetaking] = useState(false)
  const [result, setResult] = useState<Assessment | null>(null)

  return (
    <RoboPage
      title="แบบประเมินความเหมาะสมในการลงทุน"
      lead="ตอบตามจริง 12 ข้อ ใช้เวลาราว 5 นาที ผลจะบอกว่าคุณรับความเสี่ยงได้ระดับไหน และกองทุนแบบใดเหมาะกับคุณ (ตามแบบของ ก.ล.ต.)"
    >
      {reason && <Alert tone="info">{reason}</Alert>}
      <QueryState
        query={query}
        loading={
          <div role="status" aria-label="กำลังโหลดแบบประเมิน" className="space-y-3">
            <Skeleton className="h-32 w-full" />
            <Skeleton className="h-32 w-full" />
          </div>
        }
      >
        {(test) => {
          const shown = result ?? (retaking ? null : test.latest)
          if (shown && !shown.expired)
            return (
              <div className="space-y-4">
                {result && <Alert tone="success">บันทึกผลประเมินแล้ว</Alert>}
                <AssessmentResultCard assessment={shown}>
                  <ButtonLink to={paths.roboPreQuestion}>ต่อไป: ตั้งเป้าหมายการลงทุน</ButtonLink>
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setResult(null)
                      setRetaking(true)
                    }}
                  >
                    ทำแบบประเมินใหม่
                  </Button>
                </AssessmentResultCard>
              </div>
            )
          return (
            <>
              {test.latest?.expired && !retaking && (
                <Alert tone="info">ผลประเมินครั้งก่อนของคุณเกิน 2 ปีแล้ว กรุณาทำแบบประเมินใหม่อีกครั้ง</Alert>
              )}
              <AssessmentForm
                questions={test.questions}
                previous={test.latest?.answers ?? null}
                onDone={(next) => {
                  setResult(next)
                  setRetaking(false)
                  if (window.scrollY !== 0) window.scrollTo(0, 0)
                }}
              />
            </>
          )
        }}
      </QueryState>
    </RoboPage>
  )
}
