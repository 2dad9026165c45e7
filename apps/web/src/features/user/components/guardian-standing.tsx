import { GUARDIAN_AGE_YEARS } from '@klass/contract/auth-constants'
import type { UserProfile } from '@klass/contract/user'
import { useState, type FormEvent } from 'react'
import { messageOf } from '../../../lib/error-message'
import { emailProblem } from '../../../lib/validation'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { TextField } from '../../../ui/field'
import { useResendGuardianMail, useUpdateGuardian } from '../api/guardian'

/** The card's anchor: /profile#guardian. */
const GUARDIAN_CARD_ID = 'guardian'

/**
 * Issue 19: a member under 20 sees whether their guardian consented. While waiting they can send the mail
 * again, or name another guardian (which makes the earlier links worthless); a member with no guardian named
 * yet (an older account) names one here. Nothing shows from 20 on.
 */
export function GuardianStandingCard({ profile }: { profile: Pick<UserProfile, 'email' | 'guardian'> }) {
  const { guardian } = profile
  const resend = useResendGuardianMail()
  const update = useUpdateGuardian()
  const [editing, setEditing] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  if (!guardian.needed) return null

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const address = String(new FormData(event.currentTarget).get('guardian_email') ?? '').trim()
    const found =
      emailProblem(address) ??
      (address.toLowerCase() === profile.email.toLowerCase() ? 'อีเมลผู้ปกครองต้องไม่ใช่อีเมลเดียวกับของคุณ' : null)
    setProblem(found)
    if (found) return
    resend.reset()
    update.mutate(address, { onSuccess: () => setEditing(false) })
  }

  const form = (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <TextField
        label="อีเมลผู้ปกครอง"
        name="guardian_email"
        type="email"
        inputMode="email"
        autoComplete="off"
        required
        defaultValue={guardian.email ?? ''}
        error={problem ?? (update.isError ? messageOf(update.error) : null)}
      />
      <Button type="submit" busy={update.isPending}>
        {guardian.email ? 'บันทึกและส่งลิงก์ไปที่อีเมลนี้' : 'ส่งลิงก์ให้ผู้ปกครอง'}
      </Button>
    </form>
  )

  return (
    <Card className="mt-4 p-5" id={GUARDIAN_CARD_ID}>
      <h2 className="text-lg text-ink">ความยินยอมของผู้ปกครอง</h2>
      {guardian.confirmed ? (
        <>
          {guardian.email && <p className="mt-1 text-sm break-all text-ink-soft">{guardian.email}</p>}
          <p className="mt-2 font-semibold text-mint-700">ผู้ปกครองให้ความยินยอมแล้ว</p>
        </>
      ) : (
        <div className="mt-2 space-y-3">
          <p className="text-sm text-ink-soft">
            สมาชิกอายุต่ำกว่า {GUARDIAN_AGE_YEARS} ปีต้องได้รับความยินยอมจากผู้ปกครองก่อน จึงจะแลกของรางวัลที่จัดส่ง
            ร่วมกิจกรรมที่ใช้ koin หรือเปิดบัญชี Robo ได้ (อ่าน ตอบควิซ และเล่นเกมได้ตามปกติ)
          </p>
          {guardian.email === null ? (
            <>
              <p className="font-semibold text-coral-700">ยังไม่ได้ระบุอีเมลผู้ปกครอง</p>
              {form}
            </>
          ) : (
            <>
              <p className="text-sm break-all text-ink-soft">{guardian.email}</p>
              <p className="font-semibold text-coral-700">รอผู้ปกครองยืนยัน</p>
              {update.isSuccess && !editing && (
                <Alert tone="success">ส่งลิงก์ไปที่ {guardian.email} แล้ว ลิงก์ใช้ได้ 7 วัน</Alert>
              )}
              {resend.isSuccess && (
                <Alert tone="success">ส่งลิงก์ไปที่ {guardian.email} อีกครั้งแล้ว ลิงก์ใช้ได้ 7 วัน</Alert>
              )}
              {resend.isError && <Alert tone="error">{messageOf(resend.error)}</Alert>}
              {editing ? (
                form
              ) : (
                <div className="flex flex-wrap gap-3">
                  <Button
                    variant="secondary"
                    busy={resend.isPending}
                    onClick={() => {
                      update.reset()
                      resend.mutate()
                    }}
                  >
                    ส่งลิงก์ให้ผู้ปกครองอีกครั้ง
                  </Button>
                  <Button variant="secondary" onClick={() => setEditing(true)}>
                    เปลี่ยนอีเมลผู้ปกครอง
                  </Button>
                </div>
              )}
            </>
          )}
        </div>
      )}
    </Card>
  )
}
