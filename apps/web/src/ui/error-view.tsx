import { paths } from '../lib/paths'
import { ButtonLink } from './button'

/** An error page's body: status, title, text and the way home (SPEC 2 error pages). */
export function ErrorView({
  status,
  title,
  text,
  detail,
}: {
  status: number
  title: string
  text: string
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
      <h1 id="error-title" className="mt-2 text-3xl text-ink">
        {title}
      </h1>
      <p className="mt-3 text-lg text-ink">{text}</p>
      {detail && <p className="mt-2 text-ink-soft">{detail}</p>}
      <ButtonLink to={paths.home} className="mt-8">
        กลับหน้าแรก (Home page)
      </ButtonLink>
    </section>
  )
}

/** SPEC 2: unknown route — '404 Not Found', 'This page could not be found', with a Home page link. */
export function NotFoundView() {
  return (
    <>
      <title>404 Not Found — Klass</title>
      <ErrorView
        status={404}
        title="404 Not Found"
        text="This page could not be found"
        detail="ไม่พบหน้าที่คุณต้องการ ลิงก์อาจผิดหรือหน้านี้ถูกย้ายไปแล้ว"
      />
    </>
  )
}
