import { FUND_CUTOFF } from '@klass/contract/bank-constants'
import { bahtToString } from '@klass/contract/money-text'
import type { MutualFundDetail } from '@klass/contract/robo'
import { ROBO_MIN_BUY_SATANG } from '@klass/contract/robo-constants'
import { useState, type FormEvent } from 'react'
import { formatBaht, formatClock, formatDate, formatWeekdayDate } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { Alert } from '../../../ui/alert'
import { Button, ButtonLink } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { TextField } from '../../../ui/field'
import { FundConfirmDialog } from '../../../ui/confirm-dialog'
import { useBuyMutualFund } from '../api/buy-mutual-fund'
import { problemOf, readBaht, splitByWeight, valueOf } from '../calculators'
import { PlacedOrders } from './placed-orders'

const cutoff = `${FUND_CUTOFF.hour}:${String(FUND_CUTOFF.minute).padStart(2, '0')}`

/** Why an amount cannot be invested; null when it can. */
export function buyProblem(text: string): string | null {
  const problem = problemOf(readBaht(text))
  if (problem) return problem
  if ((valueOf(readBaht(text)) ?? 0) < ROBO_MIN_BUY_SATANG)
    return `ยอดลงทุนต่อครั้งขั้นต่ำ ${formatBaht(bahtToString(ROBO_MIN_BUY_SATANG))}`
  return null
}

/** How a purchase is split by the plan's weights, and when it is priced. */
function BuySplit({ amount, detail }: { amount: number; detail: MutualFundDetail }) {
  const shares = splitByWeight(amount, detail.mutualFundPlanDetail.funds)
  return (
    <div className="space-y-2">
      <ul aria-label="เงินที่จะลงทุนในแต่ละกองทุน" className="divide-y divide-brand-100 text-sm">
        {shares.map((share, index) => (
          <li key={share.code} className="flex items-baseline justify-between gap-3 py-1.5">
            <span className="min-w-0 break-words">
              {share.name} ({share.code}) · {detail.mutualFundPlanDetail.funds[index]?.weight}%
            </span>
            <span className="shrink-0 font-semibold tabular-nums">
              {formatBaht(bahtToString(share.amount))}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** When an order placed now is priced: the NAV date the cut-off gives, and the moment that NAV is published. */
export function OrderTiming({ detail }: { detail: MutualFundDetail }) {
  const account = detail.mutualFundAccountDetail
  return (
    <p className="rounded-2xl bg-brand-50 px-3 py-2 text-sm text-brand-800">
      ส่งคำสั่งตอนนี้ได้ราคา NAV ของวันที่ {formatDate(account.orderNavDate)} ซึ่งประกาศ{' '}
      {formatWeekdayDate(account.orderSettlesAt)} เวลา {formatClock(account.orderSettlesAt)} น. (คำสั่งก่อน{' '}
      {cutoff} น. ของวันทำการได้ราคาของวันนั้น หลังเวลานี้หรือวันหยุดได้ราคาของวันทำการถัดไป)
    </p>
  )
}

/**
 * SPEC 2 /robo/buy: invest more in the account's plan. The amount is split by the plan's weights, paid from
 * practice savings, confirmed, and then answered with the orders the API placed.
 */
export function BuyForm({ detail }: { detail: MutualFundDetail }) {
  const account = detail.mutualFundAccountDetail
  const buy = useBuyMutualFund()
  const [amountText, setAmountText] = useState('')
  const [touched, setTouched] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const problem = buyProblem(amountText)
  const amount = problem ? null : valueOf(readBaht(amountText))

  if (buy.data)
    return (
      <PlacedOrders title="ส่งคำสั่งซื้อแล้ว · รอประกาศราคา NAV" orders={buy.data.orders}>
        <p className="text-sm">เงินออมทรัพย์ฝึกหัดคงเหลือ {formatBaht(buy.data.savingsBalance)}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <ButtonLink to={paths.roboDashboard(account.id)}>ดูบัญชีของฉัน</ButtonLink>
          <Button
            variant="secondary"
            onClick={() => {
              buy.reset()
              setAmountText('')
              setTouched(false)
            }}
          >
            ลงทุนเพิ่มอีก
          </Button>
        </div>
      </PlacedOrders>
    )

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    setTouched(true)
    if (amount !== null) setConfirming(true)
  }

  return (
    <Card>
      <form noValidate onSubmit={onSubmit} aria-label="ลงทุนเพิ่มด้วยเงินฝึกหัด" className="space-y-4">
        <TextField
          label="จำนวนเงินที่จะลงทุน (บาท เงินฝึกหัด)"
          inputMode="decimal"
          autoComplete="off"
          value={amountText}
          onChange={(event) => {
            setAmountText(event.target.value)
            if (buy.isError) buy.reset()
          }}
          hint={`ขั้นต่ำ ${formatBaht(bahtToString(ROBO_MIN_BUY_SATANG))} เงินจะตัดจากบัญชีออมทรัพย์ฝึกหัดของคุณ (มีอยู่ ${formatBaht(account.savingsBalance)})`}
          error={touched || amountText.trim() !== '' ? problem : null}
        />
        {amount !== null && <BuySplit amount={amount} detail={detail} />}
        <OrderTiming detail={detail} />
        {buy.error && <Alert tone="error">{buy.error.message}</Alert>}
        <Button type="submit" className="w-full sm:w-auto">
          ลงทุนตามแผน
        </Button>
      </form>
      <FundConfirmDialog
        open={confirming && amount !== null}
        title="ยืนยันการลงทุน"
        confirmLabel="ยืนยันการลงทุน"
        busy={buy.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          if (amount === null) return
          buy.mutate(
            { accountId: account.id, amount: bahtToString(amount) },
            { onSettled: () => setConfirming(false) },
          )
        }}
      >
        {amount !== null && (
          <>
            <p>
              ลงทุน <strong>{formatBaht(bahtToString(amount))}</strong> ใน{account.planName} ของบัญชี{' '}
              {account.number} ด้วยเงินฝึกหัดจากบัญชีออมทรัพย์ฝึกหัด
            </p>
            <BuySplit amount={amount} detail={detail} />
            <OrderTiming detail={detail} />
          </>
        )}
      </FundConfirmDialog>
    </Card>
  )
}
