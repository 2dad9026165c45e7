import { thirdPartyScript } from './csp-nonce'

/**
 * The captcha adapter (SPEC 5/8: reCAPTCHA, site key and version from configuration, default version 3).
 * Without a key the captcha is off in the app, as it is on the server without a secret.
 * Its four errors are SPEC 8's exact texts.
 */
export const captchaErrors = {
  noKey: 'No key provided',
  noVersion: 'No version provided',
  loadFailed: 'Failed to load script',
  executeFailed: 'Failed to execute',
} as const

export class CaptchaError extends Error {
  override name = 'CaptchaError'
}

type Grecaptcha = {
  ready: (callback: () => void) => void
  execute: (siteKey: string, options: { action: string }) => Promise<string>
}

export type CaptchaOptions = {
  siteKey?: string | null
  version?: number | null
  /** Loads a script by URL; injected in tests. */
  loadScript?: (src: string) => Promise<void>
  grecaptcha?: () => Grecaptcha | undefined
}

export type Captcha = { execute: (action: string) => Promise<string> }

function loadScriptTag(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = thirdPartyScript(src)
    script.defer = true
    script.onload = () => resolve()
    script.onerror = () => {
      script.remove()
      reject(new Error(src))
    }
    document.head.append(script)
  })
}

export function createCaptcha(options: CaptchaOptions): Captcha {
  const { siteKey, version } = options
  if (!siteKey) throw new CaptchaError(captchaErrors.noKey)
  if (!version) throw new CaptchaError(captchaErrors.noVersion)
  const load = options.loadScript ?? loadScriptTag
  const get = options.grecaptcha ?? (() => (window as Window & { grecaptcha?: Grecaptcha }).grecaptcha)
  let loading: Promise<void> | null = null

  const ready = () => {
    loading ??= load(`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`).catch(
      () => {
        loading = null
        throw new CaptchaError(captchaErrors.loadFailed)
      },
    )
    return loading
  }

  return {
    async execute(action) {
      await ready()
      const grecaptcha = get()
      if (!grecaptcha) throw new CaptchaError(captchaErrors.executeFailed)
      try {
        await new Promise<void>((resolve) => grecaptcha.ready(resolve))
        const token = await grecaptcha.execute(siteKey, { action })
        if (!token) throw new Error('empty token')
        return token
      } catch {
        throw new CaptchaError(captchaErrors.executeFailed)
      }
    },
  }
}

let shared: Captcha | null = null

/**
 * A token for a form, or undefined when the captcha is not configured (then the server does not ask for one).
 */
export async function captchaToken(
  configured: { siteKey: string; version: number } | null,
  action: string,
): Promise<string | undefined> {
  if (!configured) return undefined
  shared ??= createCaptcha(configured)
  return shared.execute(action)
}

/** The Thai sentence people read, keeping the adapter's English error for support. */
export function captchaMessage(error: unknown): string | null {
  if (!(error instanceof CaptchaError)) return null
  return `ยืนยันว่าไม่ใช่บอทไม่สำเร็จ (${error.message}) กรุณารีเฟรชหน้าแล้วลองใหม่`
}
