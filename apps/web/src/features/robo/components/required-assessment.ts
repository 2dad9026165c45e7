import type { Assessment } from '@klass/contract/robo'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '../../../lib/paths'
import { useRiskAssessment } from '../api/take-risk-assessment'

/** What /robo/assessment is told when another robo page sends the member there. */
export type AssessmentRedirect = { reason: string }

/** Why the member is sent to the test: they have never taken it, or their result is past its two years. */
export function assessmentReason(latest: Assessment | null): string {
  return latest
    ? 'ผลประเมินความเสี่ยงของคุณเกิน 2 ปีแล้ว กรุณาทำแบบประเมินใหม่อีกครั้ง แล้ว robo จะเลือกแผนที่เหมาะกับคุณในวันนี้'
    : 'ก่อนดูแผนการลงทุน กรุณาทำแบบประเมินความเสี่ยงก่อน เพื่อให้ robo รู้ว่าคุณรับความเสี่ยงได้ระดับไหน แล้วจึงเลือกแผนที่เหมาะกับคุณ'
}

/**
 * SPEC 7 Robo: a plan is chosen from a valid suitability result. Without one the member is sent to
 * /robo/assessment, which says why. Answers the test's query and the valid result once it is known.
 */
export function useRequiredAssessment() {
  const query = useRiskAssessment()
  const navigate = useNavigate()
  const latest = query.data?.latest ?? null
  const valid = latest && !latest.expired ? latest : null
  const missing = query.data !== undefined && valid === null
  useEffect(() => {
    if (!missing) return
    const state: AssessmentRedirect = { reason: assessmentReason(latest) }
    void navigate(paths.roboAssessment, { replace: true, state })
  }, [missing, latest, navigate])
  return { query, assessment: valid }
}
