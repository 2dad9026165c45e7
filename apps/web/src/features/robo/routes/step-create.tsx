import { goalKindLabels } from '@klass/contract/robo-constants'
import { useNavigate } from 'react-router'
import { formatBaht } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { Alert } from '../../../ui/alert'
import { ButtonLink } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { AppLink } from '../../../ui/link'
import { QueryState } from '../../../ui/query-states'
import { Skeleton } from '../../../ui/skeleton'
import { usePlan } from '../api/get-plan'
import { OpenAccountForm, type OpenedAccount } from '../components/open-account-form'
import { useRequiredAssessment } from '../components/required-assessment'
import { RoboPage } from '../components/robo-page'
import { clearGoalDraft, goalAmounts, goalProblems, planIdFor, useGoalDraft } from '../goal-draft'

/**
 * SPEC 2 /robo/create-plan/step-create: opens the practice fund account for the goal and its plan; then the
 * first purchase (/robo/buy/{id}).
 */
export default function StepCreatePage() {
  const navigate = useNavigate()
  const { query, assessment } = useRequiredAssessment()
  const [draft] = useGoalDraft()
  const amounts = goalAmounts(draft)
  const goalReady = amounts !== null && Object.keys(goalProblems(draft)).length === 0
  const planId = assessment && amounts ? planIdFor(assessment.level, amounts.years) : null
  const plan = usePlan(goalReady ? planId : null)

  return (
    <RoboPage
      title="เปิดบัญชีกองทุนฝึกหัด"
      lead="กรอกข้อมูลยืนยันตัวตนเหมือนเปิดบัญชีกองทุนจริง เพื่อฝึกขั้นตอนที่ต้องเจอเมื่อลงทุนจริงในอนาคต"
    >
      <QueryState
        query={query}
        loading={
          <div role="status" aria-label="กำลังโหลดผลประเมิน">
            <Skeleton className="h-40 w-full" />
          </div>
        }
      >
        {() => (
          <>
            {assessment && !goalReady && (
              <Alert tone="info">
                ยังไม่ได้ตั้งเป้าหมายให้ครบ กรุณาตั้งเป้าหมายและดูแผนการลงทุนก่อนเปิดบัญชี{' '}
                <ButtonLink to={paths.roboPreQuestion} className="mt-2">
                  ไปตั้งเป้าหมาย
                </ButtonLink>
              </Alert>
            )}
            {assessment && goalReady && amounts && planId !== null && (
              <>
                <Card>
                  <h2 className="text-lg">สรุปเป้าหมายและแผน</h2>
                  <p className="mt-1 break-words">
                    {draft.goalName} ({draft.goalKind && goalKindLabels[draft.goalKind]}) · เป้าหมาย{' '}
                    {formatBaht(amounts.target)} ใน {amounts.years} ปี · เริ่มต้น {formatBaht(amounts.initial)} ·
                    เดือนละ {formatBaht(amounts.monthly)}
                  </p>
                  <p className="mt-1 text-sm text-ink-soft">
                    {plan.data ? `${plan.data.name} (แผนระดับ ${plan.data.level})` : `แผนระดับ ${planId}`} ·{' '}
                    <AppLink
                      to={paths.roboCreatePlan}
                      className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
                    >
                      ดูแผนอีกครั้ง
                    </AppLink>
                  </p>
                </Card>
                <OpenAccountForm
                  planId={planId}
                  goal={draft}
                  amounts={amounts}
                  onOpened={(account) => {
                    clearGoalDraft()
                    const state: OpenedAccount = { opened: account.number }
                    void navigate(paths.roboBuy(account.id), { state })
                  }}
                />
              </>
            )}
          </>
        )}
      </QueryState>
    </RoboPage>
  )
}
