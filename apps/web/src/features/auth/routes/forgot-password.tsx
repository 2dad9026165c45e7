import { useState, type FormEvent } from 'react'
import { formErrorsFrom } from '../../../lib/api-client'
import { paths } from '../../../lib/paths'
import { useCaptcha } from '../../../lib/use-captcha'
import { emailProblem } from '../../../lib/validation'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { TextField } from '../../../ui/field'
import { FormPage } from '../../../ui/form-page'
import { AppLink } from '../../../ui/link'
import { useRequestPasswordReset } from '../api/forgot-password'
import { CaptchaNotice } from '../components/captcha-notice'

/** SPEC 2 /forgot-password: asks for a reset link by e-mail. */
export default function ForgotPasswordPage() {
  const request = useRequestPasswordReset()
  const [error, setError] = useState<string | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const captcha = useCaptcha('forgot_password')

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim()
    const problem = emailProblem(email)
    setError(problem)
    setMessage(null)
    if (problem) return
    const checked = await captcha.check()
    if (!checked.ok) {
      setMessage(checked.message)
      return
    }
    request.mutate(
      { email, captcha_token: checked.token },
      {
        onSuccess: () => setSentTo(email),
        onError: (failure) => {
          const { fields, message: text } = formErrorsFrom(failure, ['email'])
          setError(fields.email ?? null)
          setMessage(text)
        },
      },
    )
  }

  return (
    <FormPage
      title="ลืมรหัสผ่าน"
      subtitle="กรอกอีเมลที่ใช้สมัคร แล้วเราจะส่งลิงก์สำหรับตั้งรหัสผ่านใหม่ไปให้"
      footer={
        <AppLink
          to={paths.login}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          กลับไปหน้าเข้าสู่ระบบ
        </AppLink>
      }
    >
      {sentTo ? (
        <Alert tone="success">
          ถ้า <strong>{sentTo}</strong> เป็นอีเมลของบัญชี Klass เราได้ส่งลิงก์ตั้งรหัสผ่านใหม่ไปแล้ว ลิงก์ใช้ได้ 30 นาที
          อย่าลืมดูในกล่องจดหมายขยะด้วยนะ
        </Alert>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
          {message && <Alert tone="error">{message}</Alert>}
          <TextField
            label="อีเมล"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            error={error}
          />
          <CaptchaNotice />
          <Button type="submit" size="lg" className="w-full" busy={request.isPending || captcha.busy}>
            ส่งลิงก์ตั้งรหัสผ่านใหม่
          </Button>
        </form>
      )}
    </FormPage>
  )
}
