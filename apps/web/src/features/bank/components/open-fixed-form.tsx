import { useState, type FormEvent } from 'react'
import type { FixedDeposit, RateTable } from '@klass/contract/bank'
import {
  fixedTerms,
  maturityInstructionLabels,
  maturityInstructions,
  type FixedTerm,
  type MaturityInstruction,
} from '@klass/contract/bank-constants'
import { bahtToString } from '@klass/contract/money-text'
import { formErrorsFrom } from '../../../lib/api-client'
import { formatBaht, formatDate, formatPercent } from '../../../lib/format'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { SelectField, TextField } from '../../../ui/field'
import { useOpenFixed } from '../api/open-fixed'
import { fixedAmountProblem, projectFixed, readAmount, satangOf, type Projection } from '../calculators'
import { Baht, FigureList } from '../../../ui/figures'

const FIELDS = ['amount', 'term', 'atMaturity'] as const

function FixedFigures({ projection, rate }: { projection: Projection; rate: string }) {
  return (
    <FigureList
      rows={[
        { label: 'เงินต้น', value: <Baht value={bahtToString(projection.principal)} /> },
        { label: 'อัตราดอกเบี้ยฝึกหัด', value: `${formatPercent(rate)} ต่อปี` },
        { label: 'วันครบกำหนด', value: formatDate(projection.maturesOn) },
        { label: 'จำนวนวันที่ฝาก', value: `${projection.days} วัน` },
        { label: 'ดอกเบี้ย', value: <Baht value={bahtToString(projection.interest)} /> },
        { label: 'หักภาษี ณ ที่จ่าย 15%', value: <Baht value={bahtToString(projection.tax)} /> },
        {
          label: `เข้าบัญชีออมทรัพย์วันที่ ${formatDate(projection.maturesOn)}`,
          value: <Baht value={bahtToString(projection.payout)} />,
          strong: true,
        },
      ]}
    />
  )
}

/**
 * Opening a practice fixed deposit: amount, term with its practice rate and what happens at maturity; the
 * calculator shows the maturity date, interest, tax and payout, and a dialog repeats them before it is sent.
 */
export function OpenFixedForm({
  rates,
  savingsBalance,
  today,
  onOpened,
}: {
  rates: RateTable
  savingsBalance: string
  today: string
  onOpened: (deposit: FixedDeposit) => void
}) {
  const open = useOpenFixed()
  const [amountText, setAmountText] = useState('')
  const [term, setTerm] = useState<FixedTerm>(12)
  const [atMaturity, setAtMaturity] = useState<MaturityInstruction>('payout')
  const [checked, setChecked] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<string | null>(null)

  const rateOf = (months: number) => rates.fixed.find((row) => row.term === months)?.rate
  const rate = rateOf(term)
  const amountProblem = fixedAmountProblem(amountText, satangOf(savingsBalance))
  const amount = readAmount(amountText)
  const projection = 'satang' in amount && rate ? projectFixed(amount.satang, rate, today, term) : null

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    setChecked(true)
    setMessage(null)
    setFieldErrors({})
    if (amountProblem || !rate) return
    setConfirming(true)
  }

  function send() {
    if (!('satang' in amount)) return
    open.mutate(
      { amount: bahtToString(amount.satang), term, atMaturity },
      {
        onSuccess: ({ deposit }) => {
          setConfirming(false)
          setAmountText('')
          setChecked(false)
          onOpened(deposit)
        },
        onError: (error) => {
          setConfirming(false)
          const { fields, message: text } = formErrorsFrom(error, FIELDS, { FIXED_BELOW_MINIMUM: 'amount' })
          setFieldErrors(fields)
          setMessage(text)
        },
      },
    )
  }

  const shownAmountError = fieldErrors.amount ?? (checked || amountText ? amountProblem : null)
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="open-fixed-title" className="space-y-4">
      <h3 id="open-fixed-title" className="text-lg">
        เปิดบัญชีเงินฝากประจำฝึกหัด
      </h3>
      {message && <Alert tone="error">{message}</Alert>}
      <TextField
        label="จำนวนเงินที่จะฝาก (บาท)"
        inputMode="decimal"
        autoComplete="off"
        value={amountText}
        onChange={(event) => setAmountText(event.target.value)}
        hint={`ขั้นต่ำ ฿1,000 · เงินฝึกหัดในบัญชีออมทรัพย์ ${formatBaht(savingsBalance)}`}
        error={shownAmountError}
        className="text-end tabular-nums"
      />
      <SelectField
        label="ระยะเวลาฝาก"
        value={String(term)}
        onChange={(event) => setTerm(Number(event.target.value) as FixedTerm)}
        error={fieldErrors.term}
        options={fixedTerms.map((months) => {
          const termRate = rateOf(months)
          return {
            value: String(months),
            label: termRate ? `${months} เดือน — ${formatPercent(termRate)} ต่อปี` : `${months} เดือน`,
          }
        })}
      />
      <fieldset>
        <legend className="text-sm font-semibold text-ink">เมื่อครบกำหนด</legend>
        <div className="mt-2 space-y-2">
          {maturityInstructions.map((instruction) => (
            <label
              key={instruction}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl px-3 py-2 ring-1 ring-brand-100 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
            >
              <input
                type="radio"
                name="atMaturity"
                value={instruction}
                checked={atMaturity === instruction}
                onChange={() => setAtMaturity(instruction)}
                className="size-5 accent-brand-600"
              />
              <span className="text-sm">{maturityInstructionLabels[instruction]}</span>
            </label>
          ))}
        </div>
        {fieldErrors.atMaturity && (
          <p className="mt-1 text-sm font-medium text-coral-700">{fieldErrors.atMaturity}</p>
        )}
      </fieldset>

      {projection && rate && (
        <section aria-label="ตัวอย่างผลตอบแทนเงินฝากประจำ" className="rounded-2xl bg-brand-50 p-4">
          <h4 className="font-semibold">ถ้าฝากจนครบกำหนด</h4>
          <p className="text-sm text-ink-soft">ดอกเบี้ย = เงินต้น × อัตราดอกเบี้ย × จำนวนวัน ÷ 365 แล้วหักภาษี 15%</p>
          <FixedFigures projection={projection} rate={rate} />
        </section>
      )}

      <Button type="submit">ดูสรุปก่อนเปิดบัญชี</Button>

      {projection && rate && (
        <Dialog
          open={confirming}
          onClose={() => setConfirming(false)}
          title="ยืนยันเปิดบัญชีเงินฝากประจำฝึกหัด"
          description={`ฝากประจำ ${term} เดือน · ${maturityInstructionLabels[atMaturity]}`}
        >
          <FixedFigures projection={projection} rate={rate} />
          <p className="mt-3 text-sm text-ink-soft">
            เงินฝึกหัดจะโอนจากบัญชีออมทรัพย์ทันที ถ้าถอนก่อนครบ 3 เดือนจะไม่ได้ดอกเบี้ย
          </p>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={open.isPending}>
              แก้ไข
            </Button>
            <Button onClick={send} busy={open.isPending}>
              ยืนยันเปิดบัญชี
            </Button>
          </div>
        </Dialog>
      )}
    </form>
  )
}
