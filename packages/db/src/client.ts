import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import pg from 'pg'

export type Database = NodePgDatabase
/** An open transaction of the database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
/** The database or an open transaction: what repositories and the ledger run their statements on. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>
export type DbClient = { db: Database; pool: pg.Pool; close: () => Promise<void> }

// Postgres bigint (int8) fits our balances: parse it as a JS number rather than a string.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))
/** int8[] (type 1016), as an `array(select …)` of ids answers: numbers too, as each one alone would be. */
const INT8_ARRAY = 1016 as Parameters<typeof pg.types.setTypeParser>[0]
const int8Texts = pg.types.getTypeParser(INT8_ARRAY) as (value: string) => (string | null)[]
pg.types.setTypeParser(INT8_ARRAY, (value: string) =>
  int8Texts(value).map((item) => (item === null ? null : Number(item))),
)

export function createDbClient(
  url: string,
  options: {
    max?: number
    onError?: (error: Error) => void
    connectionWaitMs?: number
    /**
     * Connections that plan each named statement once, without its values (`plan_cache_mode`), instead of five
     * times with them first, and stay open however long they are idle: for one statement whose plan is the same
     * whatever its values (decision 046).
     */
    plannedOnce?: boolean
  } = {},
): DbClient {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    // How long a request waits for a free connection before it fails.
    connectionTimeoutMillis: options.connectionWaitMs ?? 10_000,
    ...(options.plannedOnce && { options: '-c plan_cache_mode=force_generic_plan', idleTimeoutMillis: 0 }),
  })
  // An idle client's error (the server restarted, a network blip) must never crash the process.
  pool.on('error', (error) => options.onError?.(error))
  const db = drizzle(pool)
  return { db, pool, close: () => pool.end() }
}
