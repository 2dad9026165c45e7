import { readLocal, writeLocal } from './storage'

/**
 * SPEC 9: the register invitation appears 20 s after load, for visitors who are not on the login or
 * register pages, at most once per month (30 days).
 */
export const INVITE_DELAY_MS = 20_000
export const INVITE_INTERVAL_MS = 30 * 24 * 60 * 60 * 1000
export const INVITE_KEY = 'klass.registerInvite.shownAt'

export function inviteAllowedOn(pathname: string): boolean {
  return !/^\/(login|register)(\/|$)/i.test(pathname)
}

export function inviteShownRecently(now = Date.now()): boolean {
  const shownAt = Number(readLocal(INVITE_KEY))
  return Number.isFinite(shownAt) && shownAt > 0 && now - shownAt < INVITE_INTERVAL_MS
}

export function markInviteShown(now = Date.now()): void {
  writeLocal(INVITE_KEY, String(now))
}
