/**
 * Issue 19: a password-reset link's token must not stay in the address bar, where the browser's history,
 * the tag manager and analytics would read it. The entry (main.tsx) moves it into this tab's session storage
 * before any other code runs; the reset page reads it from there.
 */
export const RESET_PASSWORD_PATH = '/reset-password'
const STORAGE_KEY = 'klass.resetToken'

/** Only where session storage is blocked (some private modes): kept in memory until the page is left. */
let inMemory: string | null = null

export function rememberResetToken(token: string): void {
  try {
    globalThis.sessionStorage.setItem(STORAGE_KEY, token)
    inMemory = null
  } catch {
    inMemory = token
  }
}

export function rememberedResetToken(): string | null {
  try {
    return globalThis.sessionStorage.getItem(STORAGE_KEY) ?? inMemory
  } catch {
    return inMemory
  }
}

export function forgetResetToken(): void {
  inMemory = null
  try {
    globalThis.sessionStorage.removeItem(STORAGE_KEY)
  } catch {
    // Nothing stored.
  }
}

/** The reset page's address as it may stay in history: `token` removed, anything else kept. */
export function addressWithoutResetToken(pathname: string, search: string, hash: string): string {
  const params = new URLSearchParams(search)
  params.delete('token')
  const query = params.toString()
  return `${pathname}${query ? `?${query}` : ''}${hash}`
}

/**
 * On the reset page, takes the token out of the address (history.replaceState, so the visited address has
 * none either) and remembers it. Runs first thing in main.tsx, and again before the tag manager loads.
 */
export function takeResetTokenFromAddress(): void {
  const { pathname, search, hash } = window.location
  if (pathname.replace(/\/+$/, '') !== RESET_PASSWORD_PATH) return
  const token = new URLSearchParams(search).get('token')
  if (token === null) return
  if (token) rememberResetToken(token)
  window.history.replaceState(window.history.state, '', addressWithoutResetToken(pathname, search, hash))
}
