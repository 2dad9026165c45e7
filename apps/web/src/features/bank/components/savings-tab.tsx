import type { BankAccounts } from '@klass/contract/bank'
import { SavingsCard } from './savings-card'
import { formatPercent } from '../../../lib/format'

/** What a savings account is, and the member's own, in plain Thai. */
export function SavingsTab({ bank }: { bank: BankAccounts }) {
  return (
    <div className="space-y-4">
      <div className="space-y-2 leading-relaxed">
        <h3 className="text-lg">บัญชีออมทรัพย์คืออะไร</h3>
        <p>
          บัญชีออมทรัพย์เหมือนกระปุกออมสินที่ธนาคารดูแลให้ ฝากหรือถอนเมื่อไรก็ได้ ธนาคารให้ดอกเบี้ยฝึกหัด{' '}
          {formatPercent(bank.rates.savings)} ต่อปี คิดจากยอดเงินในบัญชีทุกวัน แล้วจ่ายเข้าบัญชีปีละ 2 ครั้ง
          ตอนสิ้นเดือนมิถุนายนและธันวาคม
        </p>
        <p>
          ดอกเบี้ยออมทรัพย์รวมทั้งปีไม่เกิน ฿20,000 ไม่ต้องเสียภาษี ถ้าเกินเมื่อไร ดอกเบี้ยทั้งปีจะถูกหักภาษี ณ ที่จ่าย 15% —
          ภาษีนี้คือส่วนที่รัฐเก็บจากรายได้ดอกเบี้ย ธนาคารหักไว้แล้วส่งให้กรมสรรพากรแทนเรา
        </p>
      </div>
      <SavingsCard savings={bank.savings} />
    </div>
  )
}
