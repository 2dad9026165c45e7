// First of all, before any chunk that builds a zod schema runs (lib/zod-config.ts says why).
import './lib/zod-config'
import { isChunkLoadError, reloadAfterChunkError } from './lib/chunk-reload'
import { afterFirstPaint, nextTask, preloadDeferredModules, servedArticle } from './lib/first-paint'
import { takeLinkTokenFromAddress } from './lib/link-token'

// Before anything else can read the address (the tag manager, analytics): an e-mailed link's token leaves it.
takeLinkTokenFromAddress()

// The entry is small; React and the app are chunks of their own (vite.config.ts). On most pages the server
// puts them into the page, so they run as it loads, and the app renders once the served page has been
// painted. A served article (readable in the HTML, decision 007) is painted before its code is even fetched;
// then React and the app each run in a task of their own, so no single piece of start-up work holds a
// phone's main thread for long.
async function loadApp() {
  if (servedArticle()) {
    await afterFirstPaint()
    await nextTask()
    preloadDeferredModules()
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

// The app's code can be missing after a new release (its file names change): the page reloads, once a
// minute at most (SPEC 8/9), to fetch the new one.
loadApp()
  .then(({ startApp }) => startApp())
  .catch((error: unknown) => {
    if (!isChunkLoadError(error) || !reloadAfterChunkError()) throw error
  })
