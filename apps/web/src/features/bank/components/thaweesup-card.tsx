import type { ReactNode } from 'react'
import type { ThaweesupAccount } from '@klass/contract/bank'
import { formatDate, formatPercent } from '../../../lib/format'
import { Card } from '../../../ui/card'
import { accountStatusLabels } from './account-status'
import { Baht, FigureList } from '../../../ui/figures'
import { MissedWarning } from './missed-warning'

/** The Thaweesup: instalment, paid and missed counts, balance and what it will pay at maturity. */
export function ThaweesupCard({ account, children }: { account: ThaweesupAccount; children?: ReactNode }) {
  const titleId = `thaweesup-${account.id}`
  return (
    <Card role="region" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="text-lg">
          ทวีทรัพย์ 24 เดือน เลขที่ <span className="whitespace-nowrap">{account.number}</span>
        </h3>
        <span className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
          {accountStatusLabels[account.status]}
        </span>
      </div>
      <p className="mt-2 text-2xl font-semibold text-brand-800">
        <Baht value={account.balance} />
      </p>
      <FigureList
        className="mt-3"
        rows={[
          { label: 'ฝากต่อเดือน', value: <Baht value={account.instalment} /> },
          { label: 'ชำระแล้ว', value: `${account.paid} งวด` },
          { label: 'ขาดส่ง', value: `${account.missed} งวด` },
          { label: 'อัตราดอกเบี้ยฝึกหัดตอนนี้', value: `${formatPercent(account.rate)} ต่อปี` },
          { label: 'วันครบกำหนด', value: formatDate(account.maturesOn) },
          { label: 'ดอกเบี้ยสะสมถึงวันนี้', value: <Baht value={account.accruedInterest} /> },
          {
            label: 'รับเมื่อครบกำหนด (ถ้าฝากครบ)',
            value: <Baht value={account.maturity.payout} />,
            strong: true,
          },
        ]}
      />
      {account.status === 'open' && <MissedWarning account={account} />}
      {children}
    </Card>
  )
}
