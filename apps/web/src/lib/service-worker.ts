/**
 * Registers the service worker (`/sw.js`, decision 037: the offline page, and the app's hashed files kept
 * for offline use) once the page has loaded, so it never competes with the first paint. Production builds
 * only: the development server has no `sw.js`.
 */
export function registerServiceWorker(win: Window = window): void {
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined
  if (!container) return
  const register = () => {
    // The worker's script is always checked with the server (it is answered with no-cache too).
    container.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch(() => {
      // Without it the site works as before; only the offline page is missing.
    })
  }
  if (win.document.readyState === 'complete') win.setTimeout(register, 0)
  else win.addEventListener('load', register, { once: true })
}
