import { useState } from 'react'
import { captchaMessage, captchaToken } from './captcha'
import { config } from './config'

/** The captcha's answer for one submit: a token (undefined when the captcha is off), or the Thai failure. */
export type CaptchaCheck = { ok: true; token: string | undefined } | { ok: false; message: string | null }

/**
 * The captcha of one form (SPEC 5/8): `check()` before sending, `busy` while it runs so the submit button can
 * say so.
 */
export function useCaptcha(action: string): { busy: boolean; check: () => Promise<CaptchaCheck> } {
  const [busy, setBusy] = useState(false)
  async function check(): Promise<CaptchaCheck> {
    setBusy(true)
    try {
      return { ok: true, token: await captchaToken(config.captcha, action) }
    } catch (error) {
      return { ok: false, message: captchaMessage(error) }
    } finally {
      setBusy(false)
    }
  }
  return { busy, check }
}
