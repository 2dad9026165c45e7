import type { AccountSummary } from '@klass/contract/robo'
import { goalKindLabels } from '@klass/contract/robo-constants'
import { formatBaht, formatDate, formatPercent } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { ButtonLink } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { Baht, FigureList } from '../../../ui/figures'
import { TrackBadge } from './track-badge'

/** One practice fund account on /robo: value, money in, profit, whether the goal is on track, and its DCA. */
export function AccountCard({ account }: { account: AccountSummary }) {
  const titleId = `account-${account.id}`
  return (
    <Card>
      <article aria-labelledby={titleId}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={titleId} className="text-lg break-words">
              {account.goalName}
            </h3>
            <p className="text-sm text-ink-soft">
              {goalKindLabels[account.goalKind]} · {account.number} · {account.planName}
            </p>
          </div>
          <TrackBadge onTrack={account.onTrack} />
        </div>
        <FigureList
          className="mt-3"
          rows={[
            { label: 'มูลค่าวันนี้', value: <Baht value={account.value} />, strong: true },
            { label: 'เงินที่ลงทุน', value: <Baht value={account.invested} /> },
            {
              label: 'กำไร/ขาดทุน',
              value: (
                <>
                  <Baht value={account.profit} signed /> (
                  {formatPercent(account.profitPercent, { signed: true })})
                </>
              ),
            },
            { label: `เป้าหมาย (${formatDate(account.targetDate)})`, value: <Baht value={account.target} /> },
            {
              label: 'ลงทุนสม่ำเสมอ (DCA)',
              value: account.dca ? `วันที่ ${account.dca.day} · ${formatBaht(account.dca.amount)}` : 'ยังไม่ได้ตั้ง',
            },
          ]}
        />
        {account.status === 'open' ? (
          <ButtonLink
            to={paths.roboDashboard(account.id)}
            variant="secondary"
            className="mt-4 w-full sm:w-auto"
          >
            ดูบัญชีนี้
          </ButtonLink>
        ) : (
          <p className="mt-3 text-sm text-ink-soft">บัญชีนี้ปิดแล้ว</p>
        )}
      </article>
    </Card>
  )
}
