import { useState, type FormEvent } from 'react'
import type { FundDetail } from '@klass/contract/bank'
import { frontFee } from '@klass/contract/bank-rules'
import { bahtFromString, bahtToString, fixedFromString, readBahtInput } from '@klass/contract/money-text'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { TextField } from '../../../ui/field'
import { useBuyFund } from '../api/buy-fund'
import { FundConfirmDialog } from '../../../ui/confirm-dialog'
import { FundOrderPlaced, FundOrderTiming } from './fund-order'
import { formatBaht, formatPercent } from '../../../lib/format'

/** The front-end fee on a purchase, rounded down to the satang, and what is left to buy units with. */
export function buyBreakdown(amount: number, feePercent: string): { fee: number; net: number } {
  const fee = frontFee(amount, fixedFromString(feePercent, 2) ?? 0)
  return { fee, net: amount - fee }
}

/** The amount typed, in satang, or why it cannot be bought. */
function readAmount(text: string, minBuy: string): { satang: number } | { error: string } {
  if (text.trim() === '') return { error: 'กรุณากรอกจำนวนเงินที่จะซื้อ' }
  const read = readBahtInput(text)
  if ('problem' in read) return { error: read.problem }
  if (read.value < (bahtFromString(minBuy) ?? 0)) return { error: `กองทุนนี้ซื้อขั้นต่ำ ${formatBaht(minBuy)}` }
  return { satang: read.value }
}

/** SPEC 7: buy a practice fund by amount, with the fee and the NAV date shown before confirming. */
export function FundBuyForm({ fund }: { fund: FundDetail }) {
  const buy = useBuyFund()
  const [amountText, setAmountText] = useState('')
  const [touched, setTouched] = useState(false)
  const [confirming, setConfirming] = useState(false)

  if (buy.data)
    return (
      <div className="space-y-3">
        <FundOrderPlaced
          order={buy.data.order}
          onAgain={() => {
            buy.reset()
            setAmountText('')
            setTouched(false)
          }}
        />
        <p className="text-sm">เงินออมทรัพย์ฝึกหัดคงเหลือ {formatBaht(buy.data.savingsBalance)}</p>
      </div>
    )

  const amount = readAmount(amountText, fund.minBuy)
  const breakdown = 'satang' in amount ? buyBreakdown(amount.satang, fund.frontFee) : null
  const showError = touched || amountText.trim() !== ''

  function submit(event: FormEvent) {
    event.preventDefault()
    setTouched(true)
    if ('satang' in amount) setConfirming(true)
  }

  function send() {
    if (!('satang' in amount)) return
    buy.mutate(
      { code: fund.code, amount: bahtToString(amount.satang) },
      { onSettled: () => setConfirming(false) },
    )
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <TextField
        label="จำนวนเงินที่จะซื้อ (บาท เงินฝึกหัด)"
        inputMode="decimal"
        autoComplete="off"
        value={amountText}
        onChange={(event) => {
          setAmountText(event.target.value)
          if (buy.isError) buy.reset()
        }}
        hint={`ซื้อขั้นต่ำ ${formatBaht(fund.minBuy)} ใส่ทศนิยมได้ 2 ตำแหน่ง`}
        error={showError && 'error' in amount ? amount.error : null}
      />
      {breakdown && (
        <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
          <dt className="text-ink-soft">ค่าธรรมเนียมการซื้อ {formatPercent(fund.frontFee)}</dt>
          <dd className="text-end">{formatBaht(bahtToString(breakdown.fee))}</dd>
          <dt className="text-ink-soft">เงินที่นำไปซื้อหน่วยลงทุน</dt>
          <dd className="text-end font-semibold">{formatBaht(bahtToString(breakdown.net))}</dd>
        </dl>
      )}
      <FundOrderTiming navDate={fund.orderNavDate} settlesAt={fund.orderSettlesAt} outcome="ได้รับหน่วย" />
      {buy.error && <Alert tone="error">{buy.error.message}</Alert>}
      <Button type="submit" className="w-full sm:w-auto">
        ซื้อกองทุนนี้
      </Button>
      <FundConfirmDialog
        open={confirming && breakdown !== null}
        title="ยืนยันคำสั่งซื้อ"
        confirmLabel="ยืนยันการซื้อ"
        busy={buy.isPending}
        onConfirm={send}
        onClose={() => setConfirming(false)}
      >
        {'satang' in amount && breakdown && (
          <>
            <p>
              ซื้อ <strong>{fund.name}</strong> ({fund.code}) ด้วยเงินฝึกหัด{' '}
              <strong>{formatBaht(bahtToString(amount.satang))}</strong> จากบัญชีออมทรัพย์ฝึกหัด
            </p>
            <p>
              หักค่าธรรมเนียม {formatBaht(bahtToString(breakdown.fee))} เหลือนำไปซื้อหน่วยลงทุน{' '}
              {formatBaht(bahtToString(breakdown.net))}
            </p>
            <FundOrderTiming navDate={fund.orderNavDate} settlesAt={fund.orderSettlesAt} outcome="ได้รับหน่วย" />
          </>
        )}
      </FundConfirmDialog>
    </form>
  )
}
