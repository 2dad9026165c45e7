// First of all, before any chunk that builds a zod schema runs (lib/zod-config.ts says why).
import './lib/zod-config'
import { isChunkLoadError, recoverFromChunkError } from './lib/chunk-reload'
import {
  afterFirstPaint,
  loadTextFonts,
  nextTask,
  paintedBeforeCode,
  preloadDeferredModules,
} from './lib/first-paint'
import { takeLinkTokenFromAddress } from './lib/link-token'
import { registerServiceWorker } from './lib/service-worker'

// Before anything else can read the address (the tag manager, analytics): an e-mailed link's token leaves it.
takeLinkTokenFromAddress()

// The entry is small; React and the app are chunks of their own (vite.config.ts). On most pages the server
// puts them into the page, so they run as it loads, and the app renders once the served page has been
// painted. A served article (readable in the HTML, decision 007) and the visitor's home hero are painted before
// their code is even fetched; then React and the app each run in a task of their own, so no single piece of start-up work holds a
// phone's main thread for long.
async function loadApp() {
  if (paintedBeforeCode()) {
    await afterFirstPaint()
    await nextTask()
    void preloadDeferredModules()
    await nextTask()
    await import('react-dom/client')
    await nextTask()
    const app = await import('./app/start')
    await nextTask()
    return app
  }
  const [app] = await Promise.all([import('./app/start'), afterFirstPaint()])
  return app
}

loadTextFonts()

// The app's code can be missing after a new release (its file names change): the page reloads, once a
// minute at most (SPEC 8/9), to fetch the new one. Offline, it cannot be fetched at all: the page says so and
// loads again once the connection is back.
loadApp()
  .then(({ startApp }) => startApp())
  .then(() => {
    // The offline page and offline code (decision 037), registered once the page has loaded.
    if (import.meta.env.PROD) registerServiceWorker()
  })
  .catch((error: unknown) => {
    if (!isChunkLoadError(error)) throw error
    const action = recoverFromChunkError()
    if (action === 'show-error') throw error
    if (action === 'wait-for-connection') {
      const notice = document.createElement('p')
      notice.setAttribute('role', 'status')
      notice.className = 'px-4 py-16 text-center text-lg text-ink'
      notice.textContent = 'ออฟไลน์อยู่ จึงโหลดหน้านี้ไม่ได้ หน้านี้จะเปิดเองเมื่อกลับมาออนไลน์'
      document.querySelector('main')?.replaceChildren(notice)
    }
  })
