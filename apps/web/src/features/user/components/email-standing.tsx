import type { UserProfile } from '@klass/contract/user'
import { messageOf } from '../../../lib/error-message'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { useResendEmailConfirmation } from '../api/resend-email-confirmation'

/**
 * Issue 19 (decision 029): whether the member's e-mail is confirmed. Until it is, koins are recorded but buy
 * nothing, so the card says what waits for it and sends a new link.
 */
export function EmailStandingCard({ profile }: { profile: Pick<UserProfile, 'email' | 'email_confirmed'> }) {
  const resend = useResendEmailConfirmation()

  return (
    <Card className="mt-4 p-5">
      <h2 className="text-lg text-ink">อีเมล</h2>
      <p className="mt-1 text-sm break-all text-ink-soft">{profile.email}</p>
      {profile.email_confirmed ? (
        <p className="mt-2 font-semibold text-mint-700">ยืนยันอีเมลแล้ว</p>
      ) : (
        <div className="mt-2 space-y-3">
          <p className="font-semibold text-coral-700">ยังไม่ได้ยืนยันอีเมล</p>
          <p className="text-sm text-ink-soft">
            koin ที่ได้ยังสะสมไว้ตามปกติ แต่จะแลกของรางวัลในร้านค้า Krazy Day สิทธิ์ลุ้นรางวัลใหญ่ หรือรับรางวัลภารกิจ SUPERQUEST
            และรางวัลเลเวลได้หลังยืนยันอีเมลแล้ว กดลิงก์ในอีเมลที่เราส่งให้ หรือขอลิงก์ใหม่ได้ที่นี่
          </p>
          {resend.isSuccess && (
            <Alert tone="success">ส่งลิงก์ยืนยันไปที่ {profile.email} แล้ว ลิงก์ใช้ได้ 72 ชั่วโมง</Alert>
          )}
          {resend.isError && <Alert tone="error">{messageOf(resend.error)}</Alert>}
          <Button variant="secondary" busy={resend.isPending} onClick={() => resend.mutate()}>
            ส่งลิงก์ยืนยันอีกครั้ง
          </Button>
        </div>
      )}
    </Card>
  )
}
