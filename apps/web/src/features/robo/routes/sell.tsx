import { useParams } from 'react-router'
import { paths } from '../../../lib/paths'
import { AccountDetailState } from '../components/account-detail-state'
import { AccountHeader } from '../components/account-header'
import { AccountPicker } from '../components/account-picker'
import { RoboPage } from '../components/robo-page'
import { SellForm } from '../components/sell-form'

/** SPEC 2 /robo/sell/{id?}: sell some or all of an account's practice fund units. */
export default function SellPage() {
  const { id } = useParams()
  return (
    <RoboPage title="ขายหน่วยลงทุนฝึกหัด">
      {!id ? (
        <AccountPicker label="เลือกบัญชีที่จะขาย" to={paths.roboSell} />
      ) : (
        <AccountDetailState params={{ accountId: id }}>
          {(detail) => (
            <>
              <AccountHeader account={detail.mutualFundAccountDetail} />
              <SellForm detail={detail} />
            </>
          )}
        </AccountDetailState>
      )}
    </RoboPage>
  )
}
