import type { AccountSummary } from '@klass/contract/robo'
import { goalKindLabels } from '@klass/contract/robo-constants'
import { paths } from '../../../lib/paths'
import { ButtonLink } from '../../../ui/button'
import { Baht } from '../../../ui/figures'
import { AppLink } from '../../../ui/link'
import { QueryState } from '../../../ui/query-states'
import { Skeleton } from '../../../ui/skeleton'
import { EmptyState } from '../../../ui/states'
import { useRoboAccounts } from '../api/get-mutual-fund'
import { TrackBadge } from './track-badge'

/** One account as a row to choose: its goal, number, plan and value today. */
function AccountChoice({ account, to }: { account: AccountSummary; to: string }) {
  return (
    <li>
      <AppLink
        to={to}
        className="flex min-h-11 flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-2xl bg-white p-4 ring-1 ring-brand-100 hover:ring-brand-300"
      >
        <span className="min-w-0">
          <span className="block font-semibold break-words text-ink">{account.goalName}</span>
          <span className="block text-sm text-ink-soft">
            {goalKindLabels[account.goalKind]} · บัญชี {account.number} · {account.planName}
          </span>
        </span>
        <span className="flex flex-wrap items-center gap-2">
          <Baht value={account.value} className="font-semibold" />
          <TrackBadge onTrack={account.onTrack} />
        </span>
      </AppLink>
    </li>
  )
}

/**
 * The member's open practice fund accounts to choose from, for a page opened without one in its address;
 * with none, the way to open the first.
 */
export function AccountPicker({ label, to }: { label: string; to: (id: string) => string }) {
  const query = useRoboAccounts()
  return (
    <QueryState
      query={query}
      loading={
        <div role="status" aria-label="กำลังโหลดบัญชีกองทุนฝึกหัด" className="space-y-2">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      }
      empty={
        <EmptyState title="ยังไม่มีบัญชีกองทุนฝึกหัด" icon="🤖">
          <p>เริ่มจากทำแบบประเมินความเสี่ยงและตั้งเป้าหมาย แล้วเปิดบัญชีกองทุนฝึกหัดบัญชีแรก</p>
          <ButtonLink to={paths.robo} className="mt-3">
            เริ่มต้นใช้ robo advisor
          </ButtonLink>
        </EmptyState>
      }
      isEmpty={(data) => data.accounts.every((account) => account.status !== 'open')}
    >
      {(data) => (
        <nav aria-label={label}>
          <ul className="space-y-2">
            {data.accounts
              .filter((account) => account.status === 'open')
              .map((account) => (
                <AccountChoice key={account.id} account={account} to={to(account.id)} />
              ))}
          </ul>
        </nav>
      )}
    </QueryState>
  )
}
