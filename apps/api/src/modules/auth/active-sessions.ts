/** Sessions a process remembers at most; the oldest goes first. */
const SESSIONS_REMEMBERED = 20_000
/** How long a process trusts a session it saw live without looking it up again (notices end it sooner). */
const SESSION_REMEMBERED_SECONDS = 60

/** PostgreSQL tells every server process on this channel which session ended (migration 0016). */
export const SESSION_ENDED_CHANNEL = 'klass_session_ended'

export type SessionRow = { userId: string; expiresAt: Date }

type Remembered = SessionRow & { until: number }

export type ActiveSessions = {
  /** Whether the session is live and the member's: from memory while it is trusted, else from the database. */
  isActive(sessionId: string, userId: string, now: Date): Promise<boolean>
  /** A session ended (said by the service that ended it, or heard from PostgreSQL): it is looked up again. */
  ended(sessionId: string): void
  /** From now on, sessions are remembered (this process hears every session that ends); until then none is. */
  trust(): void
  /** Notices may have been missed: forget everything and look every session up again. */
  distrust(): void
}

/**
 * Issue 18: a member's request no longer looks its session up when this process has seen the session live in
 * the last `seconds` (a member's reads cost the lookup as much as the read). Whatever ends a session tells
 * every process through PostgreSQL the moment it commits (`ended`); a lookup that was under way when a session
 * ended is not remembered, and nothing is remembered while the process cannot hear those notices.
 */
export function createActiveSessions(
  lookUp: (sessionId: string) => Promise<SessionRow | null>,
  seconds = SESSION_REMEMBERED_SECONDS,
  now: () => number = Date.now,
): ActiveSessions {
  const remembered = new Map<string, Remembered>()
  let trusted = false
  // Counts sessions ended: a lookup that began before one ended may have read it live.
  let endings = 0

  const live = (row: SessionRow, userId: string, at: Date) => row.userId === userId && row.expiresAt > at

  return {
    async isActive(sessionId, userId, at) {
      const kept = remembered.get(sessionId)
      if (kept && kept.until > now()) return live(kept, userId, at)
      if (kept) remembered.delete(sessionId)
      const since = endings
      const row = await lookUp(sessionId)
      if (!row) return false
      if (trusted && seconds > 0 && since === endings) {
        if (remembered.size >= SESSIONS_REMEMBERED) remembered.delete(remembered.keys().next().value!)
        remembered.set(sessionId, { ...row, until: now() + seconds * 1000 })
      }
      return live(row, userId, at)
    },
    ended(sessionId: string) {
      endings += 1
      remembered.delete(sessionId)
    },
    trust() {
      trusted = true
    },
    distrust() {
      trusted = false
      endings += 1
      remembered.clear()
    },
  }
}
