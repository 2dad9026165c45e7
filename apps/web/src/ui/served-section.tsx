import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'

// The sections whose served content has been taken: each is taken over once, on the page the server sent.
const taken = new Set<string>()

/** The content the server wrote into the section named by `labelledBy`, once, while it is still in the page. */
function takeServedContent(labelledBy: string): ChildNode[] | undefined {
  if (typeof document === 'undefined' || taken.has(labelledBy)) return undefined
  taken.add(labelledBy)
  const section = document.querySelector(`main section[aria-labelledby="${labelledBy}"]`)
  return section ? [...section.childNodes] : undefined
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
