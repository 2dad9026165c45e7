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

/** Reloads unless it already did within the guard time; returns whether it reloaded. */
export function reloadAfterChunkError(
  now = Date.now(),
  reload: () => void = () => window.location.reload(),
): boolean {
  const last = Number(readLocal(CHUNK_RELOAD_KEY))
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false
  writeLocal(CHUNK_RELOAD_KEY, String(now))
  reload()
  return true
}
