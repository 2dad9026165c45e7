/** How long the app waits at most for a served page's largest picture and fonts before it takes over. */
export const SERVED_PICTURE_WAIT_MS = 400

/** Where the server lists an article's code, to be fetched only after the article has been painted. */
export const DEFERRED_MODULES_META = 'klass-deferred-modules'

/** Lets the browser paint and answer taps between two pieces of start-up work. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

/**
 * Whether the server wrote this page's content into it (an article, decisions 007 and 012; the visitor's home
 * hero) and lists its code for after the first paint, so the page is read before the app starts.
 */
export function paintedBeforeCode(doc: Document = document): boolean {
  return doc.querySelector(`meta[name="${DEFERRED_MODULES_META}"]`) !== null
}

/**
 * Resolves once the page the server sent (the app's shell, or an article written into the HTML) has been
 * painted: a frame first (nothing here makes the browser lay the page out early), then on a served page its
 * largest picture decoded and its fonts loaded (waiting at most SERVED_PICTURE_WAIT_MS), then another frame
 * — whose callback runs after the previous one was painted. The app then replaces the page with the same
 * content, so people read at once and the page does not repaint its largest element (decision 007).
 */
export async function afterFirstPaint(doc: Document = document): Promise<void> {
  await nextFrame()
  const picture = doc.querySelector<HTMLImageElement>('main img[fetchpriority="high"]')
  if (picture) {
    await Promise.race([
      Promise.all([picture.decode().catch(() => undefined), doc.fonts?.ready]),
      new Promise<void>((resolve) => setTimeout(resolve, SERVED_PICTURE_WAIT_MS)),
    ])
  }
  await nextFrame()
}

/**
 * Starts fetching the code the server listed for after the first paint (the app and the article's route
 * module), in parallel, so the router does not wait for one file after another. Each file is asked for in a
 * task of its own: adding a preload is a few milliseconds of a phone's main thread, a dozen of them at once a
 * long task.
 */
export async function preloadDeferredModules(doc: Document = document): Promise<void> {
  const listed = doc.querySelector<HTMLMetaElement>(`meta[name="${DEFERRED_MODULES_META}"]`)
  for (const href of listed?.content.split(/\s+/).filter(Boolean) ?? []) {
    if (!href.startsWith('/assets/')) continue
    const link = doc.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    doc.head.append(link)
    await nextTask()
  }
}

/** The faces the app's text is set in (index.css), with text from each subset it needs: Thai and Latin. */
const TEXT_FONTS = ['400 1rem "Noto Sans Thai Variable"', '600 1rem "Prompt"'] as const
const TEXT_SAMPLE = 'ก a 1'

/**
 * Starts fetching the app's fonts as the page loads, before the app's code runs. Without it the browser only
 * asks for them when it first lays out the app's text, lays that text out with a system font meanwhile, and
 * lays the whole page out again when they arrive; with them ready, the app's first layout is its only one.
 * A served page preloads them already (the server's page tags); asking again costs nothing.
 */
export function loadTextFonts(doc: Document = document): void {
  for (const font of TEXT_FONTS) void doc.fonts?.load(font, TEXT_SAMPLE).catch(() => undefined)
}
