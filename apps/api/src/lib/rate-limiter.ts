import { sql } from 'drizzle-orm'
import type { ErrorCode } from '@klass/contract/errors'
import type { Database } from '@klass/db/client'
import type { Clock } from './clock'
import { RateLimitedError } from './domain-error'

export type Limit = { max: number; windowSeconds: number }

/**
 * A growing delay instead of a hard limit (issue 19): in each window the first `free` attempts go at once, then
 * each one waits its turn, the gap doubling from `firstDelaySeconds` up to `maxDelaySeconds`.
 */
export type Backoff = {
  free: number
  windowSeconds: number
  firstDelaySeconds: number
  maxDelaySeconds: number
}

/** Seconds after its window opened before attempt number `attempt` (from 1) may go. */
function turnOffsetSeconds(attempt: number, backoff: Backoff): number {
  let offset = 0
  for (let gap = 0; gap < attempt - backoff.free; gap++)
    offset += Math.min(backoff.maxDelaySeconds, backoff.firstDelaySeconds * 2 ** gap)
  return offset
}

/** How long the next attempt must still wait (ms), and the window it counts in (a new one once it ended). */
function waitForTurn(row: { count: number; window_start: Date }, backoff: Backoff, now: Date) {
  const ended = new Date(row.window_start).getTime() + backoff.windowSeconds * 1000 <= now.getTime()
  const windowStart = ended ? now : new Date(row.window_start)
  const count = ended ? 0 : row.count
  const turn = windowStart.getTime() + turnOffsetSeconds(count + 1, backoff) * 1000
  // An attempt that read the clock just before another one opened the window arrived with it, not before it.
  const arrived = Math.max(now.getTime(), windowStart.getTime())
  return { wait: turn - arrived, count, windowStart }
}

/**
 * Fixed-window counters and growing delays (`Backoff`) in the database, so that every API process behind a load
 * balancer shares them.
 */
export function createRateLimiter(db: Database, clock: Clock) {
  async function current(key: string, limit: Limit): Promise<number> {
    const now = clock.now()
    const result = await db.execute<{ count: number; window_start: Date }>(
      sql`select count, window_start from rate_limits where key = ${key}`,
    )
    const row = result.rows[0]
    if (!row) return 0
    const windowEnds = new Date(row.window_start).getTime() + limit.windowSeconds * 1000
    return windowEnds <= now.getTime() ? 0 : row.count
  }

  /** Counts one more event and answers the window's count and start. */
  async function count(key: string, windowSeconds: number): Promise<{ count: number; windowStart: Date }> {
    const now = clock.now()
    const windowStartFloor = new Date(now.getTime() - windowSeconds * 1000)
    const result = await db.execute<{ count: number; window_start: Date }>(sql`
      insert into rate_limits (key, window_start, count) values (${key}, ${now.toISOString()}, 1)
      on conflict (key) do update set
        count = case when rate_limits.window_start <= ${windowStartFloor.toISOString()} then 1 else rate_limits.count + 1 end,
        window_start = case when rate_limits.window_start <= ${windowStartFloor.toISOString()} then excluded.window_start else rate_limits.window_start end
      returning count, window_start`)
    const row = result.rows[0]!
    return { count: row.count, windowStart: new Date(row.window_start) }
  }

  return {
    /** Counts one more event; throws RATE_LIMITED when the window already holds `max`. */
    async hit(key: string, limit: Limit): Promise<void> {
      const now = clock.now()
      const { count: seen, windowStart } = await count(key, limit.windowSeconds)
      if (seen > limit.max) {
        const windowEnds = windowStart.getTime() + limit.windowSeconds * 1000
        throw new RateLimitedError(Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)))
      }
    },
    /** Counts one more event, never refusing: what it counts is read with `reached`. */
    async tally(key: string, windowSeconds: number): Promise<void> {
      await count(key, windowSeconds)
    },
    /** Whether the window already holds `max` events. */
    async reached(key: string, limit: Limit): Promise<boolean> {
      return (await current(key, limit)) >= limit.max
    },
    /**
     * Throws `refusal` (429, the wait in Retry-After) when the key's next attempt must still wait its turn,
     * without counting; the failures that make it wait are counted with `tally`.
     */
    async checkTurn(key: string, backoff: Backoff, refusal: ErrorCode = 'RATE_LIMITED'): Promise<void> {
      const now = clock.now()
      const result = await db.execute<{ count: number; window_start: Date }>(
        sql`select count, window_start from rate_limits where key = ${key}`,
      )
      const row = result.rows[0]
      const wait = row ? waitForTurn(row, backoff, now).wait : 0
      if (wait > 0) throw new RateLimitedError(Math.ceil(wait / 1000), refusal)
    },
    /**
     * Counts one attempt, or throws `refusal` (429, the wait in Retry-After) when it must still wait its turn.
     * Attempts that arrive together queue on the key's row, so each takes its own turn.
     */
    async takeTurn(key: string, backoff: Backoff, refusal: ErrorCode = 'RATE_LIMITED'): Promise<void> {
      const now = clock.now()
      await db.transaction(async (tx) => {
        // The no-op update locks an existing row as well as a new one.
        const result = await tx.execute<{ count: number; window_start: Date }>(sql`
          insert into rate_limits (key, window_start, count) values (${key}, ${now.toISOString()}, 0)
          on conflict (key) do update set count = rate_limits.count
          returning count, window_start`)
        const { wait, count: seen, windowStart } = waitForTurn(result.rows[0]!, backoff, now)
        if (wait > 0) throw new RateLimitedError(Math.ceil(wait / 1000), refusal)
        await tx.execute(
          sql`update rate_limits set count = ${seen + 1}, window_start = ${windowStart.toISOString()} where key = ${key}`,
        )
      })
    },
    /** Takes back one attempt counted by `takeTurn` (it succeeded, so it is not held against anyone). */
    async forgive(key: string): Promise<void> {
      await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`)
    },
    async reset(key: string): Promise<void> {
      await db.execute(sql`delete from rate_limits where key = ${key}`)
    },
  }
}
export type RateLimiter = ReturnType<typeof createRateLimiter>
