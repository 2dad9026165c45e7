import { useEffect, useState } from 'react'
import { applyAnalytics } from '../../lib/analytics'
import { config } from '../../lib/config'
import { analyticsAllowed, saveConsent, useConsent } from '../../lib/consent'
import { paths } from '../../lib/paths'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { Switch } from '../../ui/field'
import { AppLink } from '../../ui/link'
import { setConsentSettingsOpen, useConsentSettingsOpen } from './consent-settings-store'

function ConsentSettings() {
  const open = useConsentSettingsOpen()
  const close = () => setConsentSettingsOpen(false)
  return (
    <Dialog
      open={open}
      onClose={close}
      title="ตั้งค่าคุกกี้"
      description="เลือกได้ว่าจะให้เราใช้คุกกี้ประเภทใด คุกกี้ที่จำเป็นเปิดไว้เสมอเพื่อให้เว็บไซต์ทำงานได้ เปลี่ยนใจได้ทุกเมื่อจากปุ่ม “ตั้งค่าคุกกี้” ท้ายเว็บ"
    >
      <ConsentForm onDone={close} />
    </Dialog>
  )
}

/** Mounted on each opening, so it starts from what is stored (nothing optional is on until chosen). */
function ConsentForm({ onDone }: { onDone: () => void }) {
  const stored = useConsent()
  const [switch2, setSwitch2] = useState(stored?.switch2 ?? false)
  const [switch3, setSwitch3] = useState(stored?.switch3 ?? false)
  return (
    <>
      <div className="space-y-5">
        <Switch
          label="คุกกี้ที่จำเป็น"
          description="ใช้เพื่อการเข้าสู่ระบบ ความปลอดภัย และจดจำการตั้งค่านี้ ปิดไม่ได้"
          checked
          disabled
          onChange={() => {}}
        />
        <Switch
          name="switch2"
          label="คุกกี้เพื่อการวิเคราะห์"
          description="ช่วยให้เรารู้ว่าหน้าไหนมีคนใช้มาก เพื่อปรับปรุงเนื้อหาให้ดีขึ้น"
          checked={switch2}
          onChange={setSwitch2}
        />
        <Switch
          name="switch3"
          label="คุกกี้เพื่อการวัดผลและการตลาด"
          description="ใช้วัดผลกิจกรรมและแคมเปญผ่านเครื่องมือ Tag Manager"
          checked={switch3}
          onChange={setSwitch3}
        />
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          ยกเลิก
        </Button>
        <Button
          onClick={() => {
            saveConsent({ switch2, switch3 })
            onDone()
          }}
        >
          ยอมรับ
        </Button>
      </div>
    </>
  )
}

/** A banner's choice: 44 px high, and a label may take two lines in a narrow third of the screen. */
const choice = 'min-h-11 whitespace-normal px-2 text-center leading-4 md:px-4'

/**
 * SPEC 2/4/9 cookie consent: a banner with accept-all, only-necessary and settings until a choice is stored
 * (for a year);
 * the tag manager and analytics load only when both optional flags are on, and are removed otherwise.
 */
export function CookieConsent() {
  const consent = useConsent()
  const allowed = analyticsAllowed(consent)

  useEffect(() => {
    applyAnalytics(allowed, config)
  }, [allowed])

  return (
    <>
      {!consent && (
        // A fifth of a phone's screen at most (decision 037): one short paragraph and the three choices in a row.
        <section aria-labelledby="cookie-banner-title" className="fixed inset-x-0 bottom-0 z-40 sm:p-4">
          <div className="mx-auto max-w-4xl rounded-t-card bg-white px-3 pt-2.5 pb-[max(0.625rem,env(safe-area-inset-bottom))] shadow-2xl ring-1 ring-brand-200 sm:rounded-card sm:p-4 md:flex md:items-center md:gap-6">
            <div className="text-sm text-ink-soft md:flex-1">
              <h2 id="cookie-banner-title" className="inline font-semibold text-ink">
                เว็บไซต์นี้ใช้คุกกี้
              </h2>{' '}
              <p className="inline">
                ที่จำเป็นเพื่อให้ทำงานได้ และใช้คุกกี้วิเคราะห์และการตลาดเมื่อคุณยอมรับ{' '}
                <AppLink to={paths.policy('cookies')} className="font-semibold text-brand-700 underline">
                  นโยบายคุกกี้
                </AppLink>
              </p>
            </div>
            <div className="mt-2 grid grid-cols-3 gap-1.5 md:mt-0 md:flex md:shrink-0 md:gap-2">
              <Button
                variant="ghost"
                size="sm"
                className={choice}
                onClick={() => setConsentSettingsOpen(true)}
              >
                ตั้งค่าคุกกี้
              </Button>
              <Button
                variant="secondary"
                size="sm"
                className={choice}
                onClick={() => saveConsent({ switch2: false, switch3: false })}
              >
                เฉพาะที่จำเป็น
              </Button>
              <Button
                size="sm"
                className={choice}
                onClick={() => saveConsent({ switch2: true, switch3: true })}
              >
                ยอมรับทั้งหมด
              </Button>
            </div>
          </div>
        </section>
      )}
      <ConsentSettings />
    </>
  )
}
