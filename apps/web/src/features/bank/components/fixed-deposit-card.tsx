import type { ReactNode } from 'react'
import type { FixedDeposit } from '@klass/contract/bank'
import { maturityInstructionLabels } from '@klass/contract/bank-constants'
import { formatDate, formatPercent } from '../../../lib/format'
import { Card } from '../../../ui/card'
import { accountStatusLabels } from './account-status'
import { Baht, FigureList } from '../../../ui/figures'

/** One fixed deposit: principal, term and rate, dates, what happens at maturity and what it will pay. */
export function FixedDepositCard({ deposit, children }: { deposit: FixedDeposit; children?: ReactNode }) {
  const titleId = `fixed-${deposit.id}`
  return (
    <Card role="region" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="text-lg">
          ฝากประจำ {deposit.term} เดือน เลขที่ <span className="whitespace-nowrap">{deposit.number}</span>
        </h3>
        <span className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
          {accountStatusLabels[deposit.status]}
        </span>
      </div>
      <p className="mt-2 text-2xl font-semibold text-brand-800">
        <Baht value={deposit.principal} />
      </p>
      <FigureList
        className="mt-3"
        rows={[
          {
            label: `อัตราดอกเบี้ยฝึกหัด (ตารางวันที่ ${formatDate(deposit.rateTableDate)})`,
            value: `${formatPercent(deposit.rate)} ต่อปี`,
          },
          { label: 'วันที่ฝาก', value: formatDate(deposit.openedOn) },
          { label: 'วันครบกำหนด', value: formatDate(deposit.maturesOn) },
          { label: 'ดอกเบี้ยสะสมถึงวันนี้', value: <Baht value={deposit.accruedInterest} /> },
          { label: 'ดอกเบี้ยเมื่อครบกำหนด', value: <Baht value={deposit.maturity.interest} /> },
          { label: 'หักภาษี 15%', value: <Baht value={deposit.maturity.tax} /> },
          { label: 'รับเมื่อครบกำหนด', value: <Baht value={deposit.maturity.payout} />, strong: true },
        ]}
      />
      <p className="mt-2 text-sm text-ink-soft">
        เมื่อครบกำหนด: {maturityInstructionLabels[deposit.atMaturity]}
      </p>
      {deposit.renewals > 0 && <p className="text-sm text-ink-soft">ฝากต่ออัตโนมัติแล้ว {deposit.renewals} ครั้ง</p>}
      {children}
    </Card>
  )
}
