import { LINE_MESSAGES_PER_DAY, reminderKinds } from '@klass/contract/line-constants'
import { paths } from '../../../lib/paths'
import { loginPathFor } from '../../../lib/safe-redirect'
import { useSession } from '../../../lib/session'
import { Alert } from '../../../ui/alert'
import { AppLink } from '../../../ui/link'
import { ButtonLink } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { Switch } from '../../../ui/field'
import { QueryState } from '../../../ui/query-states'
import { LoadingState } from '../../../ui/states'
import { useLineSettings, useUpdateReminders } from '../api/line'
import { messageOf } from '../../../lib/error-message'
import { OfficialAccountButton } from '../components/official-account'

/**
 * SPEC 2 /line/id: the product's LINE Official Account — how to add it, what it sends and how often; a member
 * with LINE linked turns each reminder on or off here.
 */
export default function LineIdPage() {
  const { loggedIn } = useSession()
  return (
    <div className="mx-auto w-full max-w-3xl space-y-5 px-3 py-8 sm:px-4">
      <header>
        <h1 className="text-3xl text-ink">LINE Official Account ของ Klass</h1>
        <p className="mt-2 text-ink-soft">
          เพิ่มเพื่อนแล้วเชื่อมบัญชี เพื่อรับการแจ้งเตือนเรื่องที่คุณเลือก ไม่มีโฆษณา และไม่เกินวันละ {LINE_MESSAGES_PER_DAY} ข้อความ
        </p>
      </header>
      <Card className="space-y-3 p-5">
        <h2 className="text-xl text-ink">1. เพิ่มเพื่อน</h2>
        <p className="text-ink-soft">กดปุ่มบนมือถือที่มีแอป LINE หรือค้นหาไอดีในแอป LINE แล้วกดเพิ่มเพื่อน</p>
        <OfficialAccountButton />
      </Card>
      <Card className="space-y-4 p-5">
        <h2 className="text-xl text-ink">2. เลือกการแจ้งเตือน</h2>
        {loggedIn ? <MemberReminders /> : <GuestReminders />}
      </Card>
    </div>
  )
}

function GuestReminders() {
  return (
    <>
      <ul className="space-y-3">
        {reminderKinds.map((kind) => (
          <li key={kind.id}>
            <p className="font-semibold text-ink">{kind.title}</p>
            <p className="text-sm text-ink-soft">{kind.detail}</p>
          </li>
        ))}
      </ul>
      <ButtonLink to={loginPathFor(paths.lineLink)} size="lg" className="w-full">
        เข้าสู่ระบบเพื่อเชื่อมบัญชี LINE
      </ButtonLink>
    </>
  )
}

function MemberReminders() {
  const settings = useLineSettings()
  const update = useUpdateReminders()
  return (
    <QueryState query={settings} loading={<LoadingState />}>
      {(data) => (
        <>
          {!data.linked && <Alert tone="info">ยังไม่ได้เชื่อมบัญชี LINE การแจ้งเตือนจะเริ่มส่งเมื่อเชื่อมบัญชีแล้ว</Alert>}
          {data.blocked && (
            <Alert tone="error">
              คุณบล็อกบัญชี LINE ของ Klass อยู่ เราจึงส่งการแจ้งเตือนไม่ได้ ปลดบล็อกในแอป LINE แล้วจะได้รับตามปกติ
            </Alert>
          )}
          {update.isError && <Alert tone="error">{messageOf(update.error)}</Alert>}
          <ul className="divide-y divide-brand-100">
            {reminderKinds.map((kind) => (
              <li key={kind.id} className="py-3">
                <Switch
                  label={kind.title}
                  description={kind.detail}
                  checked={data.reminders[kind.id]}
                  disabled={update.isPending}
                  onChange={(checked) => update.mutate({ [kind.id]: checked })}
                />
              </li>
            ))}
          </ul>
          {data.linked ? (
            <p className="text-sm text-ink-soft">
              เชื่อมกับ LINE{data.display_name ? ` (${data.display_name})` : ''} แล้ว · ยกเลิกการเชื่อมได้ที่{' '}
              <AppLink to={paths.profile} className="font-semibold text-brand-700 underline">
                หน้าโปรไฟล์
              </AppLink>
            </p>
          ) : (
            <ButtonLink to={paths.lineLink} size="lg" className="w-full">
              เชื่อมบัญชี LINE
            </ButtonLink>
          )}
        </>
      )}
    </QueryState>
  )
}
