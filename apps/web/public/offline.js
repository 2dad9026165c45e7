/* global window, document */
// The offline page (offline.html): its address is the page that could not be fetched, so loading the address
// again is the retry, by the button or by itself once the connection is back.
const retry = () => window.location.reload()
document.getElementById('retry')?.addEventListener('click', retry)
window.addEventListener('online', retry)
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible' && navigator.onLine) retry()
})
// `navigator.onLine` says only that some network is there (a Wi-Fi without internet counts), and a page opened
// offline may never hear the `online` event: while the page is shown, the server is asked every few seconds
// whether it answers, and the page is loaded again once it does.
const serverAnswers = async () => {
  try {
    return (await fetch('/api/health', { cache: 'no-store' })).ok
  } catch {
    return false
  }
}
setInterval(async () => {
  if (document.visibilityState === 'visible' && (await serverAnswers())) retry()
}, 3000)
