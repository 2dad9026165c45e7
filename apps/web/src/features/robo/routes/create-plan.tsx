import { horizonCap } from '@klass/contract/robo-rules'
import { useDebounced } from '../../../lib/use-debounced'
import { paths } from '../../../lib/paths'
import { ButtonLink } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { QueryState } from '../../../ui/query-states'
import { Skeleton } from '../../../ui/skeleton'
import { useTargetValue } from '../api/calculate-target-value'
import { usePlan } from '../api/get-plan'
import { GoalChart } from '../components/goal-chart'
import { GoalAmountFields } from '../components/goal-fields'
import { PlanOverview } from '../components/plan-overview'
import { ProjectionFigures } from '../components/projection-figures'
import { useRequiredAssessment } from '../components/required-assessment'
import { RoboPage, RoboSection } from '../components/robo-page'
import { todayInBangkok } from '../calculators'
import { amountProblems, goalAmounts, planIdFor, useGoalDraft } from '../goal-draft'

/** How long after the last keystroke the projection is worked out again. */
const RECALCULATE_AFTER_MS = 400

function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <Skeleton className="h-48 w-full" />
    </div>
  )
}

/**
 * SPEC 2 /robo/create-plan: the model plan for the member — their level, lowered to what the goal's years
 * allow — with its funds and statistics, and the goal worked out on it: the value expected, the monthly amount
 * that reaches the target, the chance of reaching it and the fan. Editing the goal works it out again.
 */
export default function CreatePlanPage() {
  const { query: assessmentQuery, assessment } = useRequiredAssessment()
  const [draft, change] = useGoalDraft()
  const amounts = goalAmounts(draft)
  const planId = assessment && amounts ? planIdFor(assessment.level, amounts.years) : null
  const plan = usePlan(planId)
  const settled = useDebounced(
    planId !== null && amounts ? { planId, ...amounts } : null,
    RECALCULATE_AFTER_MS,
  )
  const projection = useTargetValue(settled)

  return (
    <RoboPage
      title="แผนการลงทุนของคุณ"
      lead="robo เลือกแผนจากระดับความเสี่ยงที่คุณรับได้ และระยะเวลาถึงเป้าหมาย ลองเปลี่ยนตัวเลขดูได้ ผลจะคำนวณใหม่เมื่อหยุดพิมพ์"
      wide
    >
      <QueryState query={assessmentQuery} loading={<Loading label="กำลังโหลดผลประเมิน" />}>
        {() =>
          assessment && (
            <>
              <Card>
                <p>
                  ระดับความเสี่ยงที่คุณรับได้:{' '}
                  <strong>
                    ระดับ {assessment.level} · {assessment.label}
                  </strong>
                </p>
                {amounts && planId !== null && (
                  <p className="mt-1 text-sm text-ink-soft">
                    {planId < assessment.level
                      ? `เป้าหมายอีก ${amounts.years} ปี ใกล้เกินกว่าจะรอให้ราคาฟื้นถ้าตลาดตกหนัก robo จึงใช้แผนระดับ ${planId} ซึ่งเสี่ยงน้อยกว่าระดับของคุณ (เป้าหมายที่ไกลขึ้นรับความเสี่ยงได้ถึงระดับ ${horizonCap(amounts.years)})`
                      : `เป้าหมายอีก ${amounts.years} ปี นานพอสำหรับแผนระดับ ${planId} ที่ตรงกับระดับของคุณ`}
                  </p>
                )}
              </Card>

              <RoboSection id="goal-inputs" title="เป้าหมายของคุณ">
                <GoalAmountFields draft={draft} problems={amountProblems(draft)} onChange={change} />
              </RoboSection>

              {planId === null ? (
                <p className="rounded-2xl bg-brand-50 px-4 py-3 text-brand-800">
                  กรอกเงินเป้าหมายและจำนวนปีให้ถูกต้อง แล้ว robo จะเลือกแผนการลงทุนให้
                </p>
              ) : (
                <>
                  <QueryState query={plan} loading={<Loading label="กำลังโหลดแผนการลงทุน" />}>
                    {(data) => <PlanOverview plan={data} />}
                  </QueryState>

                  <RoboSection id="projection-title" title="ถ้าลงทุนตามแผนนี้">
                    <div
                      aria-busy={projection.isFetching || settled?.planId !== planId || undefined}
                      className="space-y-4"
                    >
                      <QueryState query={projection} loading={<Loading label="กำลังคำนวณเป้าหมาย" />}>
                        {(data) => (
                          <>
                            <Card>
                              <ProjectionFigures projection={data} label="ผลการคำนวณเป้าหมาย" />
                            </Card>
                            <GoalChart
                              title="กราฟช่วงมูลค่าที่อาจเป็นไปได้ (fan chart)"
                              projection={data}
                              startOn={todayInBangkok()}
                            />
                          </>
                        )}
                      </QueryState>
                      <p className="text-sm text-ink-soft">
                        คำนวณแบบจำลองทางสถิติจากผลตอบแทนและความผันผวนของแผน แถบสีคือช่วงที่มูลค่าน่าจะอยู่ 90 ใน 100 ครั้ง
                        ไม่ใช่ผลตอบแทนที่รับประกัน
                      </p>
                    </div>
                  </RoboSection>

                  <div className="flex flex-col gap-2 sm:flex-row">
                    <ButtonLink to={paths.roboStepCreate}>เปิดบัญชีกองทุนฝึกหัดด้วยแผนนี้</ButtonLink>
                    <ButtonLink to={paths.roboPreQuestion} variant="secondary">
                      แก้ไขเป้าหมาย
                    </ButtonLink>
                  </div>
                </>
              )}
            </>
          )
        }
      </QueryState>
    </RoboPage>
  )
}
