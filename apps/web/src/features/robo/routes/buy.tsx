import { useLocation, useParams } from 'react-router'
import { paths } from '../../../lib/paths'
import { Alert } from '../../../ui/alert'
import { AccountDetailState } from '../components/account-detail-state'
import { AccountHeader } from '../components/account-header'
import { AccountPicker } from '../components/account-picker'
import { BuyForm } from '../components/buy-form'
import type { OpenedAccount } from '../components/open-account-form'
import { RoboPage } from '../components/robo-page'

/** SPEC 2 /robo/buy/{id?}: invest in an account's plan (the first purchase right after opening it). */
export default function BuyPage() {
  const { id } = useParams()
  const opened = (useLocation().state as OpenedAccount | null)?.opened
  return (
    <RoboPage title="ลงทุนในกองทุนฝึกหัด">
      {!id ? (
        <AccountPicker label="เลือกบัญชีที่จะลงทุน" to={paths.roboBuy} />
      ) : (
        <>
          {opened && <Alert tone="success">เปิดบัญชีกองทุนฝึกหัด {opened} เรียบร้อยแล้ว เริ่มลงทุนครั้งแรกได้เลย</Alert>}
          <AccountDetailState params={{ accountId: id }}>
            {(detail) => (
              <>
                <AccountHeader account={detail.mutualFundAccountDetail} />
                <BuyForm detail={detail} />
              </>
            )}
          </AccountDetailState>
        </>
      )}
    </RoboPage>
  )
}
