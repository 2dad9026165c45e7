import type { Assessment } from '@klass/contract/robo'
import { formatLongDate } from '../../../lib/format'
import { pageParamOf } from '../../../lib/use-page-param'
import { paths } from '../../../lib/paths'
import { ButtonLink } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { cn } from '../../../ui/cn'
import { AppLink } from '../../../ui/link'
import { QueryState } from '../../../ui/query-states'
import { Skeleton } from '../../../ui/skeleton'
import { EmptyState } from '../../../ui/states'
import { roboAccountsQuery, useRoboAccounts } from '../api/get-mutual-fund'
import { roboNewsQuery } from '../api/get-news'
import { AccountCard } from '../components/account-card'
import { RoboNews } from '../components/robo-news'
import { RoboPage, RoboSection } from '../components/robo-page'

/** What the robo advisor is, in plain words for a teenager. */
function WhatItIs() {
  return (
    <Card className="space-y-2 leading-relaxed">
      <h2 className="text-xl">robo advisor คืออะไร</h2>
      <p>
        robo advisor คือผู้ช่วยลงทุนอัตโนมัติ มันจะถามคำถามเพื่อดูว่าคุณรับความเสี่ยงได้แค่ไหน ถามเป้าหมายว่าอยากได้เงินเท่าไร เมื่อไร
        แล้วแนะนำ <strong>ชุดกองทุนฝึกหัดที่ผสมกันตามสัดส่วน</strong> ให้เหมาะกับเป้าหมายและระดับความเสี่ยงของคุณ
      </p>
      <p>
        คุณลงทุนด้วย<strong>เงินฝึกหัดจากบัญชีออมทรัพย์ฝึกหัด</strong>ของคุณ ดูมูลค่าขึ้นลงจริงตามราคาจำลอง ลองลงทุนทุกเดือน (DCA)
        และปรับสัดส่วนเมื่อพอร์ตเบี้ยวจากแผน ทั้งหมดนี้เป็นการฝึก ไม่ใช่คำแนะนำการลงทุนจริง
      </p>
    </Card>
  )
}

/** Where to start: the four steps to a first account, each marked done once it is. */
function StartSteps({ assessment, hasAccount }: { assessment: Assessment | null; hasAccount: boolean }) {
  const assessed = assessment !== null && !assessment.expired
  const steps = [
    {
      to: paths.roboAssessment,
      title: 'ทำแบบประเมินความเสี่ยง',
      text: 'รู้ว่าคุณรับการขึ้นลงของราคาได้แค่ไหน',
      done: assessed,
    },
    {
      to: paths.roboPreQuestion,
      title: 'ตั้งเป้าหมาย',
      text: 'อยากได้เงินเท่าไร ใช้เมื่อไร ลงทุนได้เดือนละเท่าไร',
      done: hasAccount,
    },
    {
      to: paths.roboCreatePlan,
      title: 'ดูแผนการลงทุน',
      text: 'กองทุนและสัดส่วนที่ robo เลือก พร้อมโอกาสถึงเป้าหมาย',
      done: hasAccount,
    },
    {
      to: paths.roboStepCreate,
      title: 'เปิดบัญชีกองทุนฝึกหัด',
      text: 'ยืนยันตัวตนเหมือนจริง แล้วเริ่มลงทุนครั้งแรก',
      done: hasAccount,
    },
  ]
  return (
    <ol aria-label="ขั้นตอนเริ่มต้น" className="grid gap-2 sm:grid-cols-2">
      {steps.map((step, index) => (
        <li key={step.to}>
          <AppLink
            to={step.to}
            className={cn(
              'flex min-h-11 items-start gap-3 rounded-2xl bg-white p-4 ring-1 hover:ring-brand-300',
              step.done ? 'ring-mint-500/40' : 'ring-brand-100',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-8 shrink-0 items-center justify-center rounded-full font-semibold',
                step.done ? 'bg-mint-100 text-mint-700' : 'bg-brand-600 text-white',
              )}
            >
              {step.done ? '✓' : index + 1}
            </span>
            <span className="min-w-0">
              <span className="block font-semibold text-ink">
                {index + 1}. {step.title}
                {step.done && <span className="sr-only"> (ทำแล้ว)</span>}
              </span>
              <span className="block text-sm text-ink-soft">{step.text}</span>
            </span>
          </AppLink>
        </li>
      ))}
    </ol>
  )
}

function LatestAssessment({ assessment }: { assessment: Assessment | null }) {
  if (!assessment) return <p>ยังไม่ได้ทำแบบประเมิน เริ่มจากขั้นตอนที่ 1 ได้เลย ใช้เวลาราว 5 นาที</p>
  return (
    <p>
      ระดับ {assessment.level} · <strong>{assessment.label}</strong> (คะแนน {assessment.score}) ·{' '}
      {assessment.expired
        ? 'หมดอายุแล้ว กรุณาทำแบบประเมินใหม่'
        : `ใช้ได้ถึง ${formatLongDate(assessment.validUntil)}`}
    </p>
  )
}

/** The member's accounts and the articles' page in the address, asked for as the page opens (app/router.tsx). */
export const firstData = (url: URL) => [roboAccountsQuery(), roboNewsQuery(pageParamOf(url.searchParams))]

/**
 * SPEC 2 /robo: what the robo advisor is, the member's practice fund accounts and latest suitability result,
 * where to start, and the robo's articles.
 */
export default function RoboHomePage() {
  const query = useRoboAccounts()
  return (
    <RoboPage title="Robo ลงทุนกองทุนรวมฝึกหัด" back={false} wide>
      <WhatItIs />
      <QueryState
        query={query}
        loading={
          <div role="status" aria-label="กำลังโหลดบัญชีกองทุนฝึกหัด" className="space-y-3">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
        }
      >
        {({ accounts, assessment }) => (
          <>
            <RoboSection id="robo-start" title="เริ่มต้นที่นี่">
              <StartSteps assessment={assessment} hasAccount={accounts.length > 0} />
            </RoboSection>
            <RoboSection id="robo-assessment" title="ผลประเมินความเสี่ยงล่าสุด">
              <Card className="space-y-3">
                <LatestAssessment assessment={assessment} />
                <ButtonLink to={paths.roboAssessment} variant="secondary">
                  {assessment ? 'ดูผลหรือทำแบบประเมินใหม่' : 'ทำแบบประเมิน'}
                </ButtonLink>
              </Card>
            </RoboSection>
            <RoboSection id="robo-accounts" title="บัญชีกองทุนฝึกหัดของฉัน">
              {accounts.length === 0 ? (
                <EmptyState title="ยังไม่มีบัญชีกองทุนฝึกหัด" icon="🤖">
                  <p>ทำตามขั้นตอนด้านบน แล้วบัญชีแรกของคุณจะแสดงที่นี่</p>
                </EmptyState>
              ) : (
                <div className="grid gap-4 md:grid-cols-2">
                  {accounts.map((account) => (
                    <AccountCard key={account.id} account={account} />
                  ))}
                </div>
              )}
            </RoboSection>
          </>
        )}
      </QueryState>
      <RoboSection id="robo-news" title="ความรู้การลงทุนสำหรับมือใหม่">
        <RoboNews />
      </RoboSection>
    </RoboPage>
  )
}
