import { useLayoutEffect } from 'react'

// The titles of the pages shown, the last one opened at the end: it names the browser's tab. While one page
// opens and the one before it closes, either may finish first, so each removes only its own title.
const shown: { title: string }[] = []
// The site's own name (index.html's title), for a moment no page names the tab.
const SITE_TITLE = 'Klass — เรื่องเงิน เรียนสนุก'

function nameTab(): void {
  document.title = shown.at(-1)?.title ?? SITE_TITLE
}

/** The page's title in the browser's tab and history, for as long as the page is shown. */
export function PageTitle({ children }: { children: string }) {
  useLayoutEffect(() => {
    const entry = { title: children }
    shown.push(entry)
    nameTab()
    return () => {
      shown.splice(shown.indexOf(entry), 1)
      nameTab()
    }
  }, [children])
  return null
}
