import { useEffect, useRef, useState } from 'react'
import type { BankAccounts, CloseResult, FixedDeposit } from '@klass/contract/bank'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { useCloseFixed } from '../api/close-fixed'
import { bankDay } from '../calculators'
import { EarlyCloseDialog } from './early-close-dialog'
import { FixedDepositCard } from './fixed-deposit-card'
import { OpenFixedForm } from './open-fixed-form'
import { formatBaht, formatPercent } from '../../../lib/format'

function CloseFixedAction({
  deposit,
  onClosed,
}: {
  deposit: FixedDeposit
  onClosed: (result: CloseResult) => void
}) {
  const close = useCloseFixed()
  const [asking, setAsking] = useState(false)
  return (
    <>
      <Button variant="secondary" className="mt-3" onClick={() => setAsking(true)}>
        ปิดบัญชีก่อนกำหนด
      </Button>
      <EarlyCloseDialog
        open={asking}
        title={`ปิดบัญชีฝากประจำเลขที่ ${deposit.number} ก่อนครบกำหนด?`}
        earlyClose={deposit.earlyClose}
        busy={close.isPending}
        error={close.error?.message ?? null}
        onClose={() => {
          setAsking(false)
          close.reset()
        }}
        onConfirm={() =>
          close.mutate(deposit.id, {
            onSuccess: (result) => {
              setAsking(false)
              onClosed(result)
            },
          })
        }
      />
    </>
  )
}

/** Fixed deposits explained, the form to open one, and the member's open deposits with early close. */
export function FixedDepositTab({ bank }: { bank: BankAccounts }) {
  const [openedId, setOpenedId] = useState<string | null>(null)
  const [closed, setClosed] = useState<CloseResult | null>(null)
  const opened = useRef<HTMLDivElement>(null)
  const openDeposits = bank.fixed.filter((deposit) => deposit.status === 'open')
  const longest = bank.rates.fixed.at(-1)

  useEffect(() => {
    if (openedId) opened.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' })
  }, [openedId, bank.fixed])

  return (
    <div className="space-y-6">
      <div className="space-y-2 leading-relaxed">
        <h3 className="text-lg">เงินฝากประจำคืออะไร</h3>
        <p>
          ฝากเงินก้อนหนึ่งไว้ตามเวลาที่ตกลง (3, 6, 12, 24 หรือ 36 เดือน) โดยสัญญาว่าจะไม่ถอน
          ธนาคารจึงเอาเงินไปปล่อยกู้ได้นานขึ้นและให้ดอกเบี้ยสูงกว่าออมทรัพย์ (ออมทรัพย์ {formatPercent(bank.rates.savings)}
          {longest ? ` · ฝากประจำ ${longest.term} เดือน ${formatPercent(longest.rate)}` : ''} ต่อปี)
        </p>
        <p>
          ดอกเบี้ยเงินฝากประจำถูกหักภาษี ณ ที่จ่าย 15% เสมอ ถ้าถอนก่อนครบ 3 เดือนจะไม่ได้ดอกเบี้ยเลย
          ถ้าถอนหลังจากนั้นจะได้แค่อัตราออมทรัพย์ตามจำนวนวันที่ฝาก
        </p>
      </div>

      {closed && (
        <Alert tone="success">
          ปิดบัญชีแล้ว ได้รับ {formatBaht(closed.payout)} เข้าบัญชีออมทรัพย์ (ดอกเบี้ย {formatBaht(closed.interest)} หักภาษี{' '}
          {formatBaht(closed.tax)}) ยอดออมทรัพย์ตอนนี้ {formatBaht(closed.savingsBalance)}
        </Alert>
      )}

      <div className="rounded-card bg-white p-4 ring-1 ring-brand-100 sm:p-5">
        <OpenFixedForm
          rates={bank.rates}
          savingsBalance={bank.savings.balance}
          today={bankDay(bank.asOf)}
          onOpened={(deposit) => {
            setClosed(null)
            setOpenedId(deposit.id)
          }}
        />
      </div>

      <section aria-labelledby="open-fixed-list" className="space-y-3">
        <h3 id="open-fixed-list" className="text-lg">
          บัญชีฝากประจำที่เปิดอยู่
        </h3>
        {openedId && <Alert tone="success">เปิดบัญชีเงินฝากประจำฝึกหัดแล้ว</Alert>}
        {openDeposits.length === 0 && <p className="text-ink-soft">ยังไม่มีบัญชีฝากประจำ</p>}
        {openDeposits.map((deposit) => (
          <div key={deposit.id} ref={deposit.id === openedId ? opened : undefined}>
            <FixedDepositCard deposit={deposit}>
              <CloseFixedAction
                deposit={deposit}
                onClosed={(result) => {
                  setOpenedId(null)
                  setClosed(result)
                }}
              />
            </FixedDepositCard>
          </div>
        ))}
      </section>
    </div>
  )
}
