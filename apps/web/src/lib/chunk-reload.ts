import { readLocal, writeLocal } from './storage'

/** SPEC 8/9: a code chunk that fails to load reloads the page, at most once per 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000
export const CHUNK_RELOAD_KEY = 'klass.chunkReloadAt'

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk .* failed/i

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return CHUNK_ERROR.test(message)
}

/**
 * What a chunk that failed to load leads to. Offline, the file is not missing, the connection is: the page
 * waits for it and loads again then. Online, the file is gone because a new release replaced it (SPEC 8):
 * the page reloads for the new one, unless it already did within 60 s — then the error page stays.
 */
export type ChunkErrorAction = 'wait-for-connection' | 'reload' | 'show-error'

export function chunkErrorAction(online: boolean, now: number, lastReloadAt: number): ChunkErrorAction {
  if (!online) return 'wait-for-connection'
  if (Number.isFinite(lastReloadAt) && lastReloadAt > 0 && now - lastReloadAt < CHUNK_RELOAD_GUARD_MS)
    return 'show-error'
  return 'reload'
}

/** Whether a chunk that failed to load online reloads the page now (it did not already within the guard time). */
export function reloadsAfterChunkError(now = Date.now()): boolean {
  return chunkErrorAction(true, now, Number(readLocal(CHUNK_RELOAD_KEY))) === 'reload'
}

/** Reloads unless it already did within the guard time; returns whether it reloaded. */
export function reloadAfterChunkError(
  now = Date.now(),
  reload: () => void = () => window.location.reload(),
): boolean {
  if (!reloadsAfterChunkError(now)) return false
  writeLocal(CHUNK_RELOAD_KEY, String(now))
  reload()
  return true
}

/** Loads the page again once the connection is back; the returned function stops waiting. */
export function reloadWhenOnline(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  reload: () => void = () => window.location.reload(),
): () => void {
  const onOnline = () => reload()
  target.addEventListener('online', onOnline, { once: true })
  return () => target.removeEventListener('online', onOnline)
}

/**
 * After a chunk failed to load: waits for the connection when offline, reloads for a new release when online
 * (guarded); returns what it did.
 */
export function recoverFromChunkError(online: boolean = navigator.onLine): ChunkErrorAction {
  if (!online) {
    reloadWhenOnline()
    return 'wait-for-connection'
  }
  return reloadAfterChunkError() ? 'reload' : 'show-error'
}
