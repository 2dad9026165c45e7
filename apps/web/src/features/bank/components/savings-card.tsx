import type { SavingsAccount } from '@klass/contract/bank'
import { formatDate, formatPercent } from '../../../lib/format'
import { Card } from '../../../ui/card'
import { Baht, FigureList } from '../../../ui/figures'

/** The practice savings account: balance, rate, interest waiting for its credit date, tax-free room left. */
export function SavingsCard({ savings }: { savings: SavingsAccount }) {
  return (
    <Card aria-labelledby={`savings-${savings.id}`} role="region">
      <h3 id={`savings-${savings.id}`} className="text-lg">
        บัญชีออมทรัพย์ฝึกหัด
      </h3>
      <p className="text-sm text-ink-soft">
        เลขที่ <span className="whitespace-nowrap">{savings.number}</span>
      </p>
      <p className="mt-2 text-2xl font-semibold text-brand-800">
        <Baht value={savings.balance} />
      </p>
      <FigureList
        className="mt-3"
        rows={[
          { label: 'อัตราดอกเบี้ยฝึกหัด', value: `${formatPercent(savings.rate)} ต่อปี` },
          {
            label: `ดอกเบี้ยสะสม (จ่ายเข้าบัญชี ${formatDate(savings.nextCreditDate)})`,
            value: <Baht value={savings.accruedInterest} />,
          },
          { label: 'ดอกเบี้ยที่ได้รับแล้วปีนี้', value: <Baht value={savings.interestThisYear} /> },
          { label: 'ดอกเบี้ยที่ยังไม่ต้องเสียภาษีปีนี้', value: <Baht value={savings.taxFreeLeft} /> },
        ]}
      />
    </Card>
  )
}
