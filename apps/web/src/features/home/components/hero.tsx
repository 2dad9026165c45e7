import { paths } from '../../../lib/paths'
import { ButtonLink } from '../../../ui/button'
import { ServedSection } from '../../../ui/served-section'
import { HeroArt } from './hero-art'

/**
 * The landing page's first screen for a visitor: what Klass is, with calls to register and log in. The build
 * also renders it into the served page of `/` (scripts/prerender-home.mjs), so its heading is painted before
 * the app's code arrives. A member sees their own day instead (member-today.tsx).
 */
export function Hero() {
  return (
    <ServedSection
      labelledBy="hero-title"
      className="overflow-hidden bg-gradient-to-b from-brand-50 to-canvas"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 md:grid-cols-2 md:py-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-700 shadow-sm ring-1 ring-brand-100">
            <span aria-hidden="true">🏦</span> ร่วมกับธนาคารพันธมิตร
          </p>
          <h1 id="hero-title" className="mt-4 text-4xl leading-tight text-ink md:text-5xl">
            เรื่องเงิน <span className="text-brand-600">เรียนสนุก</span>
            <br />
            เก่งขึ้นทุกวัน ได้ koin จริง
          </h1>
          <p className="mt-4 max-w-xl text-lg text-ink-soft">
            Klass คือพื้นที่เรียนรู้เรื่องเงินสำหรับวัยรุ่นและคนรุ่นใหม่ ออมเป็น ใช้เป็น ลงทุนเป็น ผ่านบทความ ควิซ เกม
            และภารกิจที่สนุกจนลืมว่ากำลังเรียน
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to={paths.register} size="lg">
              สมัครสมาชิกฟรี
            </ButtonLink>
            <ButtonLink to={paths.login} size="lg" variant="secondary">
              เข้าสู่ระบบ
            </ButtonLink>
          </div>
        </div>
        <div className="flex justify-center">
          <HeroArt />
        </div>
      </div>
    </ServedSection>
  )
}
