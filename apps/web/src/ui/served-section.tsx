import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'

// The content of each section the server wrote into the page, by its heading's id: taken as the app starts, before
// its first render changes the page, and each handed over once.
let servedSections: Map<string, ChildNode[]> | null = null

/**
 * Takes the sections the server wrote into the page's <main> (their content stays where it is), in place of any
 * taken before. The app's start calls it before its first render; the first served section to render calls it
 * when nothing did.
 */
export function keepServedSections(doc: Document = document): void {
  servedSections = new Map()
  for (const section of doc.querySelectorAll('main section[aria-labelledby]'))
    servedSections.set(section.getAttribute('aria-labelledby')!, [...section.childNodes])
}

/** The content the server wrote into the section named by `labelledBy`, once. */
function takeServedContent(labelledBy: string): ChildNode[] | undefined {
  if (typeof document === 'undefined') return undefined
  if (!servedSections) keepServedSections()
  const content = servedSections!.get(labelledBy)
  servedSections!.delete(labelledBy)
  return content
}

/** Where the app takes a served section over: as it comes within half a screen of the viewport. */
const TAKE_OVER_MARGIN = '50% 0px'

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]'

/**
 * A section of a page the server renders into its HTML (the visitor's home, decision 012). On the page the
 * server sent, the app's first render keeps the served content as it is (the very nodes, put back before the
 * browser paints), and the section's own components take it over in a task of their own once it comes near the
 * screen: a phone's main thread is never held for the whole page at once, and what nobody scrolls to costs
 * nothing. Its links work meanwhile as links do; a control focused as it is taken over keeps the focus.
 * Anywhere else it renders its content at once.
 */
export function ServedSection({
  labelledBy,
  className,
  children,
}: {
  /** The id of the section's heading: it names the section, and finds its served content. */
  labelledBy: string
  className?: string
  children: ReactNode
}) {
  const [served] = useState(() => takeServedContent(labelledBy))
  const [live, setLive] = useState(served === undefined)
  const section = useRef<HTMLElement>(null)
  // The served control that had the focus as the section was taken over, by its place among the section's controls.
  const focused = useRef(-1)
  useLayoutEffect(() => {
    if (served && section.current) section.current.replaceChildren(...served)
  }, [served])
  useEffect(() => {
    const element = section.current
    if (live || !element) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const takeOver = () => {
      // The served nodes are not the app's: they leave as its components come in, in the same task.
      focused.current = [...element.querySelectorAll(FOCUSABLE)].indexOf(document.activeElement!)
      element.replaceChildren()
      setLive(true)
    }
    if (typeof IntersectionObserver === 'undefined') {
      timer = setTimeout(takeOver, 0)
      return () => clearTimeout(timer)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        timer = setTimeout(takeOver, 0)
      },
      { rootMargin: TAKE_OVER_MARGIN },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      clearTimeout(timer)
    }
  }, [live])
  useLayoutEffect(() => {
    if (!live || focused.current < 0) return
    section.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[focused.current]?.focus()
    focused.current = -1
  }, [live])
  return (
    <section ref={section} aria-labelledby={labelledBy} className={className}>
      {live ? children : null}
    </section>
  )
}
