import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { cn } from './cn'

type DropdownProps = {
  /** The button's content; `label` names it when the content is not text. */
  trigger: ReactNode
  label?: string
  children: (close: () => void) => ReactNode
  align?: 'start' | 'end'
  buttonClassName?: string
  panelClassName?: string
}

/**
 * A disclosure menu for navigation: a button that shows a list of links or actions. Escape closes it and
 * returns focus to the button; so does a click elsewhere; arrow keys move between its items.
 */
export function Dropdown({
  trigger,
  label,
  children,
  align = 'start',
  buttonClassName,
  panelClassName,
}: DropdownProps) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  // Escape closes and returns focus; arrow keys open the menu and move between its items; leaving closes it.
  useEffect(() => {
    const element = root.current
    if (!element) return
    const items = () => [
      ...element.querySelectorAll<HTMLElement>(`#${CSS.escape(panelId)} a, #${CSS.escape(panelId)} button`),
    ]
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && open) {
        event.stopPropagation()
        setOpen(false)
        button.current?.focus()
        return
      }
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
      event.preventDefault()
      if (!open) {
        setOpen(true)
        requestAnimationFrame(() => items()[0]?.focus())
        return
      }
      const list = items()
      const index = list.indexOf(document.activeElement as HTMLElement)
      const next =
        event.key === 'ArrowDown' ? (index + 1) % list.length : (index - 1 + list.length) % list.length
      list[next]?.focus()
    }
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null
      if (open && next && !element.contains(next)) setOpen(false)
    }
    element.addEventListener('keydown', onKeyDown)
    element.addEventListener('focusout', onFocusOut)
    return () => {
      element.removeEventListener('keydown', onKeyDown)
      element.removeEventListener('focusout', onFocusOut)
    }
  }, [open, panelId])

  const close = () => setOpen(false)

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => setOpen((value) => !value)}
        className={buttonClassName}
      >
        {trigger}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={cn(
          'absolute top-full z-40 mt-2 min-w-56 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-brand-100',
          align === 'end' ? 'end-0' : 'start-0',
          panelClassName,
        )}
      >
        {children(close)}
      </div>
    </div>
  )
}

export const dropdownItemClass =
  'flex min-h-11 w-full items-center gap-3 rounded-xl px-3 py-2 text-start text-ink hover:bg-brand-50 focus-visible:bg-brand-50'
