/* global self, caches */
// Klass's service worker (decision 037). The build writes it to dist/sw.js with this build's id as BUILD
// (vite.config.ts, `klass:service-worker`), so every release installs a new worker.
//
// - Pages (navigations) always come from the network: the server answers each with a fresh page (and its own
//   CSP nonce, decision 026). Only when the network fails does the worker answer with the offline page it
//   stored when it was installed. No page and no API answer is ever stored.
// - Hashed code, styles and fonts (/assets/…) never change under one name: once fetched they are answered
//   from this build's store, so a page opened offline keeps what it already loaded. A file the network
//   does not have (a new release removed it) is answered as the server answered, so the app's
//   reload-on-new-release (SPEC 8) still sees it.
// - Everything else (/api, /uploads, other sites) is left to the browser.
const BUILD = '__KLASS_BUILD__'
const OFFLINE_CACHE = `klass-offline-${BUILD}`
const ASSET_CACHE = `klass-assets-${BUILD}`
const OFFLINE_PAGE = '/offline.html'
const OFFLINE_FILES = [OFFLINE_PAGE, '/offline.css', '/offline.js', '/favicon.svg']

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(OFFLINE_CACHE)
      // Past the browser's HTTP cache: this build's offline page, not one from before.
      await cache.addAll(OFFLINE_FILES.map((file) => new Request(file, { cache: 'reload' })))
      await self.skipWaiting()
    })(),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([OFFLINE_CACHE, ASSET_CACHE])
      for (const name of await caches.keys())
        if (name.startsWith('klass-') && !keep.has(name)) await caches.delete(name)
      // The page's request starts while the worker wakes up, instead of after it.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable()
      await self.clients.claim()
    })(),
  )
})

async function page(event) {
  try {
    const preloaded = await event.preloadResponse
    return preloaded ?? (await fetch(event.request))
  } catch (error) {
    const offline = await caches.match(OFFLINE_PAGE, { cacheName: OFFLINE_CACHE })
    if (offline) return offline
    throw error
  }
}

async function asset(event) {
  const cache = await caches.open(ASSET_CACHE)
  const stored = await cache.match(event.request)
  if (stored) return stored
  const response = await fetch(event.request)
  if (response.ok && response.type === 'basic') event.waitUntil(cache.put(event.request, response.clone()))
  return response
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (request.mode === 'navigate') event.respondWith(page(event))
  else if (url.pathname.startsWith('/assets/')) event.respondWith(asset(event))
})
