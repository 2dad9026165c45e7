import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createDbClient } from '@klass/db/client'
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '@klass/db/embedded'
import { runMigrations } from '@klass/db/migrate'
import pg from 'pg'
import { buildApp } from './app'
import { createMessagingWorker } from './modules/line/messaging-worker'
import { ConfigError, loadConfig } from './config'
import { loadJwtSecret, loadKycKey } from './lib/secrets'
import { localFileStorage } from './lib/storage'
import { loadDemoContent } from './seed/demo'

const DATABASE_NAME = 'klass'
const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url))

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

/** Start-up: configuration, database (embedded unless DATABASE_URL), migrations, demo content, listen. */
async function main() {
  let config
  try {
    config = loadConfig(process.env, {
      webDistDir: existsSync(path.join(webDist, 'index.html')) ? webDist : undefined,
    })
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  const log = (message: string) => process.stdout.write(`${message}\n`)

  let embedded: EmbeddedPostgresHandle | null = null
  let databaseUrl = config.databaseUrl
  if (!databaseUrl) {
    log(`starting the embedded PostgreSQL in ${path.join(config.dataDir, 'pg')}`)
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir })
    await ensureDatabase(embedded.url, DATABASE_NAME)
    databaseUrl = embedded.urlFor(DATABASE_NAME)
  }
  const database = createDbClient(databaseUrl, {
    max: 20,
    onError: (error) => console.error(`database connection error: ${error.message}`),
  })
  await runMigrations(database.db)
  const storage = localFileStorage(`${config.dataDir}/uploads`)
  if (config.seedDemo) await loadDemoContent(database.db, { log, storage })

  const app = await buildApp({
    config,
    db: database.db,
    storage,
    jwtSecret: await loadJwtSecret(config.jwtSecret, config.dataDir),
    kycKey: await loadKycKey(config.kycKey, config.dataDir),
  })
  const messaging = createMessagingWorker(app.ctx, app.log)
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    app.log.info(`${signal}: draining requests, then stopping`)
    // Finish the LINE sender's round, drain HTTP, then close the pool, then stop PostgreSQL.
    await messaging.stop().catch(() => {})
    await app.close().catch((error) => app.log.error({ err: error }, 'closing the server failed'))
    await database.close().catch(() => {})
    await embedded?.stop().catch((error) => app.log.error({ err: error }, 'stopping PostgreSQL failed'))
    process.exit(0)
  }
  // The order is ours: requests, then the pool, then PostgreSQL (see packages/db/src/embedded.ts).
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))

  await app.listen({ port: config.port, host: config.host })
  messaging.start()
  log(
    `Klass is ready at ${config.publicUrl}${config.webDistDir ? '' : ' (API only: the web app is not built)'}`,
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
})
