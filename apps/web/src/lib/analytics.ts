import type { AppConfig } from './config'
import { thirdPartyScript } from './csp-nonce'
import { takeLinkTokenFromAddress } from './link-token'

/**
 * The tag manager and analytics scripts (SPEC 7 third parties). They load only when consent allows it and
 * an id is configured, and are removed — with the cookies they set — when consent is withdrawn.
 */
const MARK = 'data-klass-analytics'

type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void }

function addScript(src: string): void {
  if (document.querySelector(`script[${MARK}][src="${src}"]`)) return
  const script = thirdPartyScript(src)
  script.setAttribute(MARK, '')
  document.head.append(script)
}

function removeAnalyticsCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=', 1)[0]?.trim() ?? ''
    if (/^(_ga|_gid|_gat|_gcl_)/.test(name)) {
      document.cookie = `${name}=; Path=/; Max-Age=0`
      document.cookie = `${name}=; Path=/; Max-Age=0; Domain=.${location.hostname}`
    }
  }
}

/** Brings the page in line with the current consent; returns whether anything is loaded. */
export function applyAnalytics(
  allowed: boolean,
  config: Pick<AppConfig, 'tagManagerId' | 'analyticsId'>,
): boolean {
  const w = window as AnalyticsWindow
  if (!allowed || (!config.tagManagerId && !config.analyticsId)) {
    for (const script of document.querySelectorAll(`script[${MARK}]`)) script.remove()
    if (config.analyticsId)
      (w as unknown as Record<string, boolean>)[`ga-disable-${config.analyticsId}`] = true
    if (!allowed) removeAnalyticsCookies()
    return false
  }
  // They read the address: an e-mailed link's token leaves it first (main.tsx did already; this keeps it so).
  takeLinkTokenFromAddress()
  w.dataLayer = w.dataLayer ?? []
  if (config.tagManagerId) {
    w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(config.tagManagerId)}`)
  }
  if (config.analyticsId) {
    ;(w as unknown as Record<string, boolean>)[`ga-disable-${config.analyticsId}`] = false
    w.gtag = function gtag() {
      // gtag reads the arguments object itself.
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer?.push(arguments)
    }
    w.gtag('js', new Date())
    w.gtag('config', config.analyticsId)
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(config.analyticsId)}`)
  }
  return true
}
