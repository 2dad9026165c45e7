/* global window, document */
// The offline page (offline.html): its address is the page that could not be fetched, so loading the address
// again is the retry, by the button or by itself once the connection is back.
const retry = () => window.location.reload()
document.getElementById('retry')?.addEventListener('click', retry)
window.addEventListener('online', retry)
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible' && navigator.onLine) retry()
})
