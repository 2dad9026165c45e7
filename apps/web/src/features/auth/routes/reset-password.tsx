import { useId, useState, type FormEvent } from 'react'
import { formErrorsFrom } from '../../../lib/api-client'
import { paths } from '../../../lib/paths'
import { forgetLinkToken } from '../../../lib/link-token'
import { useLinkToken } from '../../../lib/use-link-token'
import { newPasswordProblem, problems } from '../../../lib/validation'
import { Alert } from '../../../ui/alert'
import { Button, ButtonLink } from '../../../ui/button'
import { FormPage } from '../../../ui/form-page'
import { AppLink } from '../../../ui/link'
import { PasswordField } from '../../../ui/password-field'
import { useResetPassword } from '../api/reset-password'
import { PasswordStrength } from '../components/password-strength'

/** SPEC 2 /reset-password?token=…: sets a new password from the e-mailed link. */
export default function ResetPasswordPage() {
  const token = useLinkToken('resetPassword')
  const reset = useResetPassword()
  const [password, setPassword] = useState('')
  const strengthId = useId()
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<string | null>(null)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const password = String(form.get('password') ?? '')
    const confirm = String(form.get('confirm') ?? '')
    const found = problems({
      password: newPasswordProblem(password),
      confirm: confirm === password ? null : 'รหัสผ่านทั้งสองช่องไม่ตรงกัน',
    })
    setFieldErrors(found)
    setMessage(null)
    if (Object.keys(found).length > 0) return
    reset.mutate(
      { token, password },
      {
        onSuccess: () => forgetLinkToken('resetPassword'),
        onError: (error) => {
          const { fields, message: text } = formErrorsFrom(error, ['password'], {
            PASSWORD_TOO_SHORT: 'password',
            PASSWORD_TOO_LONG: 'password',
            PASSWORD_TOO_COMMON: 'password',
            PASSWORD_TOO_WEAK: 'password',
          })
          setFieldErrors(fields)
          setMessage(text)
        },
      },
    )
  }

  const footer = (
    <AppLink
      to={paths.forgotPassword}
      className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
    >
      ขอลิงก์ใหม่
    </AppLink>
  )

  if (!token) {
    return (
      <FormPage title="ตั้งรหัสผ่านใหม่" footer={footer}>
        <Alert tone="error">ลิงก์ตั้งรหัสผ่านใหม่ไม่ครบถ้วน กรุณาเปิดลิงก์จากอีเมลอีกครั้ง หรือขอลิงก์ใหม่</Alert>
      </FormPage>
    )
  }

  return (
    <FormPage title="ตั้งรหัสผ่านใหม่" subtitle="ตั้งรหัสผ่านที่เดายาก และไม่ซ้ำกับเว็บไซต์อื่น" footer={footer}>
      {reset.isSuccess ? (
        <div className="space-y-4">
          <Alert tone="success">ตั้งรหัสผ่านใหม่เรียบร้อยแล้ว เข้าสู่ระบบด้วยรหัสผ่านใหม่ได้เลย</Alert>
          <ButtonLink to={paths.login} size="lg" className="w-full">
            ไปหน้าเข้าสู่ระบบ
          </ButtonLink>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          {message && <Alert tone="error">{message}</Alert>}
          <PasswordField
            label="รหัสผ่านใหม่"
            name="password"
            autoComplete="new-password"
            required
            hint="อย่างน้อย 8 ตัวอักษร"
            error={fieldErrors.password}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-describedby={strengthId}
          />
          <PasswordStrength id={strengthId} password={password} />
          <PasswordField
            label="ยืนยันรหัสผ่านใหม่"
            name="confirm"
            autoComplete="new-password"
            required
            error={fieldErrors.confirm}
          />
          <Button type="submit" size="lg" className="w-full" busy={reset.isPending}>
            บันทึกรหัสผ่านใหม่
          </Button>
        </form>
      )}
    </FormPage>
  )
}
