import { useEffect, useRef } from 'react'
import { forgetLinkToken } from '../../../lib/link-token'
import { paths } from '../../../lib/paths'
import { useSession } from '../../../lib/session'
import { useLinkToken } from '../../../lib/use-link-token'
import { Alert } from '../../../ui/alert'
import { ButtonLink } from '../../../ui/button'
import { FormPage } from '../../../ui/form-page'
import { LoadingState } from '../../../ui/states'
import { useConfirmEmail } from '../api/confirm-email'

/**
 * Issue 19 (decision 029): the page the confirmation mail links to. It confirms the address as it opens, signed
 * in or not, and says where to go next.
 */
export default function ConfirmEmailPage() {
  const token = useLinkToken('confirmEmail')
  const { loggedIn } = useSession()
  const confirm = useConfirmEmail()
  const { mutate } = confirm
  // A link is good once: it is sent once, however often the page renders.
  const sent = useRef(false)
  useEffect(() => {
    if (!token || sent.current) return
    sent.current = true
    mutate(token, { onSettled: () => forgetLinkToken('confirmEmail') })
  }, [token, mutate])

  const onwards = loggedIn ? (
    <div className="flex flex-col gap-3 sm:flex-row">
      <ButtonLink to={paths.store} size="lg" className="flex-1">
        ไปแลกของรางวัล
      </ButtonLink>
      <ButtonLink to={paths.profile} variant="secondary" size="lg" className="flex-1">
        ไปหน้าโปรไฟล์
      </ButtonLink>
    </div>
  ) : (
    <ButtonLink to={paths.login} size="lg" className="w-full">
      เข้าสู่ระบบเพื่อแลกของรางวัล
    </ButtonLink>
  )

  if (!token) {
    return (
      <FormPage title="ยืนยันอีเมล">
        <div className="space-y-4">
          <Alert tone="error">ลิงก์ยืนยันอีเมลไม่ครบถ้วน กรุณาเปิดลิงก์จากอีเมลอีกครั้ง หรือขอลิงก์ใหม่ได้ที่หน้าโปรไฟล์</Alert>
          {onwards}
        </div>
      </FormPage>
    )
  }

  return (
    <FormPage title="ยืนยันอีเมล">
      {confirm.isSuccess ? (
        <div className="space-y-4">
          <Alert tone="success">
            ยืนยันอีเมล {confirm.data.data.email} เรียบร้อยแล้ว ตอนนี้คุณใช้ koin แลกของรางวัลในร้านค้า รับรางวัลภารกิจ
            SUPERQUEST และรางวัลเลเวลได้แล้ว
          </Alert>
          {onwards}
        </div>
      ) : confirm.isError ? (
        <div className="space-y-4">
          <Alert tone="error">{confirm.error.message}</Alert>
          {onwards}
        </div>
      ) : (
        <LoadingState label="กำลังยืนยันอีเมล…" />
      )}
    </FormPage>
  )
}
