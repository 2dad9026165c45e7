import { useEffect, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { paths } from '../../../lib/paths'
import { cn } from '../../../ui/cn'
import { AppLink } from '../../../ui/link'
import { PracticeNotice } from '../../../ui/practice-notice'
import { PageTitle } from '../../../ui/page-title'

/** What every robo page says about its money and its advice. */
export function RoboPracticeNotice({ className }: { className?: string }) {
  return (
    <PracticeNotice className={className}>
      robo advisor ของ Klass ใช้เงินฝึกหัดจากบัญชีออมทรัพย์ฝึกหัดของคุณ กองทุนและผลตอบแทนเป็นการจำลองเพื่อการเรียนรู้
      คำแนะนำในหน้านี้ไม่ใช่คำแนะนำการลงทุนจริง
    </PracticeNotice>
  )
}

/**
 * The frame of a robo page (SPEC 2 Robo layout: header only): the way back to /robo, the Thai title as the
 * page's one h1, and the practice-money notice.
 */
export function RoboPage({
  title,
  lead,
  back = true,
  wide = false,
  children,
}: {
  title: string
  lead?: ReactNode
  /** Shows the way back to the robo's first page. */
  back?: boolean
  wide?: boolean
  children: ReactNode
}) {
  const { pathname, search } = useLocation()
  // Another page or another account (`?id=`) starts at the top; a filter or a page of a list does not.
  const place = `${pathname}?${new URLSearchParams(search).get('id') ?? ''}`
  useEffect(() => {
    if (window.scrollY !== 0) window.scrollTo(0, 0)
  }, [place])

  return (
    <div className={cn('mx-auto px-3 py-6 sm:px-4 sm:py-8', wide ? 'max-w-5xl' : 'max-w-3xl')}>
      <PageTitle>{`${title} — Klass Robo`}</PageTitle>
      {back && (
        <AppLink
          to={paths.robo}
          className="mb-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          ← Robo ลงทุนกองทุนรวมฝึกหัด
        </AppLink>
      )}
      <h1 className="text-2xl break-words sm:text-3xl">{title}</h1>
      {lead && <div className="mt-2 text-ink-soft">{lead}</div>}
      <RoboPracticeNotice className="mt-4" />
      <div className="mt-6 space-y-6">{children}</div>
    </div>
  )
}

/** A titled part of a robo page. */
export function RoboSection({
  id,
  title,
  children,
  className,
}: {
  id: string
  title: ReactNode
  children: ReactNode
  className?: string
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xl">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}
