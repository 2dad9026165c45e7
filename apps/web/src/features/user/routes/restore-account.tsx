import { useLocation } from 'react-router'
import { formatLongDate } from '../../../lib/format'
import { forgetLinkToken } from '../../../lib/link-token'
import { paths } from '../../../lib/paths'
import { useLinkToken } from '../../../lib/use-link-token'
import { Alert } from '../../../ui/alert'
import { Button, ButtonLink } from '../../../ui/button'
import { FormPage } from '../../../ui/form-page'
import type { DeletionNotice } from '../api/delete-account'
import { useRestoreAccount } from '../api/restore-account'

/**
 * Decision 031: the page of the restore link in the deletion mail (the token leaves the address on arrival),
 * and the page a member lands on right after asking to delete the account.
 */
export default function RestoreAccountPage() {
  const token = useLinkToken('restoreAccount')
  const notice = (useLocation().state as { deletion?: DeletionNotice } | null)?.deletion
  const restore = useRestoreAccount()

  if (!token) {
    return (
      <FormPage title={notice ? 'ขอลบบัญชีแล้ว' : 'กู้คืนบัญชี'}>
        <div className="space-y-4">
          {notice ? (
            <Alert tone="info">
              เราได้รับคำขอลบบัญชีแล้ว ทุกอุปกรณ์ออกจากระบบแล้ว บัญชีจะถูกลบถาวรในวันที่ {formatLongDate(notice.eraseAt)}
              หากเปลี่ยนใจ กดลิงก์ “กู้คืนบัญชี” ในอีเมลที่เราส่งให้ภายใน 30 วัน
            </Alert>
          ) : (
            <Alert tone="error">ลิงก์กู้คืนบัญชีไม่ครบถ้วน กรุณาเปิดลิงก์จากอีเมลอีกครั้ง</Alert>
          )}
          <ButtonLink to={paths.home} variant="secondary" size="lg" className="w-full">
            กลับหน้าแรก
          </ButtonLink>
        </div>
      </FormPage>
    )
  }

  return (
    <FormPage title="กู้คืนบัญชี">
      {restore.isSuccess ? (
        <div className="space-y-4">
          <Alert tone="success">กู้คืนบัญชี {restore.data.email} แล้ว บัญชีจะไม่ถูกลบ เข้าสู่ระบบได้ตามปกติ</Alert>
          <ButtonLink to={paths.login} size="lg" className="w-full">
            เข้าสู่ระบบ
          </ButtonLink>
        </div>
      ) : (
        <div className="space-y-4">
          <p className="text-ink-soft">บัญชีนี้อยู่ระหว่างรอลบ กดปุ่มด้านล่างเพื่อยกเลิกคำขอลบ แล้วใช้บัญชีต่อได้ตามเดิม</p>
          {restore.isError && <Alert tone="error">{restore.error.message}</Alert>}
          <Button
            size="lg"
            className="w-full"
            busy={restore.isPending}
            onClick={() => restore.mutate(token, { onSuccess: () => forgetLinkToken('restoreAccount') })}
          >
            กู้คืนบัญชี
          </Button>
        </div>
      )}
    </FormPage>
  )
}
