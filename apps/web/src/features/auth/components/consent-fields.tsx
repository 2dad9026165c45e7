import { MINIMUM_AGE_YEARS } from '@klass/contract/auth'
import { paths } from '../../../lib/paths'
import { Checkbox, TextField } from '../../../ui/field'
import { AppLink } from '../../../ui/link'
import { latestBirthDate } from './birth-date'

/**
 * The part of every registration that is the same however a person joins: the birth date (10 or older), the
 * explicit consent to the terms and the privacy notice (PDPA), and the optional news consent.
 */
export function ConsentFields({ errors }: { errors: Record<string, string | undefined> }) {
  return (
    <>
      <TextField
        label="วันเกิด"
        name="birth_date"
        type="date"
        required
        max={latestBirthDate(MINIMUM_AGE_YEARS)}
        hint="สมาชิกต้องมีอายุ 10 ปีขึ้นไป"
        error={errors.birth_date}
      />
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

/** The consent fields as a form holds them. */
export function consentValues(form: FormData) {
  return {
    birth_date: String(form.get('birth_date') ?? ''),
    accept_terms: form.get('accept_terms') === 'on',
    marketing_consent: form.get('marketing_consent') === 'on',
  }
}

export const consentProblems = (values: ReturnType<typeof consentValues>) => ({
  birth_date: values.birth_date ? null : 'กรุณาระบุวันเกิด',
  accept_terms: values.accept_terms ? null : 'กรุณายอมรับข้อกำหนดการใช้งานและนโยบายความเป็นส่วนตัว',
})
