import { randomBytes } from 'node:crypto'
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { createDbClient, type DbClient } from './client'
import { startEmbeddedPostgres } from './embedded'
import { runMigrations } from './migrate'

export const TEMPLATE_DATABASE = 'klass_template'

export type TestCluster = {
  /** URL of the server's maintenance database, used to create per-file copies of the template. */
  adminUrl: string
  urlFor: (database: string) => string
  stop: () => Promise<void>
}

/** One throw-away PostgreSQL for a whole test run, with a migrated template database. */
export async function startTestCluster(): Promise<TestCluster> {
  const folder = await mkdtemp(path.join(tmpdir(), 'klass-test-pg-'))
  // As root, PostgreSQL runs as the `postgres` user, which must be able to enter the folder.
  await chmod(folder, 0o711)
  const server = await startEmbeddedPostgres({ dataDir: folder, ephemeral: true })
  await createTemplate(server.url, server.urlFor(TEMPLATE_DATABASE))
  return {
    adminUrl: server.url,
    urlFor: server.urlFor,
    stop: async () => {
      await server.stop()
      await rm(folder, { recursive: true, force: true })
    },
  }
}

async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

export async function createTemplate(adminUrl: string, templateUrl: string): Promise<void> {
  const name = new URL(templateUrl).pathname.slice(1)
  await withAdmin(adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`)
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`)
  })
  const { pool, close } = createDbClient(templateUrl, { max: 1 })
  try {
    await runMigrations(pool)
  } finally {
    await close()
  }
}

export type TestDatabase = DbClient & { url: string; drop: () => Promise<void> }

/** A fresh copy of the migrated template: no test file ever sees another's data. */
export async function createTestDatabase(cluster: {
  adminUrl: string
  urlFor: (d: string) => string
}): Promise<TestDatabase> {
  const name = `klass_test_${randomBytes(6).toString('hex')}`
  await withAdmin(cluster.adminUrl, (client) =>
    client.query(
      `CREATE DATABASE ${client.escapeIdentifier(name)} TEMPLATE ${client.escapeIdentifier(TEMPLATE_DATABASE)}`,
    ),
  )
  const url = cluster.urlFor(name)
  // Tests check what each request answers, never how fast: hundreds of racing requests on a busy two-core
  // machine may wait long for one of the 20 connections, and must not fail for it.
  const client = createDbClient(url, { max: 20, connectionWaitMs: 120_000 })
  return {
    ...client,
    url,
    drop: async () => {
      await client.close()
      await withAdmin(cluster.adminUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(name)} WITH (FORCE)`),
      )
    },
  }
}
