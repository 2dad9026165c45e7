import type { ThaweesupAccount } from '@klass/contract/bank'
import { THAWEESUP_MISSES_ALLOWED } from '@klass/contract/bank-constants'
import { Alert } from '../../../ui/alert'
import { formatPercent } from '../../../lib/format'

/** SPEC 7 Bank: up to two missed instalments keep the Thaweesup's rate and tax exemption; a third loses both. */
export function MissedWarning({
  account,
}: {
  account: Pick<ThaweesupAccount, 'missed' | 'keepsTerms' | 'rate'>
}) {
  if (account.missed < 1) return null
  if (!account.keepsTerms)
    return (
      <Alert tone="error" className="mt-3">
        ขาดส่งแล้ว {account.missed} งวด เกิน {THAWEESUP_MISSES_ALLOWED} งวด บัญชีนี้จึงเสียสิทธิ์ทวีทรัพย์:
        ได้ดอกเบี้ยอัตราออมทรัพย์ {formatPercent(account.rate)} ต่อปี และถูกหักภาษี 15% เมื่อครบกำหนด
      </Alert>
    )
  const left = THAWEESUP_MISSES_ALLOWED - account.missed
  return (
    <Alert tone="error" className="mt-3">
      ขาดส่งแล้ว {account.missed} งวด{' '}
      {left > 0
        ? `ขาดส่งได้อีก ${left} งวด โดยยังได้อัตราดอกเบี้ยทวีทรัพย์และไม่เสียภาษี`
        : 'ขาดส่งได้อีก 0 งวด ถ้าขาดส่งอีกงวดเดียว บัญชีจะได้ดอกเบี้ยอัตราออมทรัพย์และถูกหักภาษี 15%'}{' '}
      — เตรียมเงินในบัญชีออมทรัพย์ให้พอก่อนวันที่ 5 ของทุกเดือน
    </Alert>
  )
}
