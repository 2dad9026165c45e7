import { useState, type FormEvent } from 'react'
import type { RateTable } from '@klass/contract/bank'
import { THAWEESUP_MONTHS } from '@klass/contract/bank-constants'
import { bahtToString } from '@klass/contract/money-text'
import { formErrorsFrom } from '../../../lib/api-client'
import { formatBaht, formatDate, formatPercent } from '../../../lib/format'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { TextField } from '../../../ui/field'
import { useOpenThaweesup } from '../api/open-thaweesup'
import { projectThaweesup, readAmount, satangOf, thaweesupInstalmentProblem } from '../calculators'
import { Baht, FigureList } from '../../../ui/figures'

type ThaweesupProjection = ReturnType<typeof projectThaweesup>

function ThaweesupFigures({ projection, rate }: { projection: ThaweesupProjection; rate: string }) {
  return (
    <FigureList
      rows={[
        { label: 'จำนวนงวด', value: `${projection.instalments} งวด` },
        { label: 'เงินฝากรวมทั้งหมด', value: <Baht value={bahtToString(projection.principal)} /> },
        { label: 'อัตราดอกเบี้ยฝึกหัด', value: `${formatPercent(rate)} ต่อปี` },
        { label: 'วันครบกำหนด', value: formatDate(projection.maturesOn) },
        { label: 'ดอกเบี้ยเมื่อฝากครบทุกงวด', value: <Baht value={bahtToString(projection.interest)} /> },
        { label: 'ภาษี (ฝากครบ ปลอดภาษี)', value: <Baht value={bahtToString(projection.tax)} /> },
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
 * Opening the Thaweesup: a monthly instalment of ฿500–25,000, the first taken from savings now; the calculator
 * shows 24 instalments, the total, the maturity date and the interest if every instalment is paid.
 */
export function OpenThaweesupForm({
  rates,
  savingsBalance,
  today,
}: {
  rates: RateTable
  savingsBalance: string
  today: string
}) {
  const open = useOpenThaweesup()
  const [instalmentText, setInstalmentText] = useState('')
  const [checked, setChecked] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [message, setMessage] = useState<string | null>(null)

  const problem = thaweesupInstalmentProblem(instalmentText, satangOf(savingsBalance))
  const instalment = readAmount(instalmentText)
  const projection = 'satang' in instalment ? projectThaweesup(instalment.satang, rates, today) : null

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    setChecked(true)
    setMessage(null)
    setFieldError(null)
    if (problem) return
    setConfirming(true)
  }

  function send() {
    if (!('satang' in instalment)) return
    open.mutate(
      { instalment: bahtToString(instalment.satang) },
      {
        onSuccess: () => setConfirming(false),
        onError: (error) => {
          setConfirming(false)
          const { fields, message: text } = formErrorsFrom(error, ['instalment'], {
            THAWEESUP_INSTALMENT_OUT_OF_RANGE: 'instalment',
          })
          setFieldError(fields.instalment ?? null)
          setMessage(text)
        },
      },
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="open-thaweesup-title" className="space-y-4">
      <h3 id="open-thaweesup-title" className="text-lg">
        เปิดบัญชีเงินฝากทวีทรัพย์ฝึกหัด
      </h3>
      {message && <Alert tone="error">{message}</Alert>}
      <TextField
        label="เงินฝากต่อเดือน (บาท)"
        inputMode="decimal"
        autoComplete="off"
        value={instalmentText}
        onChange={(event) => setInstalmentText(event.target.value)}
        hint={`฿500 – ฿25,000 ต่อเดือน · เงินฝึกหัดในบัญชีออมทรัพย์ ${formatBaht(savingsBalance)}`}
        error={fieldError ?? (checked || instalmentText ? problem : null)}
        className="text-end tabular-nums"
      />
      <ul className="list-disc space-y-1 ps-5 text-sm text-ink-soft">
        <li>งวดแรกตัดจากบัญชีออมทรัพย์ทันทีที่เปิดบัญชี</li>
        <li>งวดต่อไปตัดทุกวันที่ 5 ของเดือน ถ้าเงินไม่พอ ระบบจะลองตัดอีกวันที่ 10, 15, 20, 25 และวันสุดท้ายของเดือน</li>
        <li>ถ้าสิ้นเดือนยังตัดไม่ได้ งวดนั้นนับเป็น “ขาดส่ง” ขาดส่งได้ไม่เกิน 2 งวด</li>
        <li>ขาดส่งงวดที่ 3 บัญชีจะได้ดอกเบี้ยอัตราออมทรัพย์และถูกหักภาษี 15%</li>
      </ul>

      {projection && !problem && (
        <section aria-label="ตัวอย่างผลตอบแทนทวีทรัพย์" className="rounded-2xl bg-brand-50 p-4">
          <h4 className="font-semibold">ถ้าฝากครบ {THAWEESUP_MONTHS} งวด</h4>
          <ThaweesupFigures projection={projection} rate={rates.thaweesup} />
        </section>
      )}

      <Button type="submit">ดูสรุปก่อนเปิดบัญชี</Button>

      {projection && (
        <Dialog
          open={confirming}
          onClose={() => setConfirming(false)}
          title="ยืนยันเปิดบัญชีทวีทรัพย์ฝึกหัด"
          description={`ฝากเดือนละ ${formatBaht(bahtToString(projection.principal / THAWEESUP_MONTHS))} · งวดแรกตัดจากบัญชีออมทรัพย์วันนี้`}
        >
          <ThaweesupFigures projection={projection} rate={rates.thaweesup} />
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
