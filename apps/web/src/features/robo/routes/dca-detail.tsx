import type { Notification } from '@klass/contract/robo'
import { notificationStatusLabels } from '@klass/contract/robo-constants'
import { useParams } from 'react-router'
import { formatBaht, formatDate } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { usePageParam } from '../../../lib/use-page-param'
import { ButtonLink } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { cn } from '../../../ui/cn'
import { Pagination } from '../../../ui/pagination'
import { QueryState } from '../../../ui/query-states'
import { Skeleton } from '../../../ui/skeleton'
import { EmptyState } from '../../../ui/states'
import { useRoboAccounts } from '../api/get-mutual-fund'
import { useNotifications } from '../api/get-notifications'
import { RoboPage, RoboSection } from '../components/robo-page'

const statusStyle: Record<Notification['status'], string> = {
  due: 'bg-sun-100 text-ink ring-sun-400',
  coming: 'bg-brand-50 text-brand-800 ring-brand-200',
  done: 'bg-mint-100 text-mint-700 ring-mint-500/30',
  missed: 'bg-coral-100 text-coral-700 ring-coral-500/30',
}

/** The account's DCA settings as they stand, with the way to change them. */
function DcaSettingsSummary({ accountId }: { accountId: string }) {
  const accounts = useRoboAccounts()
  const account = accounts.data?.accounts.find((item) => item.id === accountId)
  if (!account) return null
  return (
    <Card>
      <h2 className="text-lg">การตั้งค่าของ{account.goalName}</h2>
      <p className="mt-1">
        {account.dca
          ? `ลงทุนวันที่ ${account.dca.day} ของทุกเดือน เดือนละ ${formatBaht(account.dca.amount)} · การแจ้งเตือน${account.dca.remind ? 'เปิด' : 'ปิด'} · ครั้งถัดไป ${formatDate(account.dca.nextOn)}`
          : 'ยังไม่ได้ตั้งการลงทุนสม่ำเสมอ'}
      </p>
      <ButtonLink to={paths.roboDca(accountId)} variant="secondary" className="mt-3">
        แก้ไขการตั้งค่า DCA
      </ButtonLink>
    </Card>
  )
}

/**
 * SPEC 2 /robo/dca-detail/{id?}: the DCA schedule — due today, coming, done and missed (practice savings too
 * short that day) — of one account, or of every account without one in the address.
 */
export default function DcaDetailPage() {
  const { id } = useParams()
  const [page, setPage] = usePageParam()
  const query = useNotifications(id, page)
  return (
    <RoboPage title="ตารางการลงทุนสม่ำเสมอ (DCA)">
      {id && <DcaSettingsSummary accountId={id} />}
      <RoboSection id="dca-schedule" title="กำหนดการและผลการลงทุน">
        <QueryState
          query={query}
          loading={
            <div role="status" aria-label="กำลังโหลดตาราง DCA" className="space-y-2">
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-16 w-full" />
            </div>
          }
          empty={
            <EmptyState title="ยังไม่มีกำหนดการ DCA" icon="📅">
              <p>ตั้งวันและจำนวนเงินที่จะลงทุนทุกเดือน แล้วกำหนดการจะแสดงที่นี่</p>
              <ButtonLink to={paths.roboDca(id)} className="mt-3">
                ตั้งค่า DCA
              </ButtonLink>
            </EmptyState>
          }
        >
          {(schedule) => (
            <div aria-busy={query.isPlaceholderData || undefined}>
              <ul aria-label="ตาราง DCA" className="space-y-2">
                {schedule.items.map((item) => (
                  <li key={item.id} className="rounded-2xl bg-white p-3 ring-1 ring-brand-100">
                    <p className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-semibold">{formatDate(item.dueOn)}</span>
                      <span
                        className={cn(
                          'rounded-full px-3 py-0.5 text-xs font-semibold ring-1',
                          statusStyle[item.status],
                        )}
                      >
                        {notificationStatusLabels[item.status]}
                      </span>
                    </p>
                    <p className="mt-1 text-sm break-words">
                      {item.goalName} · บัญชี {item.accountNumber} · {formatBaht(item.amount)}
                    </p>
                    <p className="text-sm text-ink-soft break-words">{item.message}</p>
                  </li>
                ))}
              </ul>
              <Pagination
                page={schedule.page}
                pages={schedule.pages}
                onChange={setPage}
                label="เลือกหน้าตาราง DCA"
              />
            </div>
          )}
        </QueryState>
      </RoboSection>
    </RoboPage>
  )
}
