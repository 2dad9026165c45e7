import type pg from 'pg'

/** Requests of the test database waiting for a lock another transaction holds (a row, a claim not committed). */
export async function lockWaits(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
     where datname = current_database() and wait_event_type = 'Lock'`,
  )
  return rows[0]!.n
}

/** Resolves once `condition` holds; checked every 20 ms, and given up after 5 s. */
export async function until(condition: () => Promise<boolean>) {
  const deadline = Date.now() + 5_000
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
