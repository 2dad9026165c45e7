/**
 * Issue 19: the one-time token of a link sent by e-mail (a password reset, an address to confirm) must not stay
 * in the address bar, where the browser's history, the tag manager and analytics would read it. The entry
 * (main.tsx) moves it into this tab's session storage before any other code runs; the link's page reads it
 * from there.
 */
export const linkPages = {
  resetPassword: { path: '/reset-password', storageKey: 'klass.resetToken' },
  confirmEmail: { path: '/confirm-email', storageKey: 'klass.confirmEmailToken' },
  // Decision 031: the link that takes a deleted account back within its 30 days.
  restoreAccount: { path: '/restore-account', storageKey: 'klass.restoreAccountToken' },
  // The link a parent or guardian opens to consent for a member under 20.
  guardianConsent: { path: '/guardian-consent', storageKey: 'klass.guardianConsentToken' },
} as const
export type LinkPage = keyof typeof linkPages

export const RESET_PASSWORD_PATH = linkPages.resetPassword.path
export const CONFIRM_EMAIL_PATH = linkPages.confirmEmail.path
export const RESTORE_ACCOUNT_PATH = linkPages.restoreAccount.path
export const GUARDIAN_CONSENT_PATH = linkPages.guardianConsent.path

/** Only where session storage is blocked (some private modes): kept in memory until the page is left. */
const inMemory = new Map<LinkPage, string>()

export function rememberLinkToken(page: LinkPage, token: string): void {
  try {
    globalThis.sessionStorage.setItem(linkPages[page].storageKey, token)
    inMemory.delete(page)
  } catch {
    inMemory.set(page, token)
  }
}

export function rememberedLinkToken(page: LinkPage): string | null {
  try {
    return globalThis.sessionStorage.getItem(linkPages[page].storageKey) ?? inMemory.get(page) ?? null
  } catch {
    return inMemory.get(page) ?? null
  }
}

export function forgetLinkToken(page: LinkPage): void {
  inMemory.delete(page)
  try {
    globalThis.sessionStorage.removeItem(linkPages[page].storageKey)
  } catch {
    // Nothing stored.
  }
}

/** A link page's address as it may stay in history: `token` removed, anything else kept. */
export function addressWithoutToken(pathname: string, search: string, hash: string): string {
  const params = new URLSearchParams(search)
  params.delete('token')
  const query = params.toString()
  return `${pathname}${query ? `?${query}` : ''}${hash}`
}

/** Which link page an address is, if any. */
export function linkPageAt(pathname: string): LinkPage | null {
  const path = pathname.replace(/\/+$/, '')
  const found = Object.entries(linkPages).find(([, page]) => page.path === path)
  return found ? (found[0] as LinkPage) : null
}

/**
 * On a link page, takes the token out of the address (history.replaceState, so the visited address has none
 * either) and remembers it. Runs first thing in main.tsx, and again before the tag manager loads.
 */
export function takeLinkTokenFromAddress(): void {
  const { pathname, search, hash } = window.location
  const page = linkPageAt(pathname)
  if (!page) return
  const token = new URLSearchParams(search).get('token')
  if (token === null) return
  if (token) rememberLinkToken(page, token)
  window.history.replaceState(window.history.state, '', addressWithoutToken(pathname, search, hash))
}
