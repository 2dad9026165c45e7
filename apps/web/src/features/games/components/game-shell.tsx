import type { ReactNode } from 'react'
import { paths } from '../../../lib/paths'
import { AppLink } from '../../../ui/link'

/** The frame every game page shares: the way back to the hub, the title and a short how-to. */
export function GameShell({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-3 py-6 sm:px-4">
      <title>{`${title} — เกม Klass`}</title>
      <AppLink to={paths.games} className="text-sm font-semibold text-brand-700 hover:underline">
        ← เกมทั้งหมด
      </AppLink>
      <h1 className="mt-2 text-2xl sm:text-3xl">{title}</h1>
      <p className="mt-1 text-ink-soft">{intro}</p>
      <div className="mt-5 space-y-4">{children}</div>
    </div>
  )
}
