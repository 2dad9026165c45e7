import { useEffect, useRef, type RefObject } from 'react'

/** How long after a tap or key press something that appears still counts as its answer. */
const ANSWER_WINDOW_MS = 10_000

let lastActionAt = Number.NEGATIVE_INFINITY
/** The page the action was taken on: what appears on another page (after a link) answers nothing there. */
let lastActionPage = ''
if (typeof window !== 'undefined') {
  const noteAction = () => {
    lastActionAt = performance.now()
    lastActionPage = window.location.pathname
  }
  // Capture: a handler that stops the event does not hide the action from this record.
  window.addEventListener('pointerdown', noteAction, { capture: true, passive: true })
  window.addEventListener('keydown', noteAction, { capture: true, passive: true })
}

/**
 * Whether the person tapped, clicked or pressed a key on this page a moment ago (so what appears now answers
 * them). A new page opens at its top instead (the router's scroll restoration).
 */
export function answersAnAction(now = performance.now()): boolean {
  return now - lastActionAt <= ANSWER_WINDOW_MS && window.location.pathname === lastActionPage
}

/**
 * Brings an element into view when it appears in answer to what the person just did (a score, a saved
 * message, a form's errors): scrolled the least that shows it whole, below the sticky header (every element
 * keeps the header's height as its scroll margin, index.css). On a page's first load nothing moves.
 */
export function revealIfAnswer(element: Element | null): void {
  if (!element || !answersAnAction()) return
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
  element.scrollIntoView?.({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' })
}

/** revealIfAnswer for a component's own element, when it mounts (or `key` changes). */
export function useRevealOnAppear<T extends Element>(key: unknown = true): RefObject<T | null> {
  const ref = useRef<T>(null)
  useEffect(() => {
    if (key) revealIfAnswer(ref.current)
  }, [key])
  return ref
}
