import { sql } from 'drizzle-orm'
import type { Database } from '@klass/db/client'
import type { Clock } from './clock'
import { RateLimitedError } from './domain-error'

export type Limit = { max: number; windowSeconds: number }

/**
 * Fixed-window counters in the database, so that every API process behind a load balancer shares them.
 */
export function createRateLimiter(db: Database, clock: Clock) {
  async function current(key: string, limit: Limit): Promise<{ count: number; retryAfter: number }> {
    const now = clock.now()
    const result = await db.execute<{ count: number; window_start: Date }>(
      sql`select count, window_start from rate_limits where key = ${key}`,
    )
    const row = result.rows[0]
    if (!row) return { count: 0, retryAfter: 0 }
    const windowEnds = new Date(row.window_start).getTime() + limit.windowSeconds * 1000
    if (windowEnds <= now.getTime()) return { count: 0, retryAfter: 0 }
    return { count: row.count, retryAfter: Math.ceil((windowEnds - now.getTime()) / 1000) }
  }

  return {
    /** Counts one more event; throws RATE_LIMITED when the window already holds `max`. */
    async hit(key: string, limit: Limit): Promise<void> {
      const now = clock.now()
      const windowStartFloor = new Date(now.getTime() - limit.windowSeconds * 1000)
      const result = await db.execute<{ count: number; window_start: Date }>(sql`
        insert into rate_limits (key, window_start, count) values (${key}, ${now.toISOString()}, 1)
        on conflict (key) do update set
          count = case when rate_limits.window_start <= ${windowStartFloor.toISOString()} then 1 else rate_limits.count + 1 end,
          window_start = case when rate_limits.window_start <= ${windowStartFloor.toISOString()} then excluded.window_start else rate_limits.window_start end
        returning count, window_start`)
      const row = result.rows[0]
      if (row && row.count > limit.max) {
        const windowEnds = new Date(row.window_start).getTime() + limit.windowSeconds * 1000
        throw new RateLimitedError(Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)))
      }
    },
    /** Throws RATE_LIMITED when the window already holds `max`, without counting. */
    async check(key: string, limit: Limit): Promise<void> {
      const { count, retryAfter } = await current(key, limit)
      if (count >= limit.max) throw new RateLimitedError(Math.max(1, retryAfter))
    },
    async reset(key: string): Promise<void> {
      await db.execute(sql`delete from rate_limits where key = ${key}`)
    },
  }
}
export type RateLimiter = ReturnType<typeof createRateLimiter>
