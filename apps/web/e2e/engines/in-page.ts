/**
 * Code that runs inside the page, in whichever engine drives it. WebDriver and WebDriver BiDi both send a
 * function as its source text, so each function here stands alone: it uses only its arguments and the DOM.
 */

/** What a test looks for, the way a person names it: a button, link, heading or field by its words. */
export type Query = {
  role: 'button' | 'link' | 'heading' | 'field' | 'text' | 'css'
  /** Words the element's accessible name contains (or equals, with `exact`); for `css`, the selector. */
  name: string
  exact?: boolean
  /** Heading level, for `role: 'heading'`. */
  level?: number
  /** A CSS selector the element must be inside. */
  within?: string
}

/** What the page went through that a person would call broken. */
export type PageTrouble = { errors: string[]; policyViolations: string[] }

declare global {
  interface Window {
    __klassTrouble?: PageTrouble & { inFlight: number }
  }
}

/**
 * Records uncaught errors, unhandled rejections and Content-Security-Policy refusals, and counts the
 * requests in flight so a test can tell when a page has settled. Safe to run twice in one document.
 */
export function installRecorder(): void {
  if (window.__klassTrouble) return
  const trouble = { errors: [] as string[], policyViolations: [] as string[], inFlight: 0 }
  window.__klassTrouble = trouble
  window.addEventListener('error', (event) => {
    // A resource that failed to load (an image, say) is not a script error.
    if (event.target && event.target !== window) return
    trouble.errors.push(`${event.message} (${event.filename}:${event.lineno})`)
  })
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as { stack?: string; message?: string } | undefined
    trouble.errors.push(`unhandled rejection: ${reason?.stack ?? reason?.message ?? String(reason)}`)
  })
  document.addEventListener('securitypolicyviolation', (event) => {
    trouble.policyViolations.push(
      `${event.violatedDirective} refused ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`,
    )
  })
  const fetchFromPage = window.fetch.bind(window)
  window.fetch = (...args: Parameters<typeof fetch>) => {
    trouble.inFlight += 1
    return fetchFromPage(...args).finally(() => {
      trouble.inFlight -= 1
    })
  }
}

/** The recorder's findings so far (empty lists when it was never installed). */
export function readTrouble(): PageTrouble {
  const trouble = window.__klassTrouble
  return { errors: [...(trouble?.errors ?? [])], policyViolations: [...(trouble?.policyViolations ?? [])] }
}

/**
 * The page has settled: the app's main area is there, nothing is loading (no request in flight, no busy
 * region, no skeleton), nothing is moving — and it stayed so when asked twice in a row by the caller.
 */
export function pageIsQuiet(): boolean {
  const trouble = window.__klassTrouble
  if (document.readyState !== 'complete') return false
  if (!document.querySelector('main#main, main')) return false
  if ((trouble?.inFlight ?? 0) > 0) return false
  if (document.querySelector('[aria-busy="true"], .animate-pulse')) return false
  // A page transition (a view transition covers the page while it runs) or a fade still moving.
  const moving = document
    .getAnimations()
    .some(
      (animation) =>
        animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
    )
  return !moving
}

/** The first visible element that answers the query, or null. */
export function findElement(query: Query): Element | null {
  const normalise = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()
  // innerText leaves out hidden words; WebKit also gives '' for content not rendered yet (below the fold
  // under content-visibility), where the words are still there for a person who scrolls.
  const wordsOf = (element: Element) => (element as HTMLElement).innerText || element.textContent || ''
  const visible = (element: Element) => {
    if (element.getClientRects().length === 0) return false
    const style = getComputedStyle(element)
    return style.visibility !== 'hidden' && style.display !== 'none'
  }
  const matches = (text: string) =>
    query.exact ? normalise(text) === query.name : normalise(text).includes(query.name)
  const nameOf = (element: Element) => {
    const labelled = element.getAttribute('aria-labelledby')
    if (labelled) {
      return labelled
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
    }
    return element.getAttribute('aria-label') ?? wordsOf(element)
  }
  const scopes = query.within ? [...document.querySelectorAll(query.within)] : [document]
  const all = (selector: string) => scopes.flatMap((scope) => [...scope.querySelectorAll(selector)])

  let candidates: Element[]
  switch (query.role) {
    case 'css':
      return all(query.name).find(visible) ?? null
    case 'button':
      candidates = all('button, [role="button"], input[type="submit"]').filter((element) =>
        matches(element instanceof HTMLInputElement ? element.value : nameOf(element)),
      )
      break
    case 'link':
      candidates = all('a[href], [role="link"]').filter((element) => matches(nameOf(element)))
      break
    case 'heading': {
      const selector = query.level ? `h${query.level}` : 'h1, h2, h3, h4, h5, h6'
      candidates = all(selector).filter((element) => matches(wordsOf(element)))
      break
    }
    case 'field': {
      const controls = new Set<Element>()
      for (const label of all('label')) {
        if (!matches(label.textContent ?? '')) continue
        const control = (label as HTMLLabelElement).control
        if (control) controls.add(control)
      }
      for (const element of all('input, textarea, select')) {
        if (matches(element.getAttribute('aria-label') ?? '')) controls.add(element)
      }
      candidates = [...controls]
      break
    }
    case 'text':
      // The innermost element holding the words, so a click lands on them.
      candidates = all('body *').filter(
        (element) =>
          matches(wordsOf(element)) && ![...element.children].some((child) => matches(wordsOf(child))),
      )
      break
  }
  return candidates.find(visible) ?? null
}

/** What the app shows instead of the page when something broke (SPEC 2 error pages), or null. */
export function errorPageShown(): string | null {
  const title =
    document.getElementById('error-title') ??
    [...document.querySelectorAll('h1')].find((heading) => heading.textContent?.includes('An error occurred'))
  if (!title) return null
  const text = (title.closest('section, main') ?? title).textContent?.replace(/\s+/g, ' ').trim()
  return text?.slice(0, 300) ?? 'error page'
}

/** Whether the query finds a visible element (needs `findElement` beside it). */
export function isShown(query: Query): boolean {
  return findElement(query) !== null
}

/** The words of the element the query finds, or null (needs `findElement` beside it). */
export function textOf(query: Query): string | null {
  const element = findElement(query)
  if (!element) return null
  return ((element as HTMLElement).innerText || element.textContent || '').replace(/\s+/g, ' ').trim()
}

/** Sets localStorage entries, as a returning visitor's browser would have them. */
export function remember(entries: Record<string, string>): void {
  for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
}

/** How far the page sticks out sideways, in CSS pixels (0 when it fits the screen). */
export function sideScroll(): number {
  return Math.max(0, document.documentElement.scrollWidth - window.innerWidth)
}

/** How many pixels of a canvas have been painted: 0 before its chart has drawn anything (or for no canvas). */
export function paintedPixels(canvas: Element | null): number {
  if (!(canvas instanceof HTMLCanvasElement) || canvas.width === 0 || canvas.height === 0) return 0
  const context = canvas.getContext('2d')
  if (!context) return 0
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
  let painted = 0
  for (let alpha = 3; alpha < data.length; alpha += 4) if (data[alpha]! > 0) painted += 1
  return painted
}

/** paintedPixels of the canvas a selector finds (needs `paintedPixels` beside it). */
export function paintedPixelsAt(selector: string): number {
  return paintedPixels(document.querySelector(selector))
}

/**
 * The controls a finger must hit that are smaller than 44 x 44 CSS pixels (WCAG 2.5.5), as
 * "tag "name" (selector) W x H" lines. Counted: every visible a, button, input, select, textarea, summary
 * and [role=button]. Not counted:
 * - links in running text: an inline link (computed display `inline`) whose nearest block (a paragraph,
 *   list item, table cell…) also holds words outside the link, so the line of text sets its size;
 * - a link stretched over its card (an absolute ::after at inset 0): it is measured by the card;
 * - a checkbox or radio button whose label is a large enough tap target (tapping either one sets it), or
 *   whose own box is, though transparent (a drawn switch over its real input);
 * - what no one can see or reach: hidden, visually hidden (1 px and clipped, like the skip link before it
 *   has focus), inert, or inside a closed element.
 * `scope`: a CSS selector of the parts of the page to look in (the whole page by default).
 */
export function smallTargets(scope = 'body'): string[] {
  const MIN = 44
  // Half a pixel of rounding (a 43.99 px box drawn at 44 device pixels) is not a miss.
  const tooSmall = (rect: DOMRect) => rect.width < MIN - 0.5 || rect.height < MIN - 0.5
  const visible = (element: Element) => {
    if (element.getClientRects().length === 0) return false
    if (element.closest('[inert], [aria-hidden="true"]')) return false
    const style = getComputedStyle(element)
    if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false
    // Visually hidden (Tailwind's sr-only: clipped to nothing), like the skip link until it has focus.
    if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') return false
    const rect = element.getBoundingClientRect()
    return rect.width > 1 && rect.height > 1
  }
  // A link stretched over its card by an absolutely placed ::after (inset 0): the card is what is tapped.
  const tapArea = (element: Element): DOMRect => {
    const after = getComputedStyle(element, '::after')
    const stretched =
      after.content !== 'none' && after.position === 'absolute' && after.top === '0px' && after.left === '0px'
    const holder = stretched ? (element as HTMLElement).offsetParent : null
    return (holder ?? element).getBoundingClientRect()
  }
  const words = (element: Element) => (element.textContent ?? '').replace(/\s+/g, '')
  const inRunningText = (element: Element) => {
    if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false
    let block = element.parentElement
    while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement
    if (!block) return false
    return words(block).length > words(element).length
  }
  const describe = (element: Element, rect: DOMRect) => {
    const name = (
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      ''
    )
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40)
    const id = element.id ? `#${element.id}` : ''
    const classes = [...element.classList]
      .slice(0, 4)
      .map((name) => `.${name}`)
      .join('')
    const parent = element.parentElement
    const where = parent ? `${parent.tagName.toLowerCase()}${parent.id ? `#${parent.id}` : ''} > ` : ''
    return `${element.tagName.toLowerCase()} "${name}" (${where}${element.tagName.toLowerCase()}${id}${classes}) ${Math.round(rect.width)} x ${Math.round(rect.height)}`
  }

  const found: string[] = []
  const controls = [...document.querySelectorAll(scope)].flatMap((root) => [
    ...root.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]',
    ),
  ])
  for (const element of controls) {
    const labels =
      element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)
        ? [...(element.labels ?? [])].filter(visible)
        : []
    if (labels.some((label) => !tooSmall(label.getBoundingClientRect()))) continue
    // A drawn switch or box keeps its real input, transparent, over its whole tap area: that area counts.
    if (
      labels.length > 0 &&
      element.getClientRects().length > 0 &&
      !tooSmall(element.getBoundingClientRect())
    )
      continue
    if (!visible(element) && labels.length === 0) continue
    if (inRunningText(element)) continue
    const rect = visible(element) ? tapArea(element) : labels[0]!.getBoundingClientRect()
    if (tooSmall(rect)) found.push(describe(element, rect))
  }
  return found
}

/**
 * What looks tappable but does nothing: an element the pointer turns into a hand over (`cursor: pointer`) that
 * is no link, button, label or form control, is inside none, and holds none. Reported once, at the outermost
 * such element (children inherit the cursor). One line each.
 */
export function deadTaps(scope = 'body'): string[] {
  const interactive =
    'a[href], button, input, select, textarea, summary, label, [role="button"], [role="link"], [role="tab"], ' +
    '[role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"], [role="option"], [tabindex]:not([tabindex="-1"])'
  const visible = (element: Element) => {
    if (element.getClientRects().length === 0) return false
    if (element.closest('[inert], [aria-hidden="true"]')) return false
    const style = getComputedStyle(element)
    return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) !== 0
  }
  const pointer = (element: Element | null) => !!element && getComputedStyle(element).cursor === 'pointer'
  const found: string[] = []
  for (const root of document.querySelectorAll(scope)) {
    for (const element of root.querySelectorAll('*')) {
      if (!pointer(element) || pointer(element.parentElement)) continue
      if (element.closest(interactive) || element.querySelector(interactive) || !visible(element)) continue
      const name = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
      const classes = [...element.classList]
        .slice(0, 4)
        .map((one) => `.${one}`)
        .join('')
      found.push(`${element.tagName.toLowerCase()}${classes} "${name}"`)
    }
  }
  return found
}
