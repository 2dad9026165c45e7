/**
 * The web app's runtime configuration, read from Vite's build-time environment in this one module.
 * An absent value means the integration is off; nothing here is a secret (it ships to every browser).
 */
export type AppConfig = {
  version: string
  buildTime: string
  /** Prefix for API calls; empty means the same origin that serves the app. */
  apiBase: string
  captcha: { siteKey: string; version: number } | null
  tagManagerId: string | null
  analyticsId: string | null
  /** Thai sites turn grey in mourning periods. */
  grayscale: boolean
  social: { facebook: string; twitter: string; line: string }
}

type Env = Partial<Record<keyof ImportMetaEnv, string | undefined>>

function text(value: string | undefined): string | null {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

export function readConfig(env: Env, build = { version: '0.0.0', buildTime: '' }): AppConfig {
  const siteKey = text(env.VITE_CAPTCHA_SITE_KEY)
  return {
    version: build.version,
    buildTime: build.buildTime,
    apiBase: (text(env.VITE_API_BASE) ?? '').replace(/\/+$/, ''),
    // SPEC 9: captcha default version 3, with a site key.
    captcha: siteKey ? { siteKey, version: Number(text(env.VITE_CAPTCHA_VERSION) ?? 3) } : null,
    tagManagerId: text(env.VITE_GTM_ID),
    analyticsId: text(env.VITE_GA_ID),
    grayscale: ['1', 'true', 'on', 'yes'].includes((text(env.VITE_GRAYSCALE) ?? '').toLowerCase()),
    social: {
      facebook: text(env.VITE_FACEBOOK_URL) ?? 'https://www.facebook.com/',
      twitter: text(env.VITE_TWITTER_URL) ?? 'https://twitter.com/',
      line: text(env.VITE_LINE_URL) ?? 'https://line.me/',
    },
  }
}

export const config: AppConfig = readConfig(import.meta.env, {
  version: __APP_VERSION__,
  buildTime: __BUILD_TIME__,
})

/** SPEC 2 /ShowVariable: the public configuration, never a secret. */
export function publicVariables(c: AppConfig = config) {
  return {
    version: c.version,
    buildTime: c.buildTime,
    apiBase: c.apiBase || '(same origin)',
    captcha: c.captcha ? `on (version ${c.captcha.version})` : 'off',
    tagManager: c.tagManagerId ? 'configured' : 'off',
    analytics: c.analyticsId ? 'configured' : 'off',
    grayscale: c.grayscale ? 'on' : 'off',
  }
}
