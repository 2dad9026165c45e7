import { analyticsAllowed, saveConsent, useConsent } from '../../../lib/consent'
import { messageOf } from '../../../lib/error-message'
import { formatLongDate } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { Alert } from '../../../ui/alert'
import { Switch } from '../../../ui/field'
import { AppLink } from '../../../ui/link'
import { QueryState } from '../../../ui/query-states'
import { LoadingState } from '../../../ui/states'
import { useConsents, useSetMarketingConsent } from '../api/consents'

/**
 * Issue 19: what the member consented to, each with its own control. The terms and the privacy notice are
 * what membership rests on: withdrawing them is deleting the account. Marketing mail is a switch (the server
 * records when); the cookie choices live in this browser (SPEC 3: switch2 and switch3); LINE reminders are
 * turned off one by one on the LINE page.
 */
export function MyConsents() {
  const consents = useConsents()
  const setMarketing = useSetMarketingConsent()
  const cookies = useConsent()

  return (
    <section aria-labelledby="my-consents-title" className="space-y-4">
      <h3 id="my-consents-title" className="text-lg text-ink">
        ความยินยอมของฉัน
      </h3>
      <QueryState query={consents} loading={<LoadingState />}>
        {(data) => (
          <div className="space-y-4">
            <div>
              <p className="font-semibold text-ink">ข้อกำหนดการใช้งานและนโยบายความเป็นส่วนตัว</p>
              <p className="text-sm text-ink-soft">
                ยอมรับเมื่อ {formatLongDate(data.terms.accepted_at)} (ฉบับ {data.terms.version}) ·{' '}
                <AppLink to={paths.policy('personal')} className="font-semibold text-brand-700 underline">
                  อ่านนโยบายความเป็นส่วนตัว
                </AppLink>
              </p>
              <p className="text-sm text-ink-soft">
                การเป็นสมาชิกต้องอาศัยความยินยอมนี้ หากต้องการถอน ให้{' '}
                <a href="#delete-account-title" className="font-semibold text-brand-700 underline">
                  ลบบัญชี
                </a>
              </p>
            </div>
            <Switch
              label="รับข่าวสาร กิจกรรม และสิทธิพิเศษทางอีเมล"
              description={
                data.marketing.changed_at
                  ? `${data.marketing.consent ? 'ให้ความยินยอม' : 'ถอนความยินยอม'}เมื่อ ${formatLongDate(data.marketing.changed_at)}`
                  : 'ยังไม่ได้ให้ความยินยอม'
              }
              checked={data.marketing.consent}
              disabled={setMarketing.isPending}
              onChange={(consent) => setMarketing.mutate(consent)}
            />
            {setMarketing.isError && <Alert tone="error">{messageOf(setMarketing.error)}</Alert>}
          </div>
        )}
      </QueryState>
      <Switch
        label="คุกกี้วิเคราะห์การใช้งาน (ในเบราว์เซอร์นี้)"
        description="ช่วยให้เรารู้ว่าหน้าไหนมีคนใช้มาก ปิดแล้วเครื่องมือวิเคราะห์จะหยุดทำงานในเบราว์เซอร์นี้ทันที"
        checked={cookies?.switch2 ?? false}
        onChange={(on) => saveConsent({ switch2: on, switch3: cookies?.switch3 ?? false })}
      />
      <Switch
        label="คุกกี้ปรับเนื้อหาและการตลาด (ในเบราว์เซอร์นี้)"
        description={
          analyticsAllowed(cookies)
            ? 'เปิดอยู่ทั้งสองอย่าง เครื่องมือวิเคราะห์จึงทำงาน'
            : 'เครื่องมือวิเคราะห์ทำงานเมื่อเปิดคุกกี้ทั้งสองอย่างเท่านั้น'
        }
        checked={cookies?.switch3 ?? false}
        onChange={(on) => saveConsent({ switch2: cookies?.switch2 ?? false, switch3: on })}
      />
      <p className="text-sm text-ink-soft">
        การแจ้งเตือนทาง LINE ปิดได้ทีละแบบที่{' '}
        <AppLink to={paths.lineId} className="font-semibold text-brand-700 underline">
          หน้าตั้งค่า LINE
        </AppLink>
      </p>
    </section>
  )
}
