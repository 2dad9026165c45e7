import { GUARDIAN_AGE_YEARS, MINIMUM_AGE_YEARS } from '@klass/contract/auth-constants'
import { useState } from 'react'
import { paths } from '../../../lib/paths'
import { Checkbox, TextField } from '../../../ui/field'
import { datePartsFrom, datePartsProblem, ThaiDateField } from '../../../ui/thai-date-field'
import { AppLink } from '../../../ui/link'
import { emailProblem } from '../../../lib/validation'
import { latestBirthDate } from './birth-date'

/** Issue 19: whether a birth date (YYYY-MM-DD) makes someone younger than GUARDIAN_AGE_YEARS today in Bangkok. */
export function needsGuardian(birthDate: string, now = new Date()): boolean {
  return birthDate !== '' && birthDate > latestBirthDate(GUARDIAN_AGE_YEARS, now)
}

/**
 * The part of every registration that is the same however a person joins: the birth date (10 or older), a
 * guardian's e-mail under 20 (issue 19), the explicit consent to the terms and the privacy notice (PDPA), and
 * the optional news consent.
 */
export function ConsentFields({ errors }: { errors: Record<string, string | undefined> }) {
  const [birthDate, setBirthDate] = useState('')
  return (
    <>
      <ThaiDateField
        label="วันเกิด"
        name="birth_date"
        newestYear={Number(latestBirthDate(MINIMUM_AGE_YEARS).slice(0, 4))}
        hint="สมาชิกต้องมีอายุ 10 ปีขึ้นไป"
        error={errors.birth_date}
        onChange={setBirthDate}
      />
      {needsGuardian(birthDate) && (
        <TextField
          label="อีเมลผู้ปกครอง"
          name="guardian_email"
          type="email"
          autoComplete="off"
          inputMode="email"
          required
          hint={`สมาชิกอายุต่ำกว่า ${GUARDIAN_AGE_YEARS} ปี: เราจะส่งอีเมลให้ผู้ปกครองยืนยันก่อนคุณแลกของรางวัลที่จัดส่ง ร่วมกิจกรรมที่ใช้ koin หรือเปิดบัญชี Robo (อ่าน ตอบควิซ และเล่นเกมได้ทันที)`}
          error={errors.guardian_email}
        />
      )}
      <Checkbox
        name="accept_terms"
        error={errors.accept_terms}
        label={
          <>
            ฉันได้อ่านและยอมรับ{' '}
            <AppLink
              to={paths.policy('law')}
              target="_blank"
              className="font-semibold text-brand-700 underline"
            >
              ข้อกำหนดการใช้งาน
            </AppLink>{' '}
            และ{' '}
            <AppLink
              to={paths.policy('personal')}
              target="_blank"
              className="font-semibold text-brand-700 underline"
            >
              นโยบายคุ้มครองข้อมูลส่วนบุคคล
            </AppLink>
          </>
        }
      />
      <Checkbox name="marketing_consent" label="ฉันยินดีรับข่าวสารกิจกรรมและแคมเปญจาก Klass (ไม่บังคับ)" />
    </>
  )
}

/** The consent fields as a form holds them; the guardian's e-mail only when the form asked for it. */
export function consentValues(form: FormData) {
  const guardian = form.get('guardian_email')
  return {
    birth_date: String(form.get('birth_date') ?? ''),
    accept_terms: form.get('accept_terms') === 'on',
    marketing_consent: form.get('marketing_consent') === 'on',
    ...(guardian === null ? {} : { guardian_email: String(guardian).trim() }),
  }
}

/** The consent fields' problems; the form tells an incomplete birth date from an impossible one. */
export const consentProblems = (
  values: ReturnType<typeof consentValues> & { email?: string },
  form: FormData,
) => ({
  birth_date: datePartsProblem(datePartsFrom(form, 'birth_date'), 'วันเกิด', true),
  guardian_email: guardianEmailProblem(values),
  accept_terms: values.accept_terms ? null : 'กรุณายอมรับข้อกำหนดการใช้งานและนโยบายความเป็นส่วนตัว',
})

function guardianEmailProblem(values: { guardian_email?: string; email?: string }): string | null {
  if (values.guardian_email === undefined) return null
  if (values.guardian_email === '') return 'กรุณากรอกอีเมลของผู้ปกครอง'
  if (values.email && values.guardian_email.toLowerCase() === values.email.trim().toLowerCase())
    return 'อีเมลผู้ปกครองต้องไม่ใช่อีเมลเดียวกับของคุณ'
  return emailProblem(values.guardian_email)
}
