import { fileURLToPath } from 'node:url'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import type pg from 'pg'

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url))

/** Advisory locks of start-up: migrating ("klas"), and migrating with loading the demo content ("klat"). */
export const MIGRATION_LOCK_KEY = 0x6b6c6173
export const SETUP_LOCK_KEY = 0x6b6c6174

/** Runs `work` while this connection holds a session advisory lock: servers starting together take turns. */
export async function withAdvisoryLock<T>(
  pool: pg.Pool,
  key: number,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [key])
    try {
      return await work(client)
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key])
    }
  } finally {
    client.release()
  }
}

/**
 * Applies every committed SQL migration not yet applied; safe to run at every start-up. Servers starting
 * together against one database take turns under an advisory lock: the first migrates, the others then find
 * nothing left to do.
 */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  await withAdvisoryLock(pool, MIGRATION_LOCK_KEY, (client) => migrate(drizzle(client), { migrationsFolder }))
}
