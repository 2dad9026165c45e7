import { config } from '../../lib/config'
import { buddhistYear } from '../../lib/format'
import { paths } from '../../lib/paths'
import { FacebookIcon, LineIcon, TwitterIcon } from '../../ui/icons'
import { AppLink } from '../../ui/link'
import { Logo } from './logo'
import { setConsentSettingsOpen } from './consent-settings-store'

const linkClass =
  'inline-flex min-h-11 items-center text-brand-100 underline-offset-4 hover:text-white hover:underline'

/** SPEC 2 Footer: usage guide, legal, personal data and cookie policy links; social icons; copyright. */
export function Footer() {
  const social = [
    { label: 'Facebook', href: config.social.facebook, Icon: FacebookIcon },
    { label: 'Twitter (X)', href: config.social.twitter, Icon: TwitterIcon },
    { label: 'LINE', href: config.social.line, Icon: LineIcon },
  ]
  return (
    <footer className="mt-16 bg-brand-900 text-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[1.2fr_1fr_auto]">
        <div className="space-y-3">
          <div className="inline-block rounded-2xl bg-white px-3 py-2">
            <Logo />
          </div>
          <p className="max-w-sm text-brand-100">
            เรียนรู้เรื่องเงิน การออม และการลงทุนแบบสนุก ๆ ร่วมกับธนาคารพันธมิตรของเรา
          </p>
        </div>
        <nav aria-label="ลิงก์ท้ายเว็บ">
          <ul className="grid gap-x-6 sm:grid-cols-2 md:grid-cols-1">
            <li>
              <AppLink to={paths.guidePost} className={linkClass}>
                คู่มือการใช้งานเบื้องต้น
              </AppLink>
            </li>
            <li>
              <AppLink to={paths.policy('law')} className={linkClass}>
                ข้อกำหนดและเงื่อนไขการใช้งาน
              </AppLink>
            </li>
            <li>
              <AppLink to={paths.policy('personal')} className={linkClass}>
                นโยบายคุ้มครองข้อมูลส่วนบุคคล
              </AppLink>
            </li>
            <li>
              <AppLink to={paths.policy('cookies')} className={linkClass}>
                นโยบายคุกกี้
              </AppLink>
            </li>
            <li>
              <button type="button" className={linkClass} onClick={() => setConsentSettingsOpen(true)}>
                ตั้งค่าคุกกี้
              </button>
            </li>
          </ul>
        </nav>
        <div>
          <p className="font-semibold">ติดตามเรา</p>
          <ul className="mt-3 flex gap-3">
            {social.map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                >
                  <Icon className="size-6" />
                  <span className="sr-only">{label} (เปิดในแท็บใหม่)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-4 text-sm text-brand-100">
          © {buddhistYear()} Klass สงวนลิขสิทธิ์ · เนื้อหาเพื่อการศึกษา ไม่ใช่คำแนะนำการลงทุน
        </p>
      </div>
    </footer>
  )
}
