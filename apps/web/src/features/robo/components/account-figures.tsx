import type { AccountDetail } from '@klass/contract/robo'
import { formatBaht, formatPercent } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { Alert } from '../../../ui/alert'
import { ButtonLink } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { Baht, FigureList } from '../../../ui/figures'
import { satangOf } from '../calculators'
import { TrackBadge } from './track-badge'

/**
 * The account in figures: value, money in, profit, the time-weighted return, and whether the goal is on track —
 * with, when it is not, the monthly amount that puts it back.
 */
export function AccountFigures({ account }: { account: AccountDetail }) {
  const profitClass = account.profit.startsWith('-') ? 'text-coral-700' : 'text-mint-700'
  const monthly = account.dca?.amount ?? null
  return (
    <Card>
      <section aria-labelledby="account-figures-title">
        <h2 id="account-figures-title" className="text-lg">
          มูลค่าบัญชี
        </h2>
        <p className="mt-1 text-3xl font-semibold text-brand-800">
          <Baht value={account.value} />
        </p>
        <FigureList
          className="mt-3"
          rows={[
            { label: 'เงินที่ลงทุน (ลงทุนเข้า หักที่ขายออก)', value: <Baht value={account.invested} /> },
            {
              label: 'กำไร/ขาดทุน',
              value: (
                <span className={profitClass}>
                  <Baht value={account.profit} signed /> (
                  {formatPercent(account.profitPercent, { signed: true })})
                </span>
              ),
            },
            {
              label: 'ผลตอบแทนแบบถ่วงน้ำหนักเวลา (ไม่นับเงินที่เติมหรือถอน)',
              value:
                account.timeWeightedReturn === null
                  ? 'ยังไม่มีข้อมูล'
                  : `${formatPercent(account.timeWeightedReturn, { signed: true })}${
                      account.timeWeightedReturnYearly === null
                        ? ''
                        : ` (ต่อปี ${formatPercent(account.timeWeightedReturnYearly, { signed: true })})`
                    }`,
            },
            ...(satangOf(account.pending) > 0
              ? [{ label: 'เงินที่รอซื้อหน่วยลงทุน (รอประกาศ NAV)', value: <Baht value={account.pending} /> }]
              : []),
            { label: 'เป้าหมาย', value: <Baht value={account.target} /> },
          ]}
        />
        <div className="mt-4 space-y-2">
          <TrackBadge onTrack={account.onTrack} />
          {account.onTrack === true && <p className="text-sm">ถ้าลงทุนต่อตามแผน มูลค่าที่คาดว่าจะได้ถึงเป้าหมาย</p>}
          {account.onTrack === false && (
            <Alert tone="info">
              ตอนนี้ต่ำกว่าแผน ถ้าลงทุนเดือนละ <strong>{formatBaht(account.requiredMonthly)}</strong>{' '}
              จะกลับมาถึงเป้าหมาย
              {monthly && ` (ตอนนี้ลงทุนเดือนละ ${formatBaht(monthly)})`}
              <ButtonLink
                to={paths.roboDca(account.id)}
                variant="secondary"
                className="mt-2 flex w-full sm:w-auto"
              >
                ปรับเงินลงทุนรายเดือน
              </ButtonLink>
            </Alert>
          )}
          {account.onTrack === null && (
            <p className="text-sm">เริ่มลงทุนครั้งแรก แล้ว robo จะบอกว่าไปถึงเป้าหมายหรือไม่</p>
          )}
        </div>
      </section>
    </Card>
  )
}
