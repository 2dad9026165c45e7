import { useEffect, useState } from 'react'
import { paths } from '../../../lib/paths'
import { Alert } from '../../../ui/alert'
import { Button, ButtonLink } from '../../../ui/button'
import { FormPage } from '../../../ui/form-page'
import { LineIcon } from '../../../ui/icons'
import { LoadingState } from '../../../ui/states'
import { goToLine, useLineSettings, useLinkLine } from '../api/line'
import { spendOnce, useLineReturn } from '../components/line-return'
import { messageOf } from '../../../lib/error-message'
import { OfficialAccountButton } from '../components/official-account'

/**
 * SPEC 2 /line/link (members): link a LINE account, to sign in with it and to receive the reminders the member
 * chooses from the Official Account. LINE asks on its own screen whether to add the account as a friend.
 */
export default function LineLinkPage() {
  const back = useLineReturn()
  const settings = useLineSettings()
  const link = useLinkLine()
  const [startError, setStartError] = useState<string | null>(null)

  function start() {
    setStartError(null)
    goToLine('link').catch((error: unknown) => setStartError(messageOf(error)))
  }

  useEffect(() => {
    if (back.code && back.state && !back.cancelled && spendOnce(back.code)) {
      link.mutate({ code: back.code, state: back.state })
    }
    // Once, on arrival: the code in the address is good for one exchange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const linkedNow = link.isSuccess
  const linkedBefore = !back.returned && settings.data?.linked
  return (
    <FormPage
      title="เชื่อมบัญชี LINE"
      subtitle="เข้าสู่ระบบด้วย LINE ได้ และรับการแจ้งเตือนที่คุณเลือกจาก LINE Official Account ของ Klass"
    >
      <div className="space-y-4">
        {link.isPending && <LoadingState label="กำลังเชื่อมบัญชี LINE…" />}
        {(linkedNow || linkedBefore) && (
          <>
            <Alert tone="success">
              {linkedNow
                ? `เชื่อมบัญชี LINE${link.data.display_name ? ` (${link.data.display_name})` : ''} เรียบร้อยแล้ว`
                : `บัญชีนี้เชื่อมกับ LINE${settings.data?.display_name ? ` (${settings.data.display_name})` : ''} อยู่แล้ว`}
            </Alert>
            <OfficialAccountButton />
            <ButtonLink to={paths.lineId} variant="secondary" size="lg" className="w-full">
              เลือกการแจ้งเตือนที่อยากได้รับ
            </ButtonLink>
          </>
        )}
        {back.cancelled && <Alert tone="info">คุณยกเลิกการเชื่อมบัญชี LINE แล้ว กดปุ่มด้านล่างเมื่อพร้อม</Alert>}
        {link.isError && <Alert tone="error">{messageOf(link.error)}</Alert>}
        {startError && <Alert tone="error">{startError}</Alert>}
        {!link.isPending && !linkedNow && !linkedBefore && (
          <>
            <ul className="list-disc space-y-1 ps-5 text-ink-soft">
              <li>เข้าสู่ระบบ Klass ด้วยปุ่ม LINE ได้ ไม่ต้องจำรหัสผ่าน</li>
              <li>รับการแจ้งเตือนวันหักเงินออม วัน DCA กิจกรรม และ streak ที่ใกล้ขาด (เลือกเองได้)</li>
              <li>เราไม่ส่งโฆษณา และส่งไม่เกินวันละ 3 ข้อความ</li>
            </ul>
            <Button size="lg" className="w-full" onClick={start}>
              <LineIcon className="size-6" aria-hidden="true" />
              {back.returned ? 'ลองเชื่อมบัญชี LINE อีกครั้ง' : 'เชื่อมบัญชี LINE'}
            </Button>
          </>
        )}
      </div>
    </FormPage>
  )
}
