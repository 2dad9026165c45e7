import { startTransition, useEffect, useState, type ReactNode } from 'react'
import { useMatches } from 'react-router'
import { config } from '../../lib/config'
import { cn } from '../../ui/cn'
import type { RouteHandle } from '../router'

/** SPEC 2: a page may hide the header (/register/profile). */
export function useHeaderHidden(): boolean {
  return useMatches().some((match) => (match.handle as RouteHandle | undefined)?.hideHeader === true)
}

export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-[70] rounded-full bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
    >
      ข้ามไปยังเนื้อหาหลัก
    </a>
  )
}

/** The page area; its view-transition name is "page" (SPEC 2: out-in). */
export function Main({ children, className }: { children: ReactNode; className?: string }) {
  return (
    // At least a screen tall: the footer starts below the fold, so pages that grow as they load do not shift it.
    <main id="main" tabIndex={-1} className={cn('page-transition min-h-dvh flex-1 outline-none', className)}>
      {children}
    </main>
  )
}

/** Thai sites go grey in mourning periods: a configuration switch turns the whole layout grey. */
export function GrayscaleWrapper({ children }: { children: ReactNode }) {
  return (
    <div
      data-grayscale={config.grayscale || undefined}
      className={cn('flex min-h-dvh flex-col', config.grayscale && 'grayscale')}
    >
      {children}
    </div>
  )
}

/**
 * False in the layout's first render, true once the browser has had a task to paint it: what is always below
 * the fold (the footer, under a main area at least a screen tall) then renders in a render of its own, so the
 * page's first render, commit and layout are smaller and nothing on screen moves when it appears.
 */
export function useBelowFoldShown(): boolean {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setShown(true)), 0)
    return () => clearTimeout(timer)
  }, [])
  return shown
}
