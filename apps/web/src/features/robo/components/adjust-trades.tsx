import type { MutualFundDetail } from '@klass/contract/robo'
import { investorLevels } from '@klass/contract/robo-rules'
import { useState } from 'react'
import { isApiError } from '../../../lib/api-client'
import { formatBaht, formatPercent, formatUnits } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { Alert } from '../../../ui/alert'
import { Button, ButtonLink } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { FundConfirmDialog } from '../../../ui/confirm-dialog'
import { QueryState } from '../../../ui/query-states'
import { Skeleton } from '../../../ui/skeleton'
import { useAdjustPreview, useConfirmAdjust, type adjustMutualFund } from '../api/adjust-mutual-fund'
import { usePlans } from '../api/get-plan'
import { PlacedOrders } from './placed-orders'

type Adjustment = Awaited<ReturnType<typeof adjustMutualFund>>

/** The trades an adjustment places: each fund, buy or sell, its amount, and its weight now against the plan. */
function Trades({ adjustment }: { adjustment: Adjustment }) {
  return (
    <div className="space-y-3">
      <ul aria-label="รายการซื้อขายเพื่อปรับสัดส่วน" className="divide-y divide-brand-100">
        {adjustment.trades.map((trade) => (
          <li key={`${trade.side}-${trade.code}`} className="py-2">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="min-w-0 font-semibold break-words">
                {trade.side === 'buy' ? 'ซื้อ' : 'ขาย'} {trade.name} ({trade.code})
              </span>
              <span className="font-semibold tabular-nums">{formatBaht(trade.amount)}</span>
            </p>
            <p className="text-sm text-ink-soft">
              สัดส่วนตอนนี้ {formatPercent(trade.weight)} → เป้าหมาย {formatPercent(trade.targetWeight)}
              {trade.units !== null && ` · ประมาณ ${formatUnits(trade.units)} หน่วย`}
            </p>
          </li>
        ))}
      </ul>
      <p className="text-sm">
        ใช้เงินออมทรัพย์ฝึกหัดตอนนี้ <strong>{formatBaht(adjustment.savingsNeeded)}</strong>{' '}
        (เงินจากการขายจะกลับเข้าบัญชีออมทรัพย์เมื่อประกาศราคา NAV)
      </p>
    </div>
  )
}

/** The model plans the member may move the account to: up to their own level. */
function PlanChoice({
  memberLevel,
  chosen,
  current,
  onChoose,
}: {
  memberLevel: number
  chosen: number
  current: number
  onChoose: (planId: number) => void
}) {
  const ids = investorLevels.filter((level) => level <= memberLevel)
  const plans = usePlans(ids)
  return (
    <fieldset>
      <legend className="text-sm font-semibold">
        แผนการลงทุน (เลือกได้ไม่เกินระดับความเสี่ยงของคุณ: ระดับ {memberLevel})
      </legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {ids.map((id, index) => (
          <label
            key={id}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl bg-white px-4 py-2 ring-1 ring-brand-100 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
          >
            <input
              type="radio"
              name="adjust-plan"
              checked={chosen === id}
              onChange={() => onChoose(id)}
              className="size-5 shrink-0 accent-brand-600"
            />
            <span className="break-words">
              แผนระดับ {id}
              {plans[index]?.data && ` · ${plans[index].data.name}`}
              {id === current && ' (แผนปัจจุบัน)'}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/**
 * SPEC 2 /robo/adjust-plan: the trades that bring the account back to its plan (or to another plan within the
 * member's level), shown before anything is sent (`confirm: false`) and placed on confirming.
 */
export function AdjustTrades({ detail }: { detail: MutualFundDetail }) {
  const account = detail.mutualFundAccountDetail
  const memberLevel = detail.mutualFundPlanDetail.memberLevel
  const [planId, setPlanId] = useState(account.planId)
  const [confirming, setConfirming] = useState(false)
  const choice = { accountId: account.id, ...(planId !== account.planId ? { planId } : {}) }
  const preview = useAdjustPreview(choice)
  const confirm = useConfirmAdjust()

  if (confirm.data)
    return (
      <PlacedOrders title="ส่งคำสั่งปรับสัดส่วนแล้ว · รอประกาศราคา NAV" orders={confirm.data.orders}>
        <ButtonLink to={paths.roboDashboard(account.id)}>ดูบัญชีของฉัน</ButtonLink>
      </PlacedOrders>
    )

  const nothingToDo = isApiError(preview.error) && preview.error.code === 'ROBO_NOTHING_TO_ADJUST'
  return (
    <Card className="space-y-4">
      <p className="text-sm">
        เมื่อราคากองทุนขึ้นลงไม่เท่ากัน สัดส่วนในบัญชีจะค่อย ๆ ห่างจากแผน ตอนนี้ห่างจากแผน{' '}
        <strong>{formatPercent(account.drift)}</strong> การปรับสัดส่วนจะขายกองที่เกินและซื้อกองที่ขาด
      </p>
      {memberLevel === null ? (
        <Alert tone="info">
          ต้องมีผลประเมินความเสี่ยงที่ยังไม่หมดอายุก่อนจึงจะเปลี่ยนแผนได้{' '}
          <ButtonLink to={paths.roboAssessment} className="mt-2">
            ทำแบบประเมิน
          </ButtonLink>
        </Alert>
      ) : (
        <PlanChoice memberLevel={memberLevel} chosen={planId} current={account.planId} onChoose={setPlanId} />
      )}
      {nothingToDo ? (
        <Alert tone="info">{preview.error?.message}</Alert>
      ) : (
        <div aria-busy={preview.isFetching || undefined}>
          <QueryState
            query={preview}
            loading={
              <div role="status" aria-label="กำลังคำนวณรายการซื้อขาย">
                <Skeleton className="h-32 w-full" />
              </div>
            }
          >
            {(adjustment) => (
              <>
                <Trades adjustment={adjustment} />
                {confirm.error && (
                  <Alert tone="error" className="mt-3">
                    {confirm.error.message}
                  </Alert>
                )}
                <Button className="mt-4 w-full sm:w-auto" onClick={() => setConfirming(true)}>
                  ยืนยันปรับสัดส่วน
                </Button>
                <FundConfirmDialog
                  open={confirming}
                  title="ยืนยันการปรับสัดส่วน"
                  confirmLabel="ส่งคำสั่งปรับสัดส่วน"
                  busy={confirm.isPending}
                  onClose={() => setConfirming(false)}
                  onConfirm={() => confirm.mutate(choice, { onSettled: () => setConfirming(false) })}
                >
                  <p>
                    ส่งคำสั่งซื้อขาย {adjustment.trades.length} รายการ ของบัญชี {account.number}
                    {choice.planId ? ` และเปลี่ยนเป็นแผนระดับ ${choice.planId}` : ''}
                  </p>
                  <Trades adjustment={adjustment} />
                </FundConfirmDialog>
              </>
            )}
          </QueryState>
        </div>
      )}
    </Card>
  )
}
