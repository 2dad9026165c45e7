import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { cn } from './cn'
import { CloseIcon } from './icons'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

let openDialogs = 0

/** While a modal dialog is open the page behind it is inert: no focus, no clicks, hidden from screen readers. */
function setBackgroundInert(inert: boolean): void {
  const root = document.getElementById('root')
  if (!root) return
  if (inert) root.setAttribute('inert', '')
  else root.removeAttribute('inert')
}

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)]
}

type DialogProps = {
  open: boolean
  onClose: () => void
  title: ReactNode
  description?: ReactNode
  children: ReactNode
  /** center: a card in the middle; drawer: a side sheet from the start edge (SPEC 2 sidebar). */
  variant?: 'center' | 'drawer'
  initialFocus?: RefObject<HTMLElement | null>
  /** Hides the title visually (it is still the dialog's name). */
  hideTitle?: boolean
  closeLabel?: string
  className?: string
}

/**
 * A modal dialog: focus moves in, Tab stays inside, Escape and the close button close it, and focus goes back
 * to where it was when it closes.
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null
  return createPortal(<DialogPanel {...props} />, document.body)
}

function DialogPanel({
  onClose,
  title,
  description,
  children,
  variant = 'center',
  initialFocus,
  hideTitle,
  closeLabel = 'ปิด',
  className,
}: DialogProps) {
  const panel = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const descriptionId = useId()
  const close = useRef(onClose)
  useEffect(() => {
    close.current = onClose
  }, [onClose])

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null
    openDialogs += 1
    setBackgroundInert(true)
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    const target =
      initialFocus?.current ?? (panel.current ? focusables(panel.current)[0] : null) ?? panel.current
    target?.focus()
    return () => {
      openDialogs -= 1
      if (openDialogs === 0) setBackgroundInert(false)
      document.body.style.overflow = overflow
      if (previous && previous.isConnected) previous.focus()
    }
    // Runs once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Escape closes; Tab and Shift+Tab wrap around inside the dialog.
  useEffect(() => {
    const element = panel.current
    if (!element) return
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation()
        close.current()
        return
      }
      if (event.key !== 'Tab') return
      const items = focusables(element)
      if (items.length === 0) {
        event.preventDefault()
        return
      }
      const first = items[0]!
      const last = items[items.length - 1]!
      if (event.shiftKey && (document.activeElement === first || document.activeElement === element)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    }
    element.addEventListener('keydown', onKeyDown)
    return () => element.removeEventListener('keydown', onKeyDown)
  }, [])

  const drawer = variant === 'drawer'
  return (
    <div
      className={cn(
        'fixed inset-0 z-50 flex',
        drawer ? 'justify-start' : 'items-end justify-center p-3 sm:items-center',
      )}
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-ink/55 backdrop-blur-[2px]"
        onClick={() => close.current()}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cn(
          'relative flex max-h-full flex-col bg-white shadow-2xl outline-none',
          drawer
            ? 'h-full w-[min(var(--drawer-width),100vw)] overflow-y-auto'
            : 'max-h-[90dvh] w-full max-w-lg overflow-y-auto rounded-card p-6',
          className,
        )}
      >
        <div
          className={cn(
            'flex items-start justify-between gap-4',
            drawer && 'sticky top-0 z-10 bg-white px-5 py-4 shadow-sm',
          )}
        >
          <h2 id={titleId} className={cn('font-display text-xl text-ink', hideTitle && 'sr-only')}>
            {title}
          </h2>
          <button
            type="button"
            onClick={() => close.current()}
            className="-m-1 ms-auto inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-brand-50 hover:text-ink"
          >
            <CloseIcon className="size-6" />
            <span className="sr-only">{closeLabel}</span>
          </button>
        </div>
        {description && (
          <div id={descriptionId} className={cn('text-ink-soft', drawer ? 'px-5' : 'mt-2')}>
            {description}
          </div>
        )}
        <div className={cn(drawer ? 'flex-1 px-3 pb-6' : 'mt-4')}>{children}</div>
      </div>
    </div>
  )
}
