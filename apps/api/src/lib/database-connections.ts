import type { Database } from '@klass/db/client'
import type pg from 'pg'

/** The connection pool under drizzle, for what drizzle does not do (a dedicated connection, several statements). */
export function poolOf(db: Database): pg.Pool {
  return (db as unknown as { $client: pg.Pool }).$client
}

/**
 * A small read made for members on every page (their likes, seats, pieces bought), as a named statement:
 * PostgreSQL parses and plans it once per connection, and nothing is built for each request. `text` is a
 * constant of ours; every value goes as a parameter.
 */
export async function namedRead<R extends pg.QueryResultRow>(
  db: Database,
  statement: { name: string; text: string },
  values: unknown[],
): Promise<R[]> {
  return (await poolOf(db).query<R>({ ...statement, values })).rows
}

export type Listening = {
  /** Stops hearing and gives the connection back. */
  close(): void
}

/**
 * Hears PostgreSQL NOTIFY on `channel` (a constant of ours, never input) over a connection of its own, so every
 * server process on the database learns of what another one committed. If that connection breaks, `onLost` is
 * called once: from then on notices may be missed, and whoever relied on them must stop trusting what it kept.
 */
export async function listenTo(
  pool: pg.Pool,
  channel: string,
  onNotice: (payload: string) => void,
  onLost: () => void,
): Promise<Listening> {
  const client = await pool.connect()
  let open = true
  const close = (broken: boolean) => {
    if (!open) return
    open = false
    client.release(broken)
  }
  client.on('notification', (message) => {
    if (open && message.channel === channel) onNotice(message.payload ?? '')
  })
  client.on('error', () => {
    if (!open) return
    close(true)
    onLost()
  })
  try {
    await client.query(`LISTEN ${channel}`)
  } catch (error) {
    close(true)
    throw error
  }
  return { close: () => close(false) }
}

/** PostgreSQL's codes for a server that takes no more connections now: too many, starting up, shutting down. */
const UNAVAILABLE_CODES = new Set(['53300', '57P01', '57P03', 'ECONNREFUSED'])

/**
 * Whether a failure means the database could not be reached in time rather than that the request was wrong: no
 * free connection within the pool's wait (a burst larger than the pool), or a server refusing connections.
 * Drizzle wraps the driver's error, so the causes are followed.
 */
export function databaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true
    if (current.message === 'timeout exceeded when trying to connect') return true
    current = current.cause
  }
  return false
}
