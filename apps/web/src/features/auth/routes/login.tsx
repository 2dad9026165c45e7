import { useState, type FormEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { formErrorsFrom } from '../../../lib/api-client'
import { paths } from '../../../lib/paths'
import { REDIRECT_PARAM, rememberingTarget, safeRedirect } from '../../../lib/safe-redirect'
import { emailProblem, problems } from '../../../lib/validation'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { TextField } from '../../../ui/field'
import { FormPage } from '../../../ui/form-page'
import { AppLink } from '../../../ui/link'
import { PasswordField } from '../../../ui/password-field'
import { useLogin } from '../api/login'
import { SocialSignIn } from '../components/social-sign-in'

/** SPEC 2 /login (guest-only): e-mail and password, then home or the remembered page (SPEC 4/5). */
export default function LoginPage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const login = useLogin()
  const remembered = params.get(REDIRECT_PARAM)
  const target = safeRedirect(remembered)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<string | null>(null)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const email = String(form.get('email') ?? '')
    const password = String(form.get('password') ?? '')
    const found = problems({ email: emailProblem(email), password: password ? null : 'กรุณากรอกรหัสผ่าน' })
    setFieldErrors(found)
    setMessage(null)
    if (Object.keys(found).length > 0) return
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => void navigate(target, { replace: true, viewTransition: true }),
        onError: (error) => {
          const { fields, message: text } = formErrorsFrom(error, ['email', 'password'])
          setFieldErrors(fields)
          setMessage(text)
        },
      },
    )
  }

  const registerLink = remembered ? rememberingTarget(paths.register, target) : paths.register
  return (
    <FormPage
      title="เข้าสู่ระบบ"
      subtitle={
        target !== paths.home
          ? 'เข้าสู่ระบบก่อน แล้วเราจะพาคุณกลับไปยังหน้าที่ต้องการ'
          : 'ยินดีต้อนรับกลับมา! สะสม koin ต่อกันเลย'
      }
      footer={
        <>
          ยังไม่มีบัญชี?{' '}
          <AppLink to={registerLink} className="font-semibold text-brand-700 underline">
            สมัครสมาชิกฟรี
          </AppLink>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {message && <Alert tone="error">{message}</Alert>}
        <TextField
          label="อีเมล"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={fieldErrors.email}
        />
        <PasswordField
          label="รหัสผ่าน"
          name="password"
          autoComplete="current-password"
          required
          error={fieldErrors.password}
        />
        <div className="flex justify-end">
          <AppLink
            to={paths.forgotPassword}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
          >
            ลืมรหัสผ่าน?
          </AppLink>
        </div>
        <Button type="submit" size="lg" className="w-full" busy={login.isPending}>
          เข้าสู่ระบบ
        </Button>
      </form>
      <SocialSignIn target={target} />
    </FormPage>
  )
}
