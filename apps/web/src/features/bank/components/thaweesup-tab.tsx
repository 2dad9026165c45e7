import { useState } from 'react'
import type { BankAccounts, CloseResult, ThaweesupAccount } from '@klass/contract/bank'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { useCloseThaweesup } from '../api/close-thaweesup'
import { bankDay } from '../calculators'
import { EarlyCloseDialog } from './early-close-dialog'
import { OpenThaweesupForm } from './open-thaweesup-form'
import { ThaweesupCard } from './thaweesup-card'
import { ThaweesupSchedule } from './thaweesup-schedule'
import { formatBaht, formatPercent } from '../../../lib/format'

function OpenThaweesup({
  account,
  onClosed,
}: {
  account: ThaweesupAccount
  onClosed: (result: CloseResult) => void
}) {
  const close = useCloseThaweesup()
  const [asking, setAsking] = useState(false)
  return (
    <div className="space-y-4">
      <ThaweesupCard account={account}>
        <Button variant="secondary" className="mt-3" onClick={() => setAsking(true)}>
          ปิดบัญชีก่อนกำหนด
        </Button>
      </ThaweesupCard>
      <section aria-labelledby="thaweesup-schedule" className="space-y-2">
        <h3 id="thaweesup-schedule" className="text-lg">
          ตารางงวด · ชำระแล้ว {account.paid} งวด · ขาดส่ง {account.missed} งวด
        </h3>
        <ThaweesupSchedule schedule={account.schedule} />
      </section>
      <EarlyCloseDialog
        open={asking}
        title={`ปิดบัญชีทวีทรัพย์เลขที่ ${account.number} ก่อนครบกำหนด?`}
        earlyClose={account.earlyClose}
        busy={close.isPending}
        error={close.error?.message ?? null}
        onClose={() => {
          setAsking(false)
          close.reset()
        }}
        onConfirm={() =>
          close.mutate(account.id, {
            onSuccess: (result) => {
              setAsking(false)
              onClosed(result)
            },
          })
        }
      />
    </div>
  )
}

/** Thaweesup explained; the form to open one, or the open one with its schedule and early close. */
export function ThaweesupTab({ bank }: { bank: BankAccounts }) {
  const [closed, setClosed] = useState<CloseResult | null>(null)
  const open = bank.thaweesup?.status === 'open' ? bank.thaweesup : null
  return (
    <div className="space-y-6">
      <div className="space-y-2 leading-relaxed">
        <h3 className="text-lg">ทวีทรัพย์คืออะไร</h3>
        <p>
          เงินฝากแบบผ่อนทีละเดือน 24 เดือน ฝากเท่ากันทุกเดือน เหมาะกับการฝึกออมเป็นนิสัย ได้ดอกเบี้ยฝึกหัด{' '}
          {formatPercent(bank.rates.thaweesup)} ต่อปี สูงกว่าออมทรัพย์
        </p>
        <p>
          ปกติดอกเบี้ยเงินฝากต้องถูกหักภาษี 15% แต่รัฐยกเว้นภาษีให้บัญชีแบบนี้เพื่อชวนคนออมเงิน มีเงื่อนไขคือ ต้องฝากเท่ากันทุกเดือนจนครบ
          24 เดือน ยอดรวมไม่เกิน ฿600,000 และขาดส่งได้ไม่เกิน 2 งวด ถ้าปิดก่อนครบกำหนดจะได้ดอกเบี้ยอัตราออมทรัพย์และถูกหักภาษี
          15% เปิดได้ครั้งละ 1 บัญชี
        </p>
      </div>
      {closed && (
        <Alert tone="success">
          ปิดบัญชีทวีทรัพย์แล้ว ได้รับ {formatBaht(closed.payout)} เข้าบัญชีออมทรัพย์ (ดอกเบี้ย {formatBaht(closed.interest)}{' '}
          หักภาษี {formatBaht(closed.tax)}) ยอดออมทรัพย์ตอนนี้ {formatBaht(closed.savingsBalance)}
        </Alert>
      )}
      {open ? (
        <OpenThaweesup account={open} onClosed={setClosed} />
      ) : (
        <div className="rounded-card bg-white p-4 ring-1 ring-brand-100 sm:p-5">
          <OpenThaweesupForm
            rates={bank.rates}
            savingsBalance={bank.savings.balance}
            today={bankDay(bank.asOf)}
          />
        </div>
      )}
    </div>
  )
}
