import cluster from 'node:cluster'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createDbClient } from '@klass/db/client'
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '@klass/db/embedded'
import { runMigrations, SETUP_LOCK_KEY, withAdvisoryLock } from '@klass/db/migrate'
import pg from 'pg'
import { buildApp } from './app'
import { ConfigError, loadConfig, type Config } from './config'
import { createKycVault } from './lib/kyc-vault'
import { loadJwtSecret, loadKycKey } from './lib/secrets'
import { localFileStorage } from './lib/storage'
import { createMessagingWorker } from './modules/line/messaging-worker'
import { loadDemoContent } from './seed/demo'
import { eraseDueAccounts } from './modules/auth/account-erasure'

const DATABASE_NAME = 'klass'
/** How the first process tells the others where the database is (the embedded one's port is chosen at start). */
const DATABASE_URL_FOR_WORKERS = 'KLASS_SERVER_DATABASE_URL'
const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url))
const log = (message: string) => process.stdout.write(`${message}\n`)

/** Creates the product's database in the embedded cluster the first time. */
async function ensureDatabase(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(name)}`)
  } finally {
    await client.end()
  }
}

function readConfig(): Config {
  try {
    return loadConfig(process.env, {
      webDistDir: existsSync(path.join(webDist, 'index.html')) ? webDist : undefined,
    })
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

/**
 * Connections per process, so that every process together stays well inside PostgreSQL's 100, with the store's
 * purchase connections (up to 20 over all processes, modules/store/buy.repo.ts).
 */
const poolSize = (config: Config) => Math.max(4, Math.min(20, Math.floor(60 / config.processes)))

/**
 * One server: the API and the web app on the shared port. It stops taking requests on SIGTERM or SIGINT,
 * finishes those in flight and the LINE sender's round, then closes its pool.
 */
async function serve(config: Config, databaseUrl: string, options: { sendsMessages: boolean }) {
  const database = createDbClient(databaseUrl, {
    max: poolSize(config),
    onError: (error) => console.error(`database connection error: ${error.message}`),
  })
  const app = await buildApp({
    config,
    db: database.db,
    storage: localFileStorage(`${config.dataDir}/uploads`),
    jwtSecret: await loadJwtSecret(config.jwtSecret, config.dataDir),
    kycKey: await loadKycKey(config.kycKey, config.dataDir),
  })
  // One process sends LINE messages; the others would find the same rows leased (line.repo.ts).
  const messaging = options.sendsMessages ? createMessagingWorker(app.ctx, app.log) : null
  await app.listen({ port: config.port, host: config.host })
  messaging?.start()
  // Decision 031: accounts whose 30 days ran out while the server was down are erased as it starts.
  if (options.sendsMessages)
    eraseDueAccounts(app.ctx).catch((error: unknown) =>
      app.log.error({ err: error }, 'erasing deleted accounts failed'),
    )
  let stopping: Promise<void> | null = null
  return {
    app,
    stop(signal: string) {
      stopping ??= (async () => {
        app.log.info(`${signal}: draining requests, then stopping`)
        await messaging?.stop().catch(() => {})
        await app.close().catch((error) => app.log.error({ err: error }, 'closing the server failed'))
        await database.close().catch(() => {})
      })()
      return stopping
    },
  }
}

/**
 * Start-up: configuration, database (embedded unless DATABASE_URL), migrations under an advisory lock, demo
 * content, then SERVER_PROCESSES servers on one port (node:cluster), each a whole server of its own.
 */
async function primary(config: Config) {
  let embedded: EmbeddedPostgresHandle | null = null
  let databaseUrl = config.databaseUrl
  if (!databaseUrl) {
    log(`starting the embedded PostgreSQL in ${path.join(config.dataDir, 'pg')}`)
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir })
    await ensureDatabase(embedded.url, DATABASE_NAME)
    databaseUrl = embedded.urlFor(DATABASE_NAME)
  }
  const setup = createDbClient(databaseUrl, { max: 3, onError: () => {} })
  // Servers starting together on one database: one migrates and loads the demo content, the others wait.
  // Made once here, so every process reads the same secrets from DATA_DIR.
  await loadJwtSecret(config.jwtSecret, config.dataDir)
  const kycKey = await loadKycKey(config.kycKey, config.dataDir)
  await withAdvisoryLock(setup.pool, SETUP_LOCK_KEY, async () => {
    await runMigrations(setup.pool)
    if (config.seedDemo) {
      await loadDemoContent(setup.db, {
        log,
        storage: localFileStorage(`${config.dataDir}/uploads`),
        vault: createKycVault(kycKey),
      })
    }
  })
  await setup.close()

  const ready = () =>
    log(
      `Klass is ready at ${config.publicUrl}${config.webDistDir ? '' : ' (API only: the web app is not built)'}` +
        (config.processes > 1 ? ` (${config.processes} server processes)` : ''),
    )
  let stopping = false
  const stopDatabase = async () => {
    await embedded
      ?.stop()
      .catch((error: unknown) => console.error(`stopping PostgreSQL failed: ${String(error)}`))
  }

  if (config.processes === 1) {
    const server = await serve(config, databaseUrl, { sendsMessages: true })
    const stop = async (signal: string) => {
      if (stopping) return
      stopping = true
      // The order is ours: requests, then the pool, then PostgreSQL (see packages/db/src/embedded.ts).
      await server.stop(signal)
      await stopDatabase()
      process.exit(0)
    }
    process.on('SIGINT', () => void stop('SIGINT'))
    process.on('SIGTERM', () => void stop('SIGTERM'))
    ready()
    return
  }

  cluster.setupPrimary({ serialization: 'json' })
  const env = { [DATABASE_URL_FOR_WORKERS]: databaseUrl }
  let listening = 0
  const fork = (sendsMessages: boolean) => {
    const worker = cluster.fork({ ...env, KLASS_SENDS_MESSAGES: sendsMessages ? '1' : '0' })
    worker.on('listening', () => {
      listening += 1
      if (listening === config.processes) ready()
    })
    worker.on('exit', (code, signal) => {
      if (stopping) return
      // A server that died is replaced; one that cannot start at all stops the whole start-up.
      if (listening < config.processes) {
        console.error(`a server process could not start (${signal ?? code}); stopping`)
        void stop('SIGTERM', 1)
        return
      }
      console.error(`a server process stopped (${signal ?? code}); starting another`)
      listening -= 1
      fork(sendsMessages)
    })
  }
  for (let i = 0; i < config.processes; i += 1) fork(i === 0)

  const stop = async (_signal: string, code = 0) => {
    if (stopping) return
    stopping = true
    // Each server drains its requests and exits; then PostgreSQL stops.
    const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined)
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve()
            worker.once('exit', () => resolve())
            worker.process.kill('SIGTERM')
          }),
      ),
    )
    await stopDatabase()
    process.exit(code)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}

/** A server process forked by the first one: it serves, and stops with the first one. */
async function worker(config: Config) {
  const databaseUrl = process.env[DATABASE_URL_FOR_WORKERS]
  if (!databaseUrl) throw new Error(`${DATABASE_URL_FOR_WORKERS} is missing in a server process`)
  const server = await serve(config, databaseUrl, { sendsMessages: process.env.KLASS_SENDS_MESSAGES === '1' })
  const stop = (signal: string) => void server.stop(signal).then(() => process.exit(0))
  process.on('SIGTERM', () => stop('SIGTERM'))
  // Ctrl-C reaches every process of the terminal: the first process decides the order, so this one waits.
  process.on('SIGINT', () => {})
  // The first process is gone (killed): nobody will tell this one to stop, so it stops now.
  process.on('disconnect', () => stop('disconnect'))
}

const config = readConfig()
const run = cluster.isPrimary ? primary(config) : worker(config)
run.catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
})
