import { useSearchParams } from 'react-router'
import { paths } from '../../../lib/paths'
import { AccountDetailState } from '../components/account-detail-state'
import { AccountHeader } from '../components/account-header'
import { AccountPicker } from '../components/account-picker'
import { DcaForm } from '../components/dca-form'
import { RoboPage } from '../components/robo-page'

/** SPEC 2 /robo/setFormatMonthDCA: an account's monthly investment (?id=), or the accounts to choose from. */
export default function DcaSettingsPage() {
  const id = useSearchParams()[0].get('id')
  return (
    <RoboPage
      title="ตั้งค่าการลงทุนสม่ำเสมอ (DCA)"
      lead="DCA คือการลงทุนเงินเท่า ๆ กันทุกเดือน ช่วงราคาถูกได้หน่วยมาก ช่วงราคาแพงได้หน่วยน้อย ต้นทุนจึงเฉลี่ยกันไปเอง"
    >
      {!id ? (
        <AccountPicker label="เลือกบัญชีที่จะตั้ง DCA" to={paths.roboDca} />
      ) : (
        <AccountDetailState params={{ accountId: id }}>
          {(detail) => (
            <>
              <AccountHeader account={detail.mutualFundAccountDetail} />
              <DcaForm key={id} account={detail.mutualFundAccountDetail} />
            </>
          )}
        </AccountDetailState>
      )}
    </RoboPage>
  )
}
