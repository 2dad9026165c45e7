import { ACCOUNT_ERASURE_DAYS } from '@klass/contract/user-constants'
import { useState, type FormEvent } from 'react'
import { formErrorsFrom } from '../../../lib/api-client'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { TextField } from '../../../ui/field'
import { PasswordField } from '../../../ui/password-field'
import { useDeleteAccount } from '../api/delete-account'

/**
 * Decision 031: deleting the account, proved by the current password (or, for a member who joined with LINE
 * or Facebook and has none, the account's e-mail typed out). It can be taken back for 30 days by the link
 * mailed at once; then the personal data is erased.
 */
export function DeleteAccount({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const remove = useDeleteAccount()
  const [open, setOpen] = useState(false)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<string | null>(null)
  const field = hasPassword ? 'password' : 'confirmation'

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = String(new FormData(event.currentTarget).get(field) ?? '').trim()
    setMessage(null)
    if (!value) {
      setFieldErrors({ [field]: hasPassword ? 'กรุณาใส่รหัสผ่านปัจจุบัน' : 'กรุณาพิมพ์อีเมลของบัญชีนี้' })
      return
    }
    setFieldErrors({})
    remove.mutate(hasPassword ? { password: value } : { confirmation: value }, {
      onError: (error) => {
        const { fields, message: text } = formErrorsFrom(error, [field], {
          PASSWORD_INCORRECT: 'password',
          DELETE_CONFIRMATION_MISMATCH: 'confirmation',
        })
        setFieldErrors(fields)
        setMessage(text)
      },
    })
  }

  return (
    <section aria-labelledby="delete-account-title" className="space-y-3">
      <h3 id="delete-account-title" className="text-lg text-ink">
        ลบบัญชี
      </h3>
      <p className="text-sm text-ink-soft">
        เมื่อขอลบ ทุกอุปกรณ์จะออกจากระบบทันที และเข้าสู่ระบบไม่ได้อีก เราจะส่งลิงก์กู้คืนบัญชีไปที่อีเมลของคุณ เปลี่ยนใจได้ภายใน{' '}
        {ACCOUNT_ERASURE_DAYS} วัน หลังจากนั้นข้อมูลส่วนตัว โพสต์ รูปภาพ และช่องทางเข้าสู่ระบบจะถูกลบถาวร ส่วนประวัติ koin
        และบัญชีฝึกออมจะเหลือไว้โดยไม่ระบุตัวตน koin และสิทธิที่ยังไม่ได้ใช้จะสิ้นสุดลง ดาวน์โหลดข้อมูลของคุณเก็บไว้ก่อนได้
      </p>
      {!open ? (
        <Button variant="danger" onClick={() => setOpen(true)}>
          ลบบัญชีของฉัน
        </Button>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-3" aria-label="ยืนยันการลบบัญชี">
          {hasPassword ? (
            <PasswordField
              label="รหัสผ่านปัจจุบัน"
              name="password"
              autoComplete="current-password"
              required
              error={fieldErrors.password}
            />
          ) : (
            <TextField
              label={`พิมพ์อีเมลของบัญชีนี้ (${email}) เพื่อยืนยัน`}
              name="confirmation"
              type="email"
              autoComplete="off"
              required
              error={fieldErrors.confirmation}
            />
          )}
          {message && <Alert tone="error">{message}</Alert>}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="danger" busy={remove.isPending}>
              ยืนยันลบบัญชี
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              ยกเลิก
            </Button>
          </div>
        </form>
      )}
    </section>
  )
}
