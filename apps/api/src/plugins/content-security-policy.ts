import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Config } from '../config'

/**
 * The third parties the web build loads: the build writes which it was given (apps/web/vite.config.ts,
 * `klass:integrations`) beside its files, as its settings are fixed when it is built (decision 026).
 */
export type WebBuildIntegrations = { tagManager: boolean; analytics: boolean; captcha: boolean }

export const WEB_INTEGRATIONS_FILE = path.join('.klass', 'integrations.json')

const NO_INTEGRATIONS: WebBuildIntegrations = { tagManager: false, analytics: false, captcha: false }

/** What the web build in `distDir` loads; nothing when there is no build or it predates the file. */
export function readWebBuildIntegrations(distDir: string | undefined): WebBuildIntegrations {
  const file = distDir ? path.join(distDir, WEB_INTEGRATIONS_FILE) : null
  if (!file || !existsSync(file)) return NO_INTEGRATIONS
  const written = JSON.parse(readFileSync(file, 'utf8')) as Partial<WebBuildIntegrations>
  return {
    tagManager: written.tagManager === true,
    analytics: written.analytics === true,
    captcha: written.captcha === true,
  }
}

/** The third parties a page may reach: each is in the policy only when it is configured. */
export type PolicySources = WebBuildIntegrations & {
  facebook: { sdkOrigin: string; graphOrigin: string } | null
  line: boolean
}

export function policySourcesOf(config: Config, web: WebBuildIntegrations): PolicySources {
  return {
    ...web,
    facebook: config.facebook
      ? {
          sdkOrigin: new URL(config.facebook.sdkUrl).origin,
          graphOrigin: new URL(config.facebook.graphUrl).origin,
        }
      : null,
    line: config.lineLogin !== null,
  }
}

type Directive =
  'script-src' | 'style-src' | 'style-src-attr' | 'img-src' | 'font-src' | 'connect-src' | 'frame-src'

/** Where each third party's documented policy needs its origins (Google's, Facebook's and LINE's guides). */
function thirdPartySources(sources: PolicySources): Partial<Record<Directive, string[]>>[] {
  const parts: Partial<Record<Directive, string[]>>[] = []
  if (sources.tagManager)
    parts.push({
      'script-src': ['https://www.googletagmanager.com'],
      'img-src': ['https://www.googletagmanager.com'],
      'connect-src': ['https://www.googletagmanager.com', 'https://www.google.com'],
    })
  if (sources.analytics || sources.tagManager)
    parts.push({
      'script-src': ['https://*.googletagmanager.com'],
      'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
      'connect-src': [
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://*.googletagmanager.com',
      ],
    })
  if (sources.captcha)
    parts.push({
      'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
      'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    })
  if (sources.facebook)
    parts.push({
      'script-src': [sources.facebook.sdkOrigin],
      'connect-src': [sources.facebook.graphOrigin],
      // Login opens Facebook's window; the SDK talks to it through frames of www.facebook.com.
      'frame-src': ['https://www.facebook.com'],
      'img-src': ['https://*.facebook.com'],
    })
  // LINE Login is a full-page visit to LINE (no frame, no script); a member's LINE picture is shown.
  if (sources.line) parts.push({ 'img-src': ['https://profile.line-scdn.net'] })
  return parts
}

/**
 * The policy of one answer. A page gets its own `nonce`: only the scripts and styles the server wrote with
 * it (and the scripts the app adds with it) run — never an inline script injected into the page.
 * Without a nonce (API answers, files) nothing inline runs at all.
 */
export function contentSecurityPolicy(sources: PolicySources, nonce?: string): string {
  const own = nonce ? ["'self'", `'nonce-${nonce}'`] : ["'self'"]
  const directives: Record<Directive, string[]> = {
    'script-src': [...own],
    'style-src': [...own],
    // Our own pages need no style attribute (React sets `style={…}` through the DOM), but the captcha's
    // badge and Facebook's SDK write theirs as markup. Attributes only: a <style> element needs the nonce.
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    // The video player (SPEC 2 /video-page) embeds YouTube's no-cookie player once the member presses play.
    'frame-src': ['https://www.youtube-nocookie.com'],
  }
  for (const part of thirdPartySources(sources))
    for (const [name, origins] of Object.entries(part) as [Directive, string[]][])
      for (const origin of origins) if (!directives[name].includes(origin)) directives[name].push(origin)
  return [
    "default-src 'self'",
    ...Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`),
    // The web app's manifest and service worker are the site's own files (decision 037).
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** The policy of pages, worked out once: each page fills in its own nonce. */
export function pagePolicy(sources: PolicySources): (nonce: string) => string {
  const parts = contentSecurityPolicy(sources, '\0').split('\0')
  return (nonce) => parts.join(nonce)
}

/** A fresh nonce for one page (128 random bits, as CSP 3 asks). */
export function newNonce(): string {
  return randomBytes(16).toString('base64')
}
