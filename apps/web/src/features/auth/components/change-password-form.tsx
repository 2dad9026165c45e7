import { useId, useState, type FormEvent } from 'react'
import { formErrorsFrom } from '../../../lib/api-client'
import { useCurrentUser } from '../../../lib/current-user'
import { messageOf } from '../../../lib/error-message'
import { newPasswordProblem, problems } from '../../../lib/validation'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { PasswordField } from '../../../ui/password-field'
import { useChangePassword } from '../api/change-password'
import { usePasswordLink } from '../api/password-link'
import { PasswordStrength } from './password-strength'

type Message = { tone: 'error' | 'success'; text: string }

/**
 * Issue 19: a new password for the current one, with the strength meter of registration. The other devices
 * are signed out; this one stays signed in. A member without a password sets one through the e-mailed link.
 */
export function ChangePasswordForm({ hasPassword = true }: { hasPassword?: boolean }) {
  const change = useChangePassword()
  const user = useCurrentUser()
  const [password, setPassword] = useState('')
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<Message | null>(null)
  const strengthId = useId()

  if (!hasPassword) return <SetPasswordByMail />

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const current = String(data.get('current_password') ?? '')
    const next = String(data.get('password') ?? '')
    const confirm = String(data.get('confirm') ?? '')
    const found = problems({
      current_password: current ? null : 'กรุณาใส่รหัสผ่านปัจจุบัน',
      password: newPasswordProblem(next),
      confirm: confirm === next ? null : 'รหัสผ่านใหม่ทั้งสองช่องไม่ตรงกัน',
    })
    setFieldErrors(found)
    setMessage(null)
    if (Object.keys(found).length > 0) return
    change.mutate(
      { current_password: current, password: next },
      {
        onSuccess: () => {
          form.reset()
          setPassword('')
          setMessage({
            tone: 'success',
            text: 'เปลี่ยนรหัสผ่านแล้ว อุปกรณ์อื่นทุกเครื่องออกจากระบบแล้ว เครื่องนี้ยังเข้าสู่ระบบอยู่',
          })
        },
        onError: (error) => {
          const { fields, message: text } = formErrorsFrom(error, ['current_password', 'password'], {
            PASSWORD_INCORRECT: 'current_password',
            PASSWORD_TOO_SHORT: 'password',
            PASSWORD_TOO_LONG: 'password',
            PASSWORD_TOO_COMMON: 'password',
            PASSWORD_TOO_WEAK: 'password',
          })
          setFieldErrors(fields)
          setMessage(text ? { tone: 'error', text } : null)
        },
      },
    )
  }

  const profile = user.data
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="change-password-title">
      <h3 id="change-password-title" className="text-lg text-ink">
        เปลี่ยนรหัสผ่าน
      </h3>
      <PasswordField
        label="รหัสผ่านปัจจุบัน"
        name="current_password"
        autoComplete="current-password"
        required
        error={fieldErrors.current_password}
      />
      <PasswordField
        label="รหัสผ่านใหม่"
        name="password"
        autoComplete="new-password"
        required
        hint="อย่างน้อย 8 ตัวอักษร ไม่ซ้ำกับเว็บไซต์อื่น"
        error={fieldErrors.password}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        aria-describedby={strengthId}
      />
      <PasswordStrength
        id={strengthId}
        password={password}
        userInputs={profile ? [profile.email, profile.display_name] : []}
      />
      <PasswordField
        label="ยืนยันรหัสผ่านใหม่"
        name="confirm"
        autoComplete="new-password"
        required
        error={fieldErrors.confirm}
      />
      {/* Next to the button, so the answer is in view on a phone. */}
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <Button type="submit" className="w-full sm:w-auto" busy={change.isPending}>
        เปลี่ยนรหัสผ่าน
      </Button>
    </form>
  )
}

/**
 * A member who joined with LINE or Facebook has no password to change: the link that sets one is mailed to
 * their own address (the e-mail proves the mailbox; a session alone must not add a way in).
 */
function SetPasswordByMail() {
  const link = usePasswordLink()
  return (
    <div className="space-y-3">
      <h3 className="text-lg text-ink">ตั้งรหัสผ่าน</h3>
      <p className="text-sm text-ink-soft">
        บัญชีนี้ยังไม่มีรหัสผ่าน เพราะสมัครด้วย LINE หรือ Facebook กดปุ่มด้านล่างเพื่อรับลิงก์ตั้งรหัสผ่านทางอีเมลของบัญชีนี้
        แล้วเข้าสู่ระบบด้วยอีเมลและรหัสผ่านได้อีกทางหนึ่ง
      </p>
      {link.isSuccess && <Alert tone="success">ส่งลิงก์แล้ว กรุณาเปิดอีเมลแล้วกดลิงก์ภายใน 30 นาที เพื่อตั้งรหัสผ่าน</Alert>}
      {link.isError && <Alert tone="error">{messageOf(link.error)}</Alert>}
      <Button type="button" variant="secondary" busy={link.isPending} onClick={() => link.mutate()}>
        ส่งลิงก์ตั้งรหัสผ่าน
      </Button>
    </div>
  )
}
