import { useSyncExternalStore } from 'react'
import type { TokenResponse } from '@klass/contract/auth'
import type { UserProfile } from '@klass/contract/user'
import { readCookie, readJson, removeCookie, removeLocal, writeCookie, writeLocal } from './storage'

/**
 * SPEC 3/9: the session. The access token is kept under the `auth.` prefix at path / with type Bearer; the
 * refresh token stays in the server's HttpOnly cookie (`auth.refresh_token`, `__Host-auth.refresh_token` on an
 * HTTPS site), which scripts cannot read, so the app only remembers until when it is valid. The profile is
 * stored locally after login.
 */
export const TOKEN_COOKIE = 'auth._token.local'
export const REFRESH_EXPIRY_COOKIE = 'auth._refresh_token_expiration.local'
export const PROFILE_KEY = 'auth.user'
/** The server's refresh tokens live 30 days from login (contract: REFRESH_TOKEN_DAYS). */
const SESSION_SECONDS = 30 * 24 * 60 * 60

/** What the header and guards need; the rest of the profile is fetched when a page needs it. */
export type SessionProfile = Pick<
  UserProfile,
  'id' | 'display_name' | 'display_image' | 'klass' | 'type' | 'koin' | 'roles' | 'scope' | 'exp'
>

export type SessionSnapshot = { loggedIn: boolean; profile: SessionProfile | null }

const listeners = new Set<() => void>()
let snapshot: SessionSnapshot | null = null

function read(): SessionSnapshot {
  const loggedIn = getToken() !== null
  return { loggedIn, profile: loggedIn ? readJson<SessionProfile>(PROFILE_KEY) : null }
}

function same(a: SessionSnapshot, b: SessionSnapshot): boolean {
  return a.loggedIn === b.loggedIn && JSON.stringify(a.profile) === JSON.stringify(b.profile)
}

/**
 * Whether `snapshot` was read in the current piece of work (a render, an event handler): the cookies and
 * the stored profile are read once in it, not once by each of the page's components (reading the cookies
 * is slow on a phone), and afresh in the next.
 */
let readNow = false

/**
 * The current session, read afresh (cookies can expire without an event) but returned as the same object
 * while nothing changed, as useSyncExternalStore requires.
 */
export function getSnapshot(): SessionSnapshot {
  if (snapshot && readNow) return snapshot
  readNow = true
  queueMicrotask(() => (readNow = false))
  const next = read()
  if (snapshot && same(snapshot, next)) return snapshot
  snapshot = next
  return snapshot
}

function changed(): void {
  readNow = false
  const previous = snapshot
  if (previous && getSnapshot() === previous) return
  for (const listener of listeners) listener()
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The access token without its type, or null for a visitor. */
export function getToken(): string | null {
  const stored = readCookie(TOKEN_COOKIE)
  if (!stored) return null
  return stored.startsWith('Bearer ') ? stored.slice('Bearer '.length) : stored
}

export function hasRefreshToken(now = Date.now()): boolean {
  const until = Number(readCookie(REFRESH_EXPIRY_COOKIE))
  return Number.isFinite(until) && until > now
}

export function saveTokens(
  tokens: Pick<TokenResponse, 'access_token' | 'token_type'>,
  now = Date.now(),
): void {
  writeCookie(TOKEN_COOKIE, `${tokens.token_type} ${tokens.access_token}`, SESSION_SECONDS)
  writeCookie(REFRESH_EXPIRY_COOKIE, String(now + SESSION_SECONDS * 1000), SESSION_SECONDS)
  changed()
}

export function saveProfile(profile: SessionProfile): void {
  const { id, display_name, display_image, klass, type, koin, roles, scope, exp } = profile
  writeLocal(
    PROFILE_KEY,
    JSON.stringify({ id, display_name, display_image, klass, type, koin, roles, scope, exp }),
  )
  changed()
}

/** Logout and a failed refresh: token, refresh marker and profile all go. */
export function clearSession(): void {
  removeCookie(TOKEN_COOKIE)
  removeCookie(REFRESH_EXPIRY_COOKIE)
  removeLocal(PROFILE_KEY)
  changed()
}

/** Another tab logging in or out changes the stored profile; follow it. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === PROFILE_KEY) changed()
  })
}

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}

/** SPEC 6: scope checks read a scope field on the user, as a list or a map. */
export function hasScope(profile: { scope?: unknown } | null, scope: string): boolean {
  const value = profile?.scope
  if (Array.isArray(value)) return value.includes(scope)
  if (value && typeof value === 'object') return Boolean((value as Record<string, unknown>)[scope])
  return false
}
