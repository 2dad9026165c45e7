import { useId, useRef, useState, type FormEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { formErrorsFrom } from '../../../lib/api-client'
import { useFocusFirstError } from '../../../lib/focus-first-error'
import { paths } from '../../../lib/paths'
import { REDIRECT_PARAM, rememberingTarget, safeRedirect } from '../../../lib/safe-redirect'
import { useCaptcha } from '../../../lib/use-captcha'
import { displayNameProblem, emailProblem, newPasswordProblem, problems } from '../../../lib/validation'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { TextField } from '../../../ui/field'
import { FormPage } from '../../../ui/form-page'
import { AppLink } from '../../../ui/link'
import { PasswordField } from '../../../ui/password-field'
import { useEmailAvailability } from '../api/check-email'
import { useRegister } from '../api/register'
import { SocialRegister } from '../components/social-register'
import { SocialSignIn } from '../components/social-sign-in'
import { readPendingSignup } from '../../../lib/pending-signup'
import { ConsentFields, consentProblems, consentValues } from '../components/consent-fields'
import { CaptchaNotice } from '../components/captcha-notice'
import { PasswordStrength } from '../components/password-strength'

const FIELDS = ['email', 'password', 'display_name', 'birth_date', 'guardian_email', 'accept_terms'] as const
/** Server errors that belong beside one field. */
const CODE_FIELDS = {
  EMAIL_TAKEN: 'email',
  TOO_YOUNG: 'birth_date',
  GUARDIAN_EMAIL_REQUIRED: 'guardian_email',
  GUARDIAN_EMAIL_SAME: 'guardian_email',
  TERMS_NOT_ACCEPTED: 'accept_terms',
  PASSWORD_TOO_SHORT: 'password',
  PASSWORD_TOO_LONG: 'password',
  PASSWORD_TOO_COMMON: 'password',
  PASSWORD_TOO_WEAK: 'password',
}

/** SPEC 2 /register (guest-only): the account first; the profile set-up follows on /register/profile. */
export default function RegisterPage() {
  const [params] = useSearchParams()
  const via = params.get('via')
  if (via === 'line' || via === 'facebook') {
    return (
      <SocialRegister pending={readPendingSignup(via)} target={safeRedirect(params.get(REDIRECT_PARAM))} />
    )
  }
  return <EmailRegister />
}

/** Joining with an e-mail and password. */
function EmailRegister() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const register = useRegister()
  const target = safeRedirect(params.get(REDIRECT_PARAM))
  const [email, setEmail] = useState('')
  const [displayName, setDisplayName] = useState('')
  const [password, setPassword] = useState('')
  const strengthId = useId()
  const [checkedEmail, setCheckedEmail] = useState('')
  const availability = useEmailAvailability(checkedEmail)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<string | null>(null)
  const captcha = useCaptcha('register')
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstError(formRef, fieldErrors)

  const emailTaken =
    availability.data === false && checkedEmail.trim().toLowerCase() === email.trim().toLowerCase()

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const values = {
      email: String(form.get('email') ?? '').trim(),
      password: String(form.get('password') ?? ''),
      display_name: String(form.get('display_name') ?? '').trim(),
      ...consentValues(form),
    }
    const found = problems({
      display_name: displayNameProblem(values.display_name),
      email: emailProblem(values.email),
      password: newPasswordProblem(values.password),
      ...consentProblems(values, form),
    })
    setFieldErrors(found)
    setMessage(null)
    if (Object.keys(found).length > 0) return

    const checked = await captcha.check()
    if (!checked.ok) {
      setMessage(checked.message)
      return
    }

    register.mutate(
      { ...values, captcha_token: checked.token },
      {
        onSuccess: () => {
          const next = rememberingTarget(paths.registerProfile, target)
          void navigate(next, { replace: true, viewTransition: true })
        },
        onError: (error) => {
          const { fields, message: text } = formErrorsFrom(error, FIELDS, CODE_FIELDS)
          setFieldErrors(fields)
          setMessage(text)
        },
      },
    )
  }

  const loginLink = rememberingTarget(paths.login, target)
  return (
    <FormPage
      title="สมัครสมาชิก"
      subtitle="ฟรี! ใช้เวลาไม่ถึงนาที แล้วเริ่มสะสม koin ได้เลย"
      aside={
        <div>
          <p className="font-display text-3xl">เริ่มต้นกับ Klass</p>
          <ul className="mt-4 space-y-3 text-brand-100">
            <li>✨ ตอบควิซ เล่นเกม รับ koin</li>
            <li>🎁 แลกของรางวัลในร้านค้า</li>
            <li>📈 เรียนรู้การออมและการลงทุนกับธนาคารพันธมิตร</li>
          </ul>
        </div>
      }
      footer={
        <>
          มีบัญชีอยู่แล้ว?{' '}
          <AppLink to={loginLink} className="font-semibold text-brand-700 underline">
            เข้าสู่ระบบ
          </AppLink>
        </>
      }
    >
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        {message && <Alert tone="error">{message}</Alert>}
        <TextField
          label="ชื่อที่แสดง"
          name="display_name"
          autoComplete="nickname"
          maxLength={40}
          required
          value={displayName}
          onChange={(event) => setDisplayName(event.target.value)}
          hint="ชื่อที่เพื่อน ๆ จะเห็น 2–40 ตัวอักษร"
          error={fieldErrors.display_name}
        />
        <TextField
          label="อีเมล"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => setCheckedEmail(email)}
          error={fieldErrors.email ?? (emailTaken ? 'อีเมลนี้ถูกใช้สมัครสมาชิกแล้ว ลองเข้าสู่ระบบแทน' : null)}
        />
        <PasswordField
          label="รหัสผ่าน"
          name="password"
          autoComplete="new-password"
          required
          hint="อย่างน้อย 8 ตัวอักษร ยิ่งยาวยิ่งปลอดภัย"
          error={fieldErrors.password}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-describedby={strengthId}
        />
        <PasswordStrength id={strengthId} password={password} userInputs={[displayName, email]} />
        <ConsentFields errors={fieldErrors} />
        <CaptchaNotice />
        <Button type="submit" size="lg" className="w-full" busy={register.isPending || captcha.busy}>
          สมัครสมาชิก
        </Button>
      </form>
      <SocialSignIn target={target} />
    </FormPage>
  )
}
