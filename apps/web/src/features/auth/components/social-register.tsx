import { providerNames } from '@klass/contract/auth-constants'
import { useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { formErrorsFrom, isApiError } from '../../../lib/api-client'
import { useFocusFirstError } from '../../../lib/focus-first-error'
import { paths } from '../../../lib/paths'
import { clearPendingSignup, type PendingSignup } from '../../../lib/pending-signup'
import { rememberingTarget } from '../../../lib/safe-redirect'
import { displayNameProblem, emailProblem, problems } from '../../../lib/validation'
import { Alert } from '../../../ui/alert'
import { Button, ButtonLink } from '../../../ui/button'
import { TextField } from '../../../ui/field'
import { FormPage } from '../../../ui/form-page'
import { AppLink } from '../../../ui/link'
import { useSocialRegister } from '../api/social'
import { ConsentFields, consentProblems, consentValues } from './consent-fields'

const FIELDS = ['email', 'display_name', 'birth_date', 'guardian_email', 'accept_terms'] as const
const CODE_FIELDS = {
  TOO_YOUNG: 'birth_date',
  GUARDIAN_EMAIL_REQUIRED: 'guardian_email',
  GUARDIAN_EMAIL_SAME: 'guardian_email',
  TERMS_NOT_ACCEPTED: 'accept_terms',
}

/**
 * /register?via=line|facebook: the last step of joining with a provider. Their name and e-mail come
 * prefilled; the person adds a birth date and gives the same consent as anyone joining (PDPA), then goes on to
 * /register/profile like every new member.
 */
export function SocialRegister({ pending, target }: { pending: PendingSignup | null; target: string }) {
  const navigate = useNavigate()
  const register = useSocialRegister()
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<{ text: string; login?: boolean } | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstError(formRef, fieldErrors)

  if (!pending) {
    return (
      <FormPage title="สมัครสมาชิก" subtitle="ขั้นตอนสมัครด้วยบัญชี LINE หรือ Facebook หมดเวลาหรือถูกปิดไปแล้ว">
        <Alert tone="info">กรุณาเริ่มใหม่อีกครั้งจากหน้าสมัครสมาชิก ใช้เวลาไม่นาน</Alert>
        <ButtonLink to={rememberingTarget(paths.register, target)} size="lg" className="mt-4 w-full">
          กลับไปหน้าสมัครสมาชิก
        </ButtonLink>
      </FormPage>
    )
  }
  const provider = providerNames[pending.provider]

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!pending) return
    const form = new FormData(event.currentTarget)
    const values = {
      email: String(form.get('email') ?? '').trim(),
      display_name: String(form.get('display_name') ?? '').trim(),
      ...consentValues(form),
    }
    const found = problems({
      display_name: displayNameProblem(values.display_name),
      email: emailProblem(values.email),
      ...consentProblems(values, form),
    })
    setFieldErrors(found)
    setMessage(null)
    if (Object.keys(found).length > 0) return
    const input =
      pending.provider === 'line'
        ? { ...values, provider: 'line' as const, ticket: pending.ticket }
        : { ...values, provider: 'facebook' as const, token: pending.token }
    register.mutate(input, {
      onSuccess: () => {
        clearPendingSignup()
        void navigate(rememberingTarget(paths.registerProfile, target), {
          replace: true,
          viewTransition: true,
        })
      },
      onError: (error) => {
        const { fields, message: text } = formErrorsFrom(error, FIELDS, CODE_FIELDS)
        setFieldErrors(fields)
        const login =
          isApiError(error) && (error.code === 'EMAIL_HAS_ACCOUNT' || error.code === 'IDENTITY_TAKEN')
        setMessage(text ? { text, login } : null)
      },
    })
  }

  return (
    <FormPage
      title={`สมัครสมาชิกด้วย ${provider}`}
      subtitle={`อีกขั้นเดียว! ตรวจชื่อและอีเมลที่ได้จาก ${provider} แล้วบอกวันเกิดของคุณ`}
      footer={
        <>
          มีบัญชี Klass อยู่แล้ว?{' '}
          <AppLink
            to={rememberingTarget(paths.login, target)}
            className="font-semibold text-brand-700 underline"
          >
            เข้าสู่ระบบ
          </AppLink>{' '}
          แล้วเชื่อม {provider} จากหน้าโปรไฟล์
        </>
      }
    >
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        {message && (
          <Alert tone="error">
            {message.text}
            {message.login && (
              <>
                {' '}
                <AppLink to={rememberingTarget(paths.login, target)} className="font-semibold underline">
                  ไปหน้าเข้าสู่ระบบ
                </AppLink>
              </>
            )}
          </Alert>
        )}
        <TextField
          label="ชื่อที่แสดง"
          name="display_name"
          autoComplete="nickname"
          maxLength={40}
          required
          defaultValue={pending.profile.display_name?.slice(0, 40) ?? ''}
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
          defaultValue={pending.profile.email ?? ''}
          hint="ใช้รับข่าวสำคัญของบัญชี และตั้งรหัสผ่านภายหลังได้"
          error={fieldErrors.email}
        />
        <ConsentFields errors={fieldErrors} />
        <Button type="submit" size="lg" className="w-full" busy={register.isPending}>
          สมัครสมาชิก
        </Button>
      </form>
    </FormPage>
  )
}
