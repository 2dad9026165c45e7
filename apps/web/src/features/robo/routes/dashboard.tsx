import { useParams } from 'react-router'
import { formatDate } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { ButtonLink } from '../../../ui/button'
import { AccountDetailState } from '../components/account-detail-state'
import { AccountFigures } from '../components/account-figures'
import { AccountHeader } from '../components/account-header'
import { AccountPicker } from '../components/account-picker'
import { HolderCard } from '../components/holder-card'
import { HoldingsAgainstPlan } from '../components/holdings-against-plan'
import { RoboPage, RoboSection } from '../components/robo-page'
import { TransactionList, isTransactionFilter, type TransactionFilter } from '../components/transaction-list'
import { type AddressChanges, useAddressParams } from '../../../lib/use-address-params'

/** What can be done with the account, each its own page. */
function AccountActions({ id }: { id: string }) {
  const links = [
    { to: paths.roboBuy(id), label: 'ลงทุนเพิ่ม' },
    { to: paths.roboSell(id), label: 'ขาย' },
    { to: paths.roboAdjustPlan(id), label: 'ปรับสัดส่วน/เป้าหมาย' },
    { to: paths.roboDca(id), label: 'ตั้งค่า DCA' },
    { to: paths.roboDcaDetail(id), label: 'ตาราง DCA' },
    { to: paths.roboGraph(id), label: 'กราฟเทียบเป้าหมาย' },
  ]
  return (
    <nav aria-label="ทำรายการกับบัญชีนี้">
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {links.map((link, index) => (
          <li key={link.to}>
            <ButtonLink
              to={link.to}
              variant={index === 0 ? 'primary' : 'secondary'}
              className="w-full text-center whitespace-normal!"
            >
              {link.label}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * SPEC 2 /robo/dashboard/{id?}: one practice fund account — its value, return and goal, its holdings against
 * the plan, what can be done with it, and its transactions by type (`?type=&page=`). SPEC 8: a failed read
 * stays on the page with its Thai message and a retry.
 */
export default function DashboardPage() {
  const { id } = useParams()
  const [params, change] = useAddressParams()
  const requested = params.get('type')
  const type: TransactionFilter = isTransactionFilter(requested) ? requested : 'all'
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)

  function show(next: { type?: TransactionFilter; page?: number }) {
    const changes: AddressChanges =
      next.type === undefined ? {} : { type: next.type === 'all' ? null : next.type, page: null }
    if (next.page !== undefined) changes.page = next.page
    change(changes, { preventScrollReset: true })
  }

  return (
    <RoboPage title="บัญชีกองทุนฝึกหัดของฉัน" wide>
      {!id ? (
        <AccountPicker label="เลือกบัญชีที่จะดู" to={paths.roboDashboard} />
      ) : (
        <AccountDetailState params={{ accountId: id, type, page }}>
          {(detail, busy) => {
            const account = detail.mutualFundAccountDetail
            return (
              <>
                <AccountHeader account={account} />
                <AccountActions id={account.id} />
                <div className="grid gap-6 lg:grid-cols-2">
                  <AccountFigures account={account} />
                  <RoboSection id="holdings-title" title={`สัดส่วนเทียบกับ${detail.mutualFundPlanDetail.name}`}>
                    <HoldingsAgainstPlan account={account} />
                  </RoboSection>
                </div>
                {account.dca && (
                  <p className="text-sm">
                    ลงทุนสม่ำเสมอวันที่ {account.dca.day} ของทุกเดือน ครั้งถัดไป {formatDate(account.dca.nextOn)}
                  </p>
                )}
                <RoboSection id="transactions-title" title="รายการธุรกรรม">
                  <TransactionList
                    logs={detail.transactionLogs}
                    filter={type}
                    onFilter={(next) => show({ type: next })}
                    onPage={(next) => show({ page: next })}
                    busy={busy}
                  />
                </RoboSection>
                <HolderCard account={account} />
              </>
            )
          }}
        </AccountDetailState>
      )}
    </RoboPage>
  )
}
