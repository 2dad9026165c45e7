import { useEffect, useState, type ReactNode } from 'react'

// The sections whose served markup has been taken: each is taken over once, on the page the server sent.
const taken = new Set<string>()

/** The markup the server wrote for the section named by `labelledBy`, once, while it is still in the page. */
function takeServedMarkup(labelledBy: string): string | undefined {
  if (typeof document === 'undefined' || taken.has(labelledBy)) return undefined
  taken.add(labelledBy)
  return document.querySelector(`main section[aria-labelledby="${labelledBy}"]`)?.innerHTML
}

/**
 * A section of a page the server renders into its HTML (the visitor's home, decision 012). On the page the
 * server sent, the app's first render keeps the served markup as it is, and the section's own components take it
 * over a task later, each section in a task of its own: a phone's main thread is never held for the whole page
 * at once, and people read and scroll the served page meanwhile. Anywhere else it renders its content at once.
 */
export function ServedSection({
  labelledBy,
  className,
  children,
}: {
  /** The id of the section's heading: it names the section, and finds its served markup. */
  labelledBy: string
  className?: string
  children: ReactNode
}) {
  const [served] = useState(() => takeServedMarkup(labelledBy))
  const [live, setLive] = useState(served === undefined)
  useEffect(() => {
    if (live) return
    const timer = setTimeout(() => setLive(true), 0)
    return () => clearTimeout(timer)
  }, [live])
  if (!live && served !== undefined)
    return (
      <section
        aria-labelledby={labelledBy}
        className={className}
        dangerouslySetInnerHTML={{ __html: served }}
      />
    )
  return (
    <section aria-labelledby={labelledBy} className={className}>
      {children}
    </section>
  )
}
