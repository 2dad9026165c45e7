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

/**
 * A section of a page the server renders into its HTML (the visitor's home, decision 012). On the page the
 * server sent, the app's first render keeps the served content as it is (the very nodes, put back before the
 * browser paints), and the section's own components take it over a task later, each section in a task of its
 * own: a phone's main thread is never held for the whole page at once, and people read and scroll the served
 * page meanwhile. Anywhere else it renders its content at once.
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
  useLayoutEffect(() => {
    if (served && section.current) section.current.replaceChildren(...served)
  }, [served])
  useEffect(() => {
    if (live) return
    const timer = setTimeout(() => {
      // The served nodes are not the app's: they leave as its components come in, in the same task.
      section.current?.replaceChildren()
      setLive(true)
    }, 0)
    return () => clearTimeout(timer)
  }, [live])
  return (
    <section ref={section} aria-labelledby={labelledBy} className={className}>
      {live ? children : null}
    </section>
  )
}
