import { emailReminderKinds } from '@klass/contract/progress-constants'
import { messageOf } from '../../../lib/error-message'
import { paths } from '../../../lib/paths'
import { Alert } from '../../../ui/alert'
import { Card } from '../../../ui/card'
import { Switch } from '../../../ui/field'
import { AppLink } from '../../../ui/link'
import { QueryState } from '../../../ui/query-states'
import { LoadingState } from '../../../ui/states'
import { useReminders, useUpdateReminders } from '../api/reminders'
import { PageTitle } from '../../../ui/page-title'

/**
 * /reminders (decision 036): the reminders a member chooses to have e-mailed — each off until turned on, one of
 * each a day at most. Every reminder mail links here to turn it off. LINE's switches are on /line/id.
 */
export default function RemindersPage() {
  const query = useReminders()
  const update = useUpdateReminders()
  return (
    <div className="mx-auto w-full max-w-3xl space-y-5 px-3 py-8 sm:px-4">
      <PageTitle>การแจ้งเตือน — Klass</PageTitle>
      <header>
        <h1 className="text-3xl text-ink">การแจ้งเตือน</h1>
        <p className="mt-2 text-ink-soft">
          เลือกให้ Klass ส่งอีเมลเตือนเรื่องไหนบ้าง แต่ละเรื่องส่งไม่เกินวันละครั้ง เปลี่ยนใจเมื่อไรก็ปิดได้ที่หน้านี้
        </p>
      </header>
      <Card className="space-y-4 p-5">
        <h2 className="text-xl text-ink">ทางอีเมล</h2>
        <QueryState query={query} loading={<LoadingState />}>
          {(data) => (
            <>
              {!data.email_confirmed && (
                <Alert tone="info">
                  อีเมลของคุณยังไม่ได้ยืนยัน เราจะส่งการแจ้งเตือนเมื่อยืนยันแล้ว ขอลิงก์ยืนยันได้ที่{' '}
                  <AppLink to={paths.profile} className="font-semibold underline">
                    หน้าโปรไฟล์
                  </AppLink>
                </Alert>
              )}
              {update.isError && <Alert tone="error">{messageOf(update.error)}</Alert>}
              <ul className="divide-y divide-brand-100">
                {emailReminderKinds.map((kind) => (
                  <li key={kind.id} className="py-3">
                    <Switch
                      label={kind.title}
                      description={kind.detail}
                      checked={data.email[kind.id]}
                      disabled={update.isPending}
                      onChange={(checked) => update.mutate({ [kind.id]: checked })}
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
        </QueryState>
      </Card>
      <Card className="space-y-2 p-5">
        <h2 className="text-xl text-ink">ทาง LINE</h2>
        <p className="text-ink-soft">
          {query.data?.line_linked
            ? 'บัญชี LINE ของคุณเชื่อมแล้ว เรื่องเดียวกันนี้ส่งทาง LINE ด้วย เปิดหรือปิดแต่ละเรื่องได้ที่หน้า LINE'
            : 'เชื่อมบัญชี LINE แล้วจะได้รับการเตือนเรื่องเดียวกันนี้ทาง LINE ด้วย'}
        </p>
        <AppLink
          to={paths.lineId}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          ตั้งค่าการแจ้งเตือนทาง LINE
        </AppLink>
      </Card>
    </div>
  )
}
