import type { ReactNode } from 'react'
import { formatDateTimeBar } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { usePageParam } from '../../../lib/use-page-param'
import { ButtonLink } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { QueryState } from '../../../ui/query-states'
import { Skeleton } from '../../../ui/skeleton'
import { useBankAccounts } from '../api/get-accounts'
import { AllocationChart } from '../components/allocation-chart'
import { Baht } from '../../../ui/figures'
import { FixedDepositCard } from '../components/fixed-deposit-card'
import { HoldingsList } from '../components/holdings-list'
import { PendingOrders } from '../components/pending-orders'
import { PracticeNotice } from '../../../ui/practice-notice'
import { RateTable } from '../components/rate-table'
import { SavingsCard } from '../components/savings-card'
import { Statement } from '../components/statement'
import { ThaweesupCard } from '../components/thaweesup-card'
import { PageTitle } from '../../../ui/page-title'

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}

/** SPEC 2 /bank: the member's practice bank — net worth, where it sits, each account and the statement. */
export default function BankPage() {
  const [page, setPage] = usePageParam()
  const query = useBankAccounts(page)

  return (
    <div className="mx-auto max-w-5xl px-3 py-8 sm:px-4">
      <PageTitle>ธนาคารฝึกหัด — Klass</PageTitle>
      <h1 className="text-3xl">ธนาคารฝึกหัด</h1>
      <PracticeNotice className="mt-4" />
      <QueryState
        query={query}
        loading={
          <div role="status" aria-label="กำลังโหลดบัญชีฝึกหัด" className="mt-6 space-y-4">
            <Skeleton className="h-32 w-full" />
            <Skeleton className="h-48 w-full" />
          </div>
        }
      >
        {(bank) => (
          <>
            <Card className="mt-6">
              <h2 className="text-lg">มูลค่าเงินฝึกหัดทั้งหมด</h2>
              <p className="mt-1 text-3xl font-semibold text-brand-800">
                <Baht value={bank.netWorth} />
              </p>
              <p className="text-sm text-ink-soft">
                คิดมูลค่าถึง {formatDateTimeBar(bank.asOf)} น. รวมดอกเบี้ยที่สะสมแล้วแต่ยังไม่ได้จ่ายเข้าบัญชี และกองทุนตามราคา
                NAV ล่าสุด
              </p>
              <div className="mt-4">
                <AllocationChart allocation={bank.allocation} />
              </div>
              {/* The labels may wrap: in a narrow phone's width, whichever Thai font has loaded. */}
              <div className="mt-4 flex flex-wrap gap-2">
                <ButtonLink to={paths.bankSaving} className="text-center whitespace-normal!">
                  ออมทรัพย์ ฝากประจำ ทวีทรัพย์
                </ButtonLink>
                <ButtonLink
                  to={paths.bankFund()}
                  variant="secondary"
                  className="text-center whitespace-normal!"
                >
                  กองทุนรวมฝึกหัด
                </ButtonLink>
              </div>
            </Card>

            <Section id="bank-accounts" title="บัญชีของฉัน">
              <div className="grid gap-4 md:grid-cols-2">
                <SavingsCard savings={bank.savings} />
                {bank.fixed.map((deposit) => (
                  <FixedDepositCard key={deposit.id} deposit={deposit} />
                ))}
                {bank.thaweesup && <ThaweesupCard account={bank.thaweesup} />}
              </div>
            </Section>

            <Section id="bank-funds" title="กองทุนรวมฝึกหัด">
              <HoldingsList holdings={bank.funds} />
            </Section>

            <Section id="bank-orders" title="คำสั่งซื้อขายที่รอประกาศ NAV">
              <PendingOrders orders={bank.orders} />
            </Section>

            <Section id="bank-rates" title="อัตราดอกเบี้ยฝึกหัด">
              <Card>
                <RateTable rates={bank.rates} />
              </Card>
            </Section>

            <Section id="bank-statement" title="รายการเดินบัญชี">
              <Statement statement={bank.statement} onPage={setPage} busy={query.isPlaceholderData} />
            </Section>
          </>
        )}
      </QueryState>
    </div>
  )
}
