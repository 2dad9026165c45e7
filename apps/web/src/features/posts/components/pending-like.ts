/**
 * A visitor's like that waits for them to log in: kept in this tab's sessionStorage with the page and the
 * place on it, taken (and so applied) once when they come back to that post as a member.
 */
const KEY = 'klass.pending-like'
/** A like left longer than this (a login abandoned, then the tab reused) is not applied any more. */
const KEPT_MS = 30 * 60_000

export type PendingLike = { postId: number; scrollY: number; at: number }

export function keepPendingLike(postId: number, scrollY: number, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ postId, scrollY, at: now } satisfies PendingLike))
  } catch {
    // Storage refused (private mode, full): the member logs in and likes again by hand.
  }
}

/** The pending like of this post, removed as it is read; null when there is none, it is stale, or another post's. */
export function takePendingLike(postId: number, now = Date.now()): PendingLike | null {
  let raw: string | null
  try {
    raw = sessionStorage.getItem(KEY)
  } catch {
    return null
  }
  if (!raw) return null
  let pending: Partial<PendingLike>
  try {
    pending = JSON.parse(raw) as Partial<PendingLike>
  } catch {
    sessionStorage.removeItem(KEY)
    return null
  }
  if (pending.postId !== postId) return null
  sessionStorage.removeItem(KEY)
  if (typeof pending.at !== 'number' || now - pending.at > KEPT_MS || now < pending.at) return null
  return {
    postId,
    scrollY: typeof pending.scrollY === 'number' ? Math.max(0, pending.scrollY) : 0,
    at: pending.at,
  }
}
