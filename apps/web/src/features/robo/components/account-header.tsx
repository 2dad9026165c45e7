import type { AccountDetail } from '@klass/contract/robo'
import { goalKindLabels } from '@klass/contract/robo-constants'
import { formatDate } from '../../../lib/format'
import { Card } from '../../../ui/card'
import { Baht } from '../../../ui/figures'
import { TrackBadge } from './track-badge'

/** Which account a page is about: its goal, number and plan, and its value today. */
export function AccountHeader({ account }: { account: AccountDetail }) {
  return (
    <Card className="flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-0">
        <p className="font-semibold break-words">{account.goalName}</p>
        <p className="text-sm text-ink-soft">
          {goalKindLabels[account.goalKind]} · บัญชีกองทุนฝึกหัด {account.number} · {account.planName}
        </p>
        <p className="text-sm text-ink-soft">ถึงเป้าหมาย {formatDate(account.targetDate)}</p>
      </div>
      <div className="ms-auto text-end">
        <p className="text-sm text-ink-soft">มูลค่าวันนี้</p>
        <Baht value={account.value} className="text-xl font-semibold text-brand-800" />
        <div className="mt-1">
          <TrackBadge onTrack={account.onTrack} />
        </div>
      </div>
    </Card>
  )
}
