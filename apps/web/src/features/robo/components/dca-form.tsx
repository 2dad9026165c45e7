import { bahtToString } from '@klass/contract/money-text'
import type { AccountDetail } from '@klass/contract/robo'
import { DCA_DAY_MAX, DCA_DAY_MIN, ROBO_MIN_BUY_SATANG } from '@klass/contract/robo-constants'
import { useState, type FormEvent } from 'react'
import { formatBaht, formatDate } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { Alert } from '../../../ui/alert'
import { Button, ButtonLink } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { SelectField, Switch, TextField } from '../../../ui/field'
import { useAcceptNotifications } from '../api/accept-notifications'
import { nextDcaDates, readBaht, todayInBangkok } from '../calculators'

const days = Array.from({ length: DCA_DAY_MAX - DCA_DAY_MIN + 1 }, (_, i) => DCA_DAY_MIN + i)

/** Why a DCA amount cannot be used; null when it can. */
function amountProblem(text: string): string | null {
  const read = readBaht(text)
  if ('problem' in read) return read.problem
  if (read.value < ROBO_MIN_BUY_SATANG)
    return `ยอดลงทุนต่อครั้งขั้นต่ำ ${formatBaht(bahtToString(ROBO_MIN_BUY_SATANG))}`
  return null
}

function DateList({ label, dates }: { label: string; dates: readonly string[] }) {
  return (
    <div>
      <p className="text-sm font-semibold">{label}</p>
      <ul aria-label={label} className="mt-1 flex flex-wrap gap-2">
        {dates.map((date) => (
          <li key={date} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
            {formatDate(date)}
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * SPEC 2 /robo/setFormatMonthDCA: the day of the month (1–28) and the amount invested every month from
 * practice savings, and whether the member is reminded on the day; or DCA turned off.
 */
export function DcaForm({ account }: { account: AccountDetail }) {
  const save = useAcceptNotifications()
  const [on, setOn] = useState(account.dca !== null)
  const [day, setDay] = useState(String(account.dca?.day ?? 1))
  const [amountText, setAmountText] = useState(account.dca?.amount ?? account.projection.requiredMonthly)
  const [remind, setRemind] = useState(account.dca?.remind ?? true)
  const [touched, setTouched] = useState(false)
  const problem = on ? amountProblem(amountText) : null
  const amount = readBaht(amountText)

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    setTouched(true)
    // SPEC 7 Robo: `day: null` turns DCA off.
    if (!on) save.mutate({ accountId: account.id, day: null, remind })
    else if (!problem && 'value' in amount)
      save.mutate({ accountId: account.id, day: Number(day), amount: bahtToString(amount.value), remind })
  }

  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value)
      if (save.isSuccess || save.isError) save.reset()
    }

  return (
    <Card>
      <form noValidate onSubmit={onSubmit} aria-label="ตั้งค่าการลงทุนสม่ำเสมอ" className="space-y-5">
        <Switch
          label="ลงทุนสม่ำเสมอทุกเดือน (DCA)"
          description="ลงทุนเท่า ๆ กันทุกเดือนตามแผน ไม่ต้องเดาจังหวะตลาด เงินตัดจากบัญชีออมทรัพย์ฝึกหัด"
          checked={on}
          onChange={edit(setOn)}
        />
        {on && (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label="วันที่ลงทุนของทุกเดือน"
                hint={`วันที่ ${DCA_DAY_MIN}–${DCA_DAY_MAX} (ทุกเดือนมีวันนี้)`}
                value={day}
                onChange={(event) => edit(setDay)(event.target.value)}
                options={days.map((value) => ({ value: String(value), label: `วันที่ ${value}` }))}
              />
              <TextField
                label="จำนวนเงินต่อเดือน (บาท)"
                inputMode="decimal"
                autoComplete="off"
                value={amountText}
                onChange={(event) => edit(setAmountText)(event.target.value)}
                hint={`ขั้นต่ำ ${formatBaht(bahtToString(ROBO_MIN_BUY_SATANG))} · เงินที่ทำให้ถึงเป้าหมาย ${formatBaht(account.requiredMonthly)}`}
                error={touched || amountText.trim() !== '' ? problem : null}
              />
            </div>
            <DateList label="วันลงทุน 3 ครั้งถัดไป" dates={nextDcaDates(Number(day), todayInBangkok())} />
          </>
        )}
        <Switch
          label="แจ้งเตือนในวันลงทุน"
          description="รับการแจ้งเตือนและข้อความ LINE ในวันที่ถึงกำหนด ถ้าเงินออมไม่พอจะบอกให้รู้ด้วย"
          checked={remind}
          onChange={edit(setRemind)}
        />
        {save.error && <Alert tone="error">{save.error.message}</Alert>}
        {save.data && (
          <Alert tone="success">
            {save.data.dca
              ? `บันทึกแล้ว ลงทุนวันที่ ${save.data.dca.day} ของทุกเดือน เดือนละ ${formatBaht(save.data.dca.amount)}`
              : 'ปิดการลงทุนสม่ำเสมอแล้ว'}
            {save.data.upcoming.length > 0 && (
              <div className="mt-2">
                <DateList label="วันลงทุนครั้งต่อไป" dates={save.data.upcoming} />
              </div>
            )}
          </Alert>
        )}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" busy={save.isPending}>
            บันทึกการตั้งค่า
          </Button>
          <ButtonLink to={paths.roboDcaDetail(account.id)} variant="secondary">
            ดูตาราง DCA
          </ButtonLink>
        </div>
      </form>
    </Card>
  )
}
