import { useSearchParams } from 'react-router'
import { formatBaht, formatDate, formatPercent } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { ButtonLink } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { AccountDetailState } from '../components/account-detail-state'
import { AccountHeader } from '../components/account-header'
import { AccountPicker } from '../components/account-picker'
import { GoalChart } from '../components/goal-chart'
import { RoboPage } from '../components/robo-page'

/**
 * SPEC 2 /robo/dashboard/calculate-graph (`?id=`): the account's actual value at each month's end against the
 * goal's projected fan from today to the target date, in one chart with a text summary.
 */
export default function CalculateGraphPage() {
  const id = useSearchParams()[0].get('id')
  return (
    <RoboPage title="กราฟมูลค่าจริงเทียบกับเป้าหมาย" wide>
      {!id ? (
        <AccountPicker label="เลือกบัญชีที่จะดูกราฟ" to={paths.roboGraph} />
      ) : (
        <AccountDetailState params={{ accountId: id }}>
          {(detail) => {
            const account = detail.mutualFundAccountDetail
            const today = account.history.at(-1)?.date ?? account.openedAt
            return (
              <>
                <AccountHeader account={account} />
                <GoalChart
                  title="เส้นสีเขียวคือมูลค่าจริงจนถึงวันนี้ ต่อจากนั้นคือช่วงที่มูลค่าอาจเป็นไปได้จนถึงวันครบเป้าหมาย"
                  projection={account.projection}
                  startOn={today.slice(0, 10)}
                  history={account.history}
                />
                <Card>
                  <h2 className="text-lg">สรุป</h2>
                  <p className="mt-2">
                    ตั้งแต่เปิดบัญชีเมื่อ {formatDate(account.openedAt)} ลงทุนไป {formatBaht(account.invested)}{' '}
                    ตอนนี้มีมูลค่า {formatBaht(account.value)} (
                    {formatPercent(account.profitPercent, { signed: true })})
                  </p>
                  <p className="mt-1">
                    ถ้าลงทุนต่อเดือนละ {formatBaht(account.projection.monthly)} จนถึง{' '}
                    {formatDate(account.targetDate)} โอกาสถึงเป้าหมาย {formatBaht(account.target)} คือ{' '}
                    {formatPercent(account.projection.probability)}
                    {account.onTrack === false &&
                      ` ถ้าอยากให้ถึงเป้าหมายตามผลตอบแทนคาดหวัง ต้องลงทุนเดือนละ ${formatBaht(account.requiredMonthly)}`}
                  </p>
                  <ButtonLink to={paths.roboDashboard(account.id)} variant="secondary" className="mt-3">
                    กลับไปที่บัญชี
                  </ButtonLink>
                </Card>
              </>
            )
          }}
        </AccountDetailState>
      )}
    </RoboPage>
  )
}
