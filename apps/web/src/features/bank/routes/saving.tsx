import { paths } from '../../../lib/paths'
import { AppLink } from '../../../ui/link'
import { QueryState } from '../../../ui/query-states'
import { Skeleton } from '../../../ui/skeleton'
import { Tabs } from '../../../ui/tabs'
import { useBankAccounts } from '../api/get-accounts'
import { FixedDepositTab } from '../components/fixed-deposit-tab'
import { PracticeNotice } from '../../../ui/practice-notice'
import { SavingsTab } from '../components/savings-tab'
import { ThaweesupTab } from '../components/thaweesup-tab'
import { useAddressParams } from '../../../lib/use-address-params'
import { PageTitle } from '../../../ui/page-title'

const products = ['savings', 'fixed', 'thaweesup'] as const
type Product = (typeof products)[number]
const productLabels: Record<Product, string> = {
  savings: 'ออมทรัพย์',
  fixed: 'ฝากประจำ',
  thaweesup: 'ทวีทรัพย์',
}
const isProduct = (value: string | null): value is Product => products.includes(value as Product)

/** SPEC 2 /bank/saving: savings, fixed deposits and Thaweesup — open with a calculator, close with a warning. */
export default function SavingPage() {
  const [params, change] = useAddressParams()
  const tabParam = params.get('tab')
  const tab: Product = isProduct(tabParam) ? tabParam : 'savings'
  const query = useBankAccounts()

  return (
    <div className="mx-auto max-w-3xl px-3 py-8 sm:px-4">
      <PageTitle>ออมทรัพย์ ฝากประจำ ทวีทรัพย์ — ธนาคารฝึกหัด Klass</PageTitle>
      <nav aria-label="เส้นทาง" className="mb-4 text-sm">
        <AppLink
          to={paths.bank}
          className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-2"
        >
          ธนาคารฝึกหัด
        </AppLink>{' '}
        / <span aria-current="page">ออมทรัพย์ ฝากประจำ ทวีทรัพย์</span>
      </nav>
      <h1 className="text-3xl">ออมเงินกับธนาคารฝึกหัด</h1>
      <PracticeNotice className="mt-4" />
      <QueryState
        query={query}
        loading={
          <div role="status" aria-label="กำลังโหลดบัญชีฝึกหัด" className="mt-6 space-y-4">
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-64 w-full" />
          </div>
        }
      >
        {(bank) => (
          <Tabs
            className="mt-6"
            label="ผลิตภัณฑ์เงินฝากฝึกหัด"
            value={tab}
            onChange={(id) => change({ tab: id }, { replace: true, preventScrollReset: true })}
            items={products.map((id) => ({
              id,
              label: productLabels[id],
              content: () =>
                id === 'savings' ? (
                  <SavingsTab bank={bank} />
                ) : id === 'fixed' ? (
                  <FixedDepositTab bank={bank} />
                ) : (
                  <ThaweesupTab bank={bank} />
                ),
            }))}
          />
        )}
      </QueryState>
    </div>
  )
}
