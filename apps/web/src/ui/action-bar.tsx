import { useEffect, useState, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { Button } from './button'

/** Phones: narrower than the md breakpoint (768 px), where a long page puts its main action out of reach. */
const PHONE = '(max-width: 47.999rem)'

/**
 * Whether the element is out of sight on a phone: scrolled above the sticky header or below the screen.
 * Always false on wider screens, and where the browser cannot tell.
 */
export function useOutOfSightOnPhone(target: RefObject<Element | null>): boolean {
  const [phone, setPhone] = useState(() => window.matchMedia?.(PHONE).matches ?? false)
  const [outOfSight, setOutOfSight] = useState(false)

  useEffect(() => {
    const query = window.matchMedia?.(PHONE)
    if (!query) return
    const onChange = () => setPhone(query.matches)
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])

  useEffect(() => {
    const element = target.current
    // Off a phone the bar is never shown (`phone && outOfSight` below), whatever was last observed.
    if (!phone || !element || typeof IntersectionObserver === 'undefined') return
    // The header covers the top 4rem (64 px) of the screen: an action under it is out of sight.
    const observer = new IntersectionObserver(
      ([entry]) => setOutOfSight(entry ? !entry.isIntersecting : false),
      { rootMargin: '-64px 0px 0px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [phone, target])

  return phone && outOfSight
}

/** Brings the action into view and puts focus on its first control, as if the person had scrolled to it. */
export function goToAction(target: Element | null): void {
  if (!target) return
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
  target.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' })
  const control = target.querySelector<HTMLElement>(
    'input:not([type="hidden"]):not([disabled]), select, textarea, button:not([disabled]), a[href]',
  )
  control?.focus({ preventScroll: true })
}

/**
 * A long page's main action (buy a gift, join an event) kept within reach on a phone: while the action is
 * out of sight, a bar at the bottom of the screen names it (with `summary`, say its price) and takes the
 * person to it. The page keeps room for the bar at its end (index.css), so the bar never covers the last of
 * the content. `target`: the action's part of the page.
 */
export function ActionBar({
  target,
  label,
  summary,
}: {
  target: RefObject<Element | null>
  label: string
  summary?: ReactNode
}) {
  const shown = useOutOfSightOnPhone(target)
  if (!shown) return null
  return createPortal(
    <div
      data-action-bar
      className="fixed inset-x-0 bottom-0 z-20 border-t border-brand-100 bg-white/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(23_21_58/0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-3">
        <div className="min-w-0 text-sm text-ink">{summary}</div>
        <Button className="shrink-0" onClick={() => goToAction(target.current)}>
          {label}
        </Button>
      </div>
    </div>,
    document.body,
  )
}
