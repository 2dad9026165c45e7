import type { ReactNode } from 'react'
import { paths } from '../../../lib/paths'
import { AppLink } from '../../../ui/link'
import { PageTitle } from '../../../ui/page-title'

/** The frame of every quiz page: a way back to the hub, the title and what the quiz is. */
export function QuizLayout({
  title,
  description,
  children,
}: {
  title: string
  description?: string
  children: ReactNode
}) {
  return (
    <div className="mx-auto max-w-2xl space-y-5 px-3 py-6 sm:px-4">
      <PageTitle>{`${title} — Klass`}</PageTitle>
      <AppLink
        to={paths.quiz}
        className="inline-flex min-h-11 items-center text-brand-700 underline-offset-4 hover:underline"
      >
        ← กลับหน้ารวมควิซ
      </AppLink>
      <header className="space-y-1">
        <h1 className="text-2xl sm:text-3xl">{title}</h1>
        {description && <p className="text-ink-soft">{description}</p>}
      </header>
      {children}
    </div>
  )
}
