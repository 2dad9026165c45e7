import { paths } from '../../../lib/paths'
import { ButtonLink } from '../../../ui/button'
import { HeroArt } from './hero-art'

/** Who the hero speaks to: a visitor (null) or a member, by display name when it is known. */
export type HeroViewer = { displayName: string | null } | null

/**
 * The landing page's first screen: what Klass is, with calls to register and log in (or, for a member, to
 * their profile and today's quiz). The build also renders it for visitors into the served page of `/`
 * (scripts/prerender-home.mjs), so its heading is painted before the app's code arrives.
 */
export function Hero({ member }: { member: HeroViewer }) {
  const loggedIn = member !== null
  return (
    <section
      aria-labelledby="hero-title"
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
            {loggedIn ? (
              <>
                <ButtonLink to={paths.profile} size="lg">
                  ไปที่โปรไฟล์ของ{member?.displayName ? ` ${member.displayName}` : 'ฉัน'}
                </ButtonLink>
                <ButtonLink to={paths.quizDaily} size="lg" variant="secondary">
                  เล่นควิซวันนี้
                </ButtonLink>
              </>
            ) : (
              <>
                <ButtonLink to={paths.register} size="lg">
                  สมัครสมาชิกฟรี
                </ButtonLink>
                <ButtonLink to={paths.login} size="lg" variant="secondary">
                  เข้าสู่ระบบ
                </ButtonLink>
              </>
            )}
          </div>
        </div>
        <div className="flex justify-center">
          <HeroArt />
        </div>
      </div>
    </section>
  )
}
