import { GUARDIAN_AGE_YEARS } from '@klass/contract/auth-constants'
import { forgetLinkToken } from '../../../lib/link-token'
import { paths } from '../../../lib/paths'
import { useLinkToken } from '../../../lib/use-link-token'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { FormPage } from '../../../ui/form-page'
import { AppLink } from '../../../ui/link'
import { LoadingState } from '../../../ui/states'
import { useGiveGuardianConsent, useGuardianConsentDetail } from '../api/guardian-consent'

/**
 * Issue 19: the page a guardian's mail links to. It shows whose account asks and what consenting allows; the
 * consent is recorded only when the guardian presses the button. The token left the address on arrival.
 */
export default function GuardianConsentPage() {
  const token = useLinkToken('guardianConsent')
  const detail = useGuardianConsentDetail(token)
  const consent = useGiveGuardianConsent()

  if (!token) {
    return (
      <FormPage title="ความยินยอมของผู้ปกครอง">
        <Alert tone="error">ลิงก์ไม่ครบถ้วน กรุณาเปิดลิงก์จากอีเมลอีกครั้ง</Alert>
      </FormPage>
    )
  }
  if (consent.isSuccess) {
    return (
      <FormPage title="ความยินยอมของผู้ปกครอง">
        <Alert tone="success">
          บันทึกความยินยอมของท่านแล้ว ขอบคุณครับ/ค่ะ ตอนนี้ {consent.data.display_name} แลกของรางวัลที่จัดส่ง
          ลงทะเบียนกิจกรรมที่ใช้ koin และเปิดบัญชีกองทุนฝึกหัด Robo ได้แล้ว
        </Alert>
      </FormPage>
    )
  }
  if (detail.isPending) {
    return (
      <FormPage title="ความยินยอมของผู้ปกครอง">
        <LoadingState label="กำลังตรวจลิงก์…" />
      </FormPage>
    )
  }
  if (detail.isError) {
    return (
      <FormPage title="ความยินยอมของผู้ปกครอง">
        <Alert tone="error">{detail.error.message}</Alert>
      </FormPage>
    )
  }

  const member = detail.data.display_name
  return (
    <FormPage
      title="ความยินยอมของผู้ปกครอง"
      subtitle={`${member} สมัครสมาชิก Klass และระบุอีเมลของท่าน (${detail.data.guardian_email}) เป็นอีเมลผู้ปกครอง`}
    >
      <div className="space-y-4">
        <p>
          Klass คือเว็บไซต์เรียนรู้เรื่องเงิน การออม และการลงทุนสำหรับวัยรุ่น ดำเนินการร่วมกับธนาคารพันธมิตร สมาชิกสะสม koin
          (คะแนนในเว็บไซต์ ไม่ใช่เงินจริง) จากการอ่าน ตอบควิซ และเล่นเกม ส่วนบัญชีธนาคารและกองทุนใน Klass
          เป็นบัญชีฝึกหัดที่ใช้เงินสมมติ
        </p>
        <div>
          <p className="font-semibold">สมาชิกอายุต่ำกว่า {GUARDIAN_AGE_YEARS} ปีต้องได้รับความยินยอมจากท่านก่อน จึงจะ:</p>
          <ul className="mt-2 list-disc space-y-1 ps-6">
            <li>แลกของรางวัลที่จัดส่งถึงบ้านด้วย koin (กรอกชื่อและที่อยู่สำหรับจัดส่ง)</li>
            <li>ลงทะเบียนกิจกรรมที่ใช้ koin</li>
            <li>เปิดบัญชีกองทุนฝึกหัด Robo (กรอกข้อมูลยืนยันตัวตน เช่น เลขประจำตัวประชาชนและรูปบัตร)</li>
          </ul>
          <p className="mt-2">ระหว่างนี้ {member} ยังอ่านบทความ ตอบควิซ และเล่นเกมได้ตามปกติ</p>
        </div>
        <p>
          ข้อมูลที่ Klass เก็บ: ชื่อที่แสดง อีเมล วันเกิด อีเมลของท่าน ประวัติกิจกรรมและ koin และเมื่อใช้สิทธิ์ข้างต้น
          ที่อยู่จัดส่งและข้อมูลยืนยันตัวตน (เข้ารหัสไว้ ไม่เปิดเผยต่อสาธารณะ) อ่านรายละเอียดได้ใน{' '}
          <AppLink
            to={paths.policy('personal')}
            target="_blank"
            className="font-semibold text-brand-700 underline"
          >
            นโยบายคุ้มครองข้อมูลส่วนบุคคล
          </AppLink>
        </p>
        {consent.isError && <Alert tone="error">{consent.error.message}</Alert>}
        <Button
          size="lg"
          className="w-full"
          busy={consent.isPending}
          onClick={() => consent.mutate(token, { onSuccess: () => forgetLinkToken('guardianConsent') })}
        >
          ข้าพเจ้าเป็นผู้ปกครองของ {member} และยินยอม
        </Button>
        <p className="text-sm text-ink-soft">หากท่านไม่ยินยอม ปิดหน้านี้ได้เลย บัญชีนี้จะใช้สิทธิ์ข้างต้นไม่ได้</p>
      </div>
    </FormPage>
  )
}
