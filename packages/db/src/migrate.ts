import { fileURLToPath } from 'node:url'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import type { Database } from './client'

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url))

/** Applies every committed SQL migration not yet applied; safe to run at every start-up. */
export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder })
}
