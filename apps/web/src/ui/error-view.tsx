import { paths } from '../lib/paths'
import { ButtonLink } from './button'
import { PageTitle } from './page-title'

/** Words in Thai first, with SPEC's English beneath, smaller (SPEC 2 quotes the error pages' texts). */
export type ThaiWithEnglish = { th: string; en: string }

/** An error page's body: status, title, text and the way home (SPEC 2 error pages). */
export function ErrorView({
  status,
  title,
  text,
  detail,
}: {
  status: number
  title: ThaiWithEnglish
  text: ThaiWithEnglish
  detail?: string
}) {
  return (
    <section
      aria-labelledby="error-title"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center"
    >
      <p aria-hidden="true" className="font-display text-7xl text-brand-500">
        {status}
      </p>
      <h1 id="error-title" className="mt-2 text-ink">
        <span className="block text-3xl">{title.th}</span>
        <span lang="en" className="mt-1 block font-sans text-base font-semibold text-ink-soft">
          {title.en}
        </span>
      </h1>
      <p className="mt-4 text-lg text-ink">{text.th}</p>
      <p lang="en" className="text-sm text-ink-soft">
        {text.en}
      </p>
      {detail && <p className="mt-3 text-ink-soft">{detail}</p>}
      <HomeLink />
    </section>
  )
}

/** "Home page" (SPEC 2), in Thai first. */
export function HomeLink({ reload = false }: { reload?: boolean }) {
  const words = (
    <span className="flex flex-col items-center leading-tight">
      <span>กลับหน้าแรก</span>
      <span lang="en" className="text-xs font-normal opacity-90">
        Home page
      </span>
    </span>
  )
  // After a failure of the page around the error, a full load starts the app afresh.
  if (reload) {
    return (
      <a
        href={paths.home}
        className="mt-8 inline-flex min-h-12 items-center rounded-full bg-brand-600 px-6 py-1.5 font-semibold text-white shadow-sm hover:bg-brand-700"
      >
        {words}
      </a>
    )
  }
  return (
    <ButtonLink to={paths.home} size="lg" className="mt-8 py-1.5 text-base">
      {words}
    </ButtonLink>
  )
}

/** SPEC 2: unknown route — '404 Not Found', 'This page could not be found', with a Home page link. */
export function NotFoundView() {
  return (
    <>
      <PageTitle>ไม่พบหน้านี้ (404 Not Found) — Klass</PageTitle>
      <ErrorView
        status={404}
        title={{ th: 'ไม่พบหน้านี้', en: '404 Not Found' }}
        text={{ th: 'ไม่พบหน้าที่คุณต้องการ ลิงก์อาจผิดหรือหน้านี้ถูกย้ายไปแล้ว', en: 'This page could not be found' }}
      />
    </>
  )
}
