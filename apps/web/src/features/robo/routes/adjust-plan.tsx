import { useParams } from 'react-router'
import { paths } from '../../../lib/paths'
import { AccountDetailState } from '../components/account-detail-state'
import { AccountHeader } from '../components/account-header'
import { AccountPicker } from '../components/account-picker'
import { AdjustTrades } from '../components/adjust-trades'
import { GoalChange } from '../components/goal-change'
import { RoboPage, RoboSection } from '../components/robo-page'

/** SPEC 2 /robo/adjust-plan/{id?}: bring an account back to its plan (or another), and try another goal. */
export default function AdjustPlanPage() {
  const { id } = useParams()
  return (
    <RoboPage title="ปรับสัดส่วนและเป้าหมาย">
      {!id ? (
        <AccountPicker label="เลือกบัญชีที่จะปรับ" to={paths.roboAdjustPlan} />
      ) : (
        <AccountDetailState params={{ accountId: id }}>
          {(detail) => (
            <>
              <AccountHeader account={detail.mutualFundAccountDetail} />
              <RoboSection id="adjust-trades" title="ปรับสัดส่วนกลับสู่แผน">
                <AdjustTrades detail={detail} />
              </RoboSection>
              <RoboSection id="goal-change" title="ลองเปลี่ยนเป้าหมาย">
                <GoalChange account={detail.mutualFundAccountDetail} />
              </RoboSection>
            </>
          )}
        </AccountDetailState>
      )}
    </RoboPage>
  )
}
