import { bahtToString, unitsFromString, unitsToString } from '@klass/contract/money-text'
import type { MutualFundDetail } from '@klass/contract/robo'
import { useState, type FormEvent } from 'react'
import { formatBaht, formatDate, formatUnits } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { Alert } from '../../../ui/alert'
import { Button, ButtonLink } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { TextField } from '../../../ui/field'
import { FundConfirmDialog } from '../../../ui/confirm-dialog'
import { useSaleMutualFund } from '../api/sale-mutual-fund'
import { proceedsOf, problemOf, readBaht, satangOf, valueOf } from '../calculators'
import { OrderTiming } from './buy-form'
import { PlacedOrders } from './placed-orders'

type Mode = 'amount' | 'all'

/** Units of a holding not already on their way out in an earlier sale, with four decimals. */
function availableUnits(holding: MutualFundDetail['mutualFundAccountDetail']['holdings'][number]): string {
  return unitsToString((unitsFromString(holding.units) ?? 0) - (unitsFromString(holding.unitsPending) ?? 0))
}

/** The holdings with their estimated value at the latest NAV, and the units an earlier sale still waits on. */
function Holdings({ detail }: { detail: MutualFundDetail }) {
  const holdings = detail.mutualFundAccountDetail.holdings
  if (holdings.length === 0) return <p className="text-ink-soft">บัญชีนี้ยังไม่มีหน่วยลงทุน</p>
  return (
    <ul aria-label="หน่วยลงทุนที่ถืออยู่" className="divide-y divide-brand-100">
      {holdings.map((holding) => (
        <li key={holding.code} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
          <span className="min-w-0">
            <span className="block font-semibold break-words">
              {holding.name} ({holding.code})
            </span>
            <span className="block text-sm text-ink-soft">
              {formatUnits(holding.units)} หน่วย × NAV {formatUnits(holding.nav)} (
              {formatDate(holding.navDate)})
              {(unitsFromString(holding.unitsPending) ?? 0) > 0 &&
                ` · รอขาย ${formatUnits(holding.unitsPending)} หน่วย`}
            </span>
          </span>
          <span className="font-semibold tabular-nums">{formatBaht(holding.value)}</span>
        </li>
      ))}
    </ul>
  )
}

/**
 * SPEC 2 /robo/sell: sell an amount, or everything, across the holdings by their value. The estimate uses the
 * latest NAV; the money reaches practice savings when the NAV of the order's day is published.
 */
export function SellForm({ detail }: { detail: MutualFundDetail }) {
  const account = detail.mutualFundAccountDetail
  const sale = useSaleMutualFund()
  const [mode, setMode] = useState<Mode>('amount')
  const [amountText, setAmountText] = useState('')
  const [touched, setTouched] = useState(false)
  const [confirming, setConfirming] = useState(false)
  // SPEC 7 Robo: units already on their way out in an earlier sale are not for sale again.
  const sellable = account.holdings.reduce(
    (sum, holding) => sum + proceedsOf(availableUnits(holding), holding.nav),
    0,
  )
  const waitingToSell = account.holdings.some((holding) => (unitsFromString(holding.unitsPending) ?? 0) > 0)
  const read = readBaht(amountText)
  const problem =
    mode === 'all'
      ? sellable > 0
        ? null
        : 'บัญชีนี้ยังไม่มีหน่วยลงทุนที่ขายได้'
      : (problemOf(read) ??
        ((valueOf(read) ?? 0) > sellable
          ? `ขายได้ไม่เกินมูลค่าหน่วยลงทุนโดยประมาณ ${formatBaht(bahtToString(sellable))}`
          : null))
  const amount = mode === 'amount' && !problem ? valueOf(read) : null
  const estimate = mode === 'all' ? sellable : (amount ?? 0)

  if (sale.data)
    return (
      <PlacedOrders title="ส่งคำสั่งขายแล้ว · รอประกาศราคา NAV" orders={sale.data.orders}>
        <p className="text-sm">
          เงินค่าขายจะเข้าบัญชีออมทรัพย์ฝึกหัดเมื่อประกาศราคา NAV · มูลค่าบัญชีกองทุนตอนนี้{' '}
          {formatBaht(sale.data.account.value)}
        </p>
        <ButtonLink to={paths.roboDashboard(account.id)}>ดูบัญชีของฉัน</ButtonLink>
      </PlacedOrders>
    )

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    setTouched(true)
    if (!problem) setConfirming(true)
  }

  return (
    <Card>
      <h2 className="text-lg">หน่วยลงทุนในบัญชี</h2>
      <Holdings detail={detail} />
      <p className="mt-2 text-sm">
        มูลค่าที่ขายได้โดยประมาณ <strong>{formatBaht(bahtToString(sellable))}</strong>
        {satangOf(account.pending) > 0 && ` (ไม่รวมเงิน ${formatBaht(account.pending)} ที่รอซื้อหน่วยลงทุน)`}
        {waitingToSell && ' (ไม่รวมหน่วยที่รอขายจากคำสั่งก่อนหน้า)'}
      </p>
      <form noValidate onSubmit={onSubmit} aria-label="ขายหน่วยลงทุน" className="mt-4 space-y-4">
        <fieldset>
          <legend className="text-sm font-semibold">ต้องการขายแบบไหน</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {(
              [
                ['amount', 'ขายตามจำนวนเงิน'],
                ['all', 'ขายทั้งหมด'],
              ] as const
            ).map(([value, label]) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl bg-white px-4 py-2 ring-1 ring-brand-100 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
              >
                <input
                  type="radio"
                  name="sell-mode"
                  checked={mode === value}
                  onChange={() => {
                    setMode(value)
                    if (sale.isError) sale.reset()
                  }}
                  className="size-5 accent-brand-600"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        {mode === 'amount' && (
          <TextField
            label="จำนวนเงินที่จะขาย (บาท)"
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            onChange={(event) => {
              setAmountText(event.target.value)
              if (sale.isError) sale.reset()
            }}
            hint="ขายจากทุกกองทุนตามสัดส่วนมูลค่าที่ถืออยู่"
            error={touched || amountText.trim() !== '' ? problem : null}
          />
        )}
        {mode === 'all' && problem && touched && <Alert tone="error">{problem}</Alert>}
        <OrderTiming detail={detail} />
        {sale.error && <Alert tone="error">{sale.error.message}</Alert>}
        <Button type="submit" variant="danger" className="w-full sm:w-auto">
          ขายหน่วยลงทุน
        </Button>
      </form>
      <FundConfirmDialog
        open={confirming && !problem}
        title="ยืนยันการขาย"
        confirmLabel="ยืนยันการขาย"
        busy={sale.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          sale.mutate(
            mode === 'all'
              ? { accountId: account.id, all: true }
              : { accountId: account.id, amount: bahtToString(amount ?? 0) },
            { onSettled: () => setConfirming(false) },
          )
        }
      >
        <p>
          {mode === 'all' ? 'ขายหน่วยลงทุนทั้งหมด' : 'ขายหน่วยลงทุน'} ของบัญชี {account.number} มูลค่าโดยประมาณ{' '}
          <strong>{formatBaht(bahtToString(estimate))}</strong>
        </p>
        <p>ราคาจริงคือราคา NAV ของวันที่คำสั่งได้รับ เงินที่ได้อาจมากหรือน้อยกว่าประมาณการนี้</p>
      </FundConfirmDialog>
    </Card>
  )
}
