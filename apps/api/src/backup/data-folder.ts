import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { processIsAlive, startEmbeddedPostgres } from '@klass/db/embedded'
import { BackupError, DATABASE_NAME } from './manifest'

// The embedded PostgreSQL of a data folder (packages/db/src/embedded.ts): its cluster in DATA_DIR/pg, its
// password in DATA_DIR/pg-password, its port chosen at each start and written by PostgreSQL itself into
// DATA_DIR/pg/postmaster.pid (line 4), which is also how a running one is found.

export type RunningDatabase = { pid: number; port: number }

/** The PostgreSQL running on this data folder (the server's, or one left behind), or null. */
export async function runningDatabase(dataDir: string): Promise<RunningDatabase | null> {
  const content = await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => null)
  if (content === null) return null
  const lines = content.split('\n')
  const pid = Number.parseInt(lines[0] ?? '', 10)
  const port = Number.parseInt(lines[3] ?? '', 10)
  if (!Number.isInteger(pid) || pid <= 0 || !processIsAlive(pid)) return null
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => 'postgres')
  return cmdline.includes('postgres') ? { pid, port } : null
}

export function hasDatabase(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))
}

export type DataFolderDatabase = {
  /** The product's database. */
  url: string
  /** The maintenance database, to create, rename and drop databases. */
  adminUrl: string
  /** Whether this process started PostgreSQL (and so stops it in close()). */
  startedHere: boolean
  close: () => Promise<void>
}

/**
 * Reaches the data folder's database: the running server's PostgreSQL when there is one, otherwise starts
 * it for the time being (and stops it again in close()).
 */
export async function openDataFolderDatabase(
  dataDir: string,
  options: { log?: (line: string) => void; startIfStopped: boolean },
): Promise<DataFolderDatabase> {
  const running = await runningDatabase(dataDir)
  if (running) {
    const password = (await readFile(path.join(dataDir, 'pg-password'), 'utf8').catch(() => '')).trim()
    if (!password) throw new BackupError(`${path.join(dataDir, 'pg-password')} is missing or unreadable.`)
    const url = (database: string) =>
      `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${running.port}/${database}`
    return { url: url(DATABASE_NAME), adminUrl: url('postgres'), startedHere: false, close: async () => {} }
  }
  if (!options.startIfStopped) throw new BackupError(`No database is running in ${dataDir}.`)
  const server = await startEmbeddedPostgres({ dataDir, log: options.log })
  return {
    url: server.urlFor(DATABASE_NAME),
    adminUrl: server.url,
    startedHere: true,
    close: () => server.stop(),
  }
}
