import { gameNames } from '@klass/contract/game-names'
import { clubColourClass, defaultClubCards } from '../../../lib/clubs'
import { paths } from '../../../lib/paths'
import { useSession } from '../../../lib/session'
import { AppLink } from '../../../ui/link'
import { CampaignSection } from '../components/campaign-section'
import { Hero } from '../components/hero'
import { MemberToday } from '../components/member-today'
import { LiveSections } from '../components/live-sections'
import { useHome } from '../api/get-home'
import { PageTitle } from '../../../ui/page-title'
import { ServedSection } from '../../../ui/served-section'

const pillars = [
  {
    icon: '📚',
    title: 'อ่าน ดู เข้าใจ',
    text: 'บทความและวิดีโอสั้นเรื่องการออม การใช้จ่าย และการลงทุน เขียนให้วัยรุ่นอ่านรู้เรื่อง',
  },
  { icon: '🎮', title: 'เล่นแล้วได้ koin', text: 'ตอบควิซ เล่นเกม ทำภารกิจ สะสม koin และ skill point ทุกวัน' },
  {
    icon: '🎁',
    title: 'แลกของรางวัลจริง',
    text: 'ใช้ koin แลกของรางวัลในร้านค้า และลุ้นรางวัลใหญ่ในแคมเปญ SUPERQUEST',
  },
]

const quizzes = [
  { to: paths.quizDaily, name: 'ควิซประจำวัน', text: 'วันละข้อ ตอบถูกรับ koin' },
  { to: paths.quizMonth, name: 'ควิซประจำเดือน', text: 'วัดความรู้รวมของเดือนนี้' },
  { to: paths.quizFinal, name: 'สอบปลายภาค', text: 'ข้อสอบใหญ่ รางวัลก็ใหญ่' },
  { to: paths.quizMoney('Basic'), name: 'The Money Quiz', text: 'สามระดับ Basic · Intermediate · Advanced' },
]

const games = [
  { to: paths.gamesCatchMe, ...gameNames.catchme, icon: '🏃' },
  { to: paths.gamesHangman, ...gameNames.hangman, icon: '🔤' },
  { to: paths.gamesVisualDecoder, ...gameNames['visual-decoder'], icon: '🧩' },
  { to: paths.crossword, ...gameNames.crossword, icon: '✏️' },
]

/** Sections below the first screen are laid out and painted only when scrolled near (a phone's main thread is busy enough). */
const deferred = '[content-visibility:auto] [contain-intrinsic-size:auto_640px]'

function SectionTitle({
  id,
  eyebrow,
  title,
  text,
}: {
  id: string
  eyebrow: string
  title: string
  text?: string
}) {
  return (
    <div className="max-w-2xl">
      <p className="font-semibold text-brand-700">{eyebrow}</p>
      <h2 id={id} className="mt-1 text-2xl md:text-3xl">
        {title}
      </h2>
      {text && <p className="mt-2 text-ink-soft">{text}</p>}
    </div>
  )
}

/**
 * The clubs' cards: Klass's first texts at once, then the editors' names, texts, colours and order from the home
 * call the live sections make anyway (no request of their own).
 */
function ClubCards() {
  const home = useHome()
  const cards = home.data?.sections.articles.categories ?? defaultClubCards
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {cards.map((club) => (
        <li key={club.type}>
          <AppLink
            to={paths.club(club.type)}
            className={`block h-full rounded-card p-5 ring-1 ring-brand-100 transition-transform hover:-translate-y-0.5 ${clubColourClass[club.colour]}`}
          >
            <span className="font-display text-xl text-ink">{club.name}</span>
            <span className="mt-1 block text-sm text-ink-soft">{club.summary}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  )
}

/** SPEC 2 home (/): a member's own day at the top (a visitor's: what Klass is), the live articles, premiums and videos, the clubs, quizzes, games and the campaign. */
export default function HomePage() {
  const { loggedIn, profile } = useSession()
  return (
    <>
      <PageTitle>Klass — เรื่องเงิน เรียนสนุก</PageTitle>
      {loggedIn ? <MemberToday displayName={profile?.display_name ?? null} /> : <Hero />}

      <LiveSections className={deferred} />

      <ServedSection labelledBy="about-title" className={`${deferred} mx-auto max-w-6xl px-4 py-12`}>
        <SectionTitle id="about-title" eyebrow="Klass คืออะไร" title="เรียน เล่น สะสม แลก — ครบในที่เดียว" />
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {pillars.map((pillar) => (
            <li key={pillar.title} className="rounded-card bg-white p-5 shadow-sm ring-1 ring-brand-100">
              <span aria-hidden="true" className="text-3xl">
                {pillar.icon}
              </span>
              <h3 className="mt-2 text-xl">{pillar.title}</h3>
              <p className="mt-1 text-ink-soft">{pillar.text}</p>
            </li>
          ))}
        </ul>
      </ServedSection>

      <ServedSection labelledBy="clubs-title" className={`${deferred} mx-auto max-w-6xl px-4 py-12`}>
        <SectionTitle id="clubs-title" eyebrow="คลับ" title="หาคลับที่ใช่ แล้วเรียนรู้กับเพื่อนสายเดียวกัน" />
        <ClubCards />
      </ServedSection>

      <ServedSection labelledBy="quiz-title" className={`${deferred} bg-brand-900 text-white`}>
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 lg:grid-cols-2">
          <div>
            <p className="font-semibold text-sun-300">ควิซ</p>
            <h2 id="quiz-title" className="mt-1 text-2xl md:text-3xl">
              ตอบถูก ได้ koin ตอบผิด ได้ความรู้
            </h2>
            <ul className="mt-6 grid gap-3 sm:grid-cols-2">
              {quizzes.map((quiz) => (
                <li key={quiz.to}>
                  <AppLink
                    to={quiz.to}
                    className="block h-full rounded-2xl bg-white/10 p-4 ring-1 ring-white/15 hover:bg-white/15"
                  >
                    <span className="font-semibold">{quiz.name}</span>
                    <span className="mt-1 block text-sm text-brand-100">{quiz.text}</span>
                  </AppLink>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <p className="font-semibold text-sun-300">เกม</p>
            <h2 className="mt-1 text-2xl md:text-3xl">สมองไว มือไว ได้รางวัล</h2>
            <ul className="mt-6 grid grid-cols-2 gap-3">
              {games.map((game) => (
                <li key={game.to}>
                  <AppLink
                    to={game.to}
                    className="flex h-full flex-col items-start gap-2 rounded-2xl bg-white p-4 text-ink hover:bg-brand-50"
                  >
                    <span aria-hidden="true" className="text-2xl">
                      {game.icon}
                    </span>
                    <span className="font-semibold">
                      {game.name}{' '}
                      <span lang="en" className="block text-sm font-normal text-ink-soft">
                        {game.productName}
                      </span>
                    </span>
                  </AppLink>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </ServedSection>

      <CampaignSection className={deferred} />

      <ServedSection labelledBy="trust-title" className="mx-auto max-w-6xl px-4 pb-4">
        <h2 id="trust-title" className="sr-only">
          ทำไมไว้ใจ Klass ได้
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          <li className="rounded-card bg-white p-5 ring-1 ring-brand-100">
            <p className="font-semibold">🏦 ดูแลร่วมกับธนาคาร</p>
            <p className="mt-1 text-sm text-ink-soft">เนื้อหาการเงินตรวจทานโดยผู้เชี่ยวชาญจากธนาคารพันธมิตร</p>
          </li>
          <li className="rounded-card bg-white p-5 ring-1 ring-brand-100">
            <p className="font-semibold">🔒 ข้อมูลของคุณปลอดภัย</p>
            <p className="mt-1 text-sm text-ink-soft">
              เก็บข้อมูลเท่าที่จำเป็นตาม{' '}
              <AppLink to={paths.policy('personal')} className="font-semibold text-brand-700 underline">
                นโยบายคุ้มครองข้อมูลส่วนบุคคล
              </AppLink>
            </p>
          </li>
          <li className="rounded-card bg-white p-5 ring-1 ring-brand-100">
            <p className="font-semibold">🆓 ใช้ฟรี ไม่มีค่าใช้จ่าย</p>
            <p className="mt-1 text-sm text-ink-soft">koin เป็นแต้มในเว็บไซต์ ไม่ใช่เงินจริง และไม่มีการเติมเงิน</p>
          </li>
        </ul>
      </ServedSection>
    </>
  )
}
