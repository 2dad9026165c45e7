import { createHash, randomBytes } from 'node:crypto'
import { createWriteStream, existsSync } from 'node:fs'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { once } from 'node:events'
import { StringDecoder } from 'node:string_decoder'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { ArchiveError, readArchive } from './archive'
import { TEXT_SETTINGS, publicTables } from './backup'
import { openDataFolderDatabase, runningDatabase } from './data-folder'
import {
  BackupError,
  DATABASE_NAME,
  MANIFEST_NAME,
  SECRET_FILES,
  checkRestorable,
  migrationsUpTo,
  type BackupManifest,
} from './manifest'

/** Names an entry may have: a file inside one of the backup's folders, never outside it. */
function isSafeName(name: string): boolean {
  const [folder, ...rest] = name.split('/')
  return (
    ['database', 'uploads', 'secrets'].includes(folder!) &&
    rest.length > 0 &&
    rest.every((segment) => segment !== '' && segment !== '.' && segment !== '..' && !/[\\\0]/.test(segment))
  )
}

/**
 * Reads the whole file once, touching nothing: every part is there with the length and SHA-256 its manifest
 * says, and the manifest is one this code can restore. A damaged, truncated or edited file is refused here.
 */
export async function verifyBackup(file: string): Promise<BackupManifest> {
  if (!existsSync(file)) throw new BackupError(`There is no file ${file}.`)
  const seen = new Map<string, { bytes: number; sha256: string }>()
  let manifestText: string | null = null
  try {
    for await (const entry of readArchive(file)) {
      if (entry.name === MANIFEST_NAME) {
        if (entry.size > 64 * 1024 * 1024) throw new ArchiveError('the manifest is too large')
        const chunks: Buffer[] = []
        for await (const chunk of entry.body) chunks.push(chunk)
        manifestText = Buffer.concat(chunks).toString('utf8')
        continue
      }
      if (!isSafeName(entry.name)) throw new ArchiveError(`it holds an unexpected entry (${entry.name})`)
      const hash = createHash('sha256')
      for await (const chunk of entry.body) hash.update(chunk)
      seen.set(entry.name, { bytes: entry.size, sha256: hash.digest('hex') })
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw new BackupError(`${file} cannot be restored: ${error.message}.`)
    throw error
  }
  let raw: unknown = null
  try {
    raw = manifestText === null ? null : JSON.parse(manifestText)
  } catch {
    raw = null
  }
  const manifest = await checkRestorable(raw)
  const listed = new Set(manifest.parts.map((part) => part.name))
  for (const part of manifest.parts) {
    const found = seen.get(part.name)
    if (!found || found.bytes !== part.bytes || found.sha256 !== part.sha256) {
      throw new BackupError(`${file} cannot be restored: ${part.name} is missing or damaged.`)
    }
  }
  for (const name of seen.keys()) {
    if (!listed.has(name))
      throw new BackupError(`${file} cannot be restored: ${name} is not in its manifest.`)
  }
  for (const table of manifest.tables) {
    if (!listed.has(table.part))
      throw new BackupError(`${file} cannot be restored: ${table.part} is missing.`)
  }
  return manifest
}

/** The lines of a stream of UTF-8 bytes. */
async function* lines(body: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8')
  let rest = ''
  for await (const chunk of body) {
    const text = rest + decoder.write(chunk)
    const parts = text.split('\n')
    rest = parts.pop()!
    yield* parts
  }
  rest += decoder.end()
  if (rest) yield rest
}

/** Column types of a table as PostgreSQL spells them, for the casts of the inserts. */
async function columnTypes(client: pg.Client, table: string): Promise<Map<string, string>> {
  const { rows } = await client.query<{ name: string; type: string }>(
    `select a.attname::text as name, format_type(a.atttypid, a.atttypmod) as type
     from pg_attribute a where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped`,
    [`public.${client.escapeIdentifier(table)}`],
  )
  return new Map(rows.map((row) => [row.name, row.type]))
}

/** Loads one table's lines with multi-row inserts, each value cast from its text to the column's type. */
async function loadTable(
  client: pg.Client,
  table: BackupManifest['tables'][number],
  body: AsyncIterable<Buffer>,
): Promise<number> {
  const types = await columnTypes(client, table.name)
  const columns = table.columns
  for (const column of columns) {
    if (!types.has(column)) {
      throw new BackupError(
        `The backup's table ${table.name} has a column ${column} its schema does not have.`,
      )
    }
  }
  const perInsert = Math.max(1, Math.min(1000, Math.floor(30_000 / Math.max(1, columns.length))))
  const head = `insert into public.${client.escapeIdentifier(table.name)} (${columns
    .map((c) => client.escapeIdentifier(c))
    .join(', ')}) values `
  let batch: (string | null)[][] = []
  let loaded = 0
  const flush = async () => {
    if (batch.length === 0) return
    const values: (string | null)[] = []
    const tuples = batch.map((row) => {
      const cells = row.map((value, i) => {
        values.push(value)
        return `$${values.length}::${types.get(columns[i]!)}`
      })
      return `(${cells.join(', ')})`
    })
    await client.query(head + tuples.join(', '), values)
    loaded += batch.length
    batch = []
  }
  for await (const line of lines(body)) {
    if (!line) continue
    const row = JSON.parse(line) as (string | null)[]
    if (!Array.isArray(row) || row.length !== columns.length) {
      throw new BackupError(
        `A row of ${table.name} in the backup does not have its ${columns.length} columns.`,
      )
    }
    batch.push(row)
    if (batch.length >= perInsert) await flush()
  }
  await flush()
  return loaded
}

/** An entry's bytes, hashed on the way through and checked against the manifest at their end. */
async function* checked(name: string, body: AsyncIterable<Buffer>, expected: Map<string, string>) {
  const hash = createHash('sha256')
  for await (const chunk of body) {
    hash.update(chunk)
    yield chunk
  }
  if (expected.get(name) !== hash.digest('hex')) {
    throw new BackupError(`The backup file changed while it was being restored (${name}).`)
  }
}

async function writeEntry(file: string, body: AsyncIterable<Buffer>) {
  await mkdir(path.dirname(file), { recursive: true })
  const out = createWriteStream(file)
  for await (const chunk of body) if (!out.write(chunk)) await once(out, 'drain')
  out.end()
  await once(out, 'close')
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  client.on('error', () => {})
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end().catch(() => {})
  }
}

/** How many members the data folder's database holds (0 when it has no database or no tables yet). */
async function membersIn(adminUrl: string, databaseUrl: string): Promise<number> {
  const exists = await withClient(adminUrl, (client) =>
    client.query('select 1 from pg_database where datname = $1', [DATABASE_NAME]),
  )
  if (!exists.rowCount) return 0
  return withClient(databaseUrl, async (client) => {
    const users = await client.query(`select to_regclass('public.users') is not null as present`)
    if (!users.rows[0]?.present) return 0
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from public.users')
    return rows[0]?.n ?? 0
  })
}

export type RestoreOptions = {
  file: string
  dataDir: string
  /** Replace a database that already holds members. */
  force?: boolean
  log?: (line: string) => void
}

/**
 * Brings a stopped server's data folder back from a backup file: the database (migrated to the backup's
 * schema, then its rows), the uploads folder and the kept secrets. All or nothing: the rows load into a
 * database of their own and the uploads into a folder of their own, and only when every count agrees with
 * the manifest do they take the place of the old ones.
 */
export async function restoreBackup(options: RestoreOptions): Promise<BackupManifest> {
  const log = options.log ?? (() => {})
  const dataDir = path.resolve(options.dataDir)
  const running = await runningDatabase(dataDir)
  if (running) {
    throw new BackupError(
      `The database in ${dataDir} is running (PostgreSQL, pid ${running.pid}): stop the server first, then restore.`,
    )
  }
  log(`checking ${options.file}…`)
  const manifest = await verifyBackup(options.file)
  log(
    `the backup of ${manifest.createdAt} (Klass ${manifest.appVersion}, migration ${manifest.migration.tag}) is whole`,
  )

  const database = await openDataFolderDatabase(dataDir, { startIfStopped: true })
  if (!database.startedHere) {
    await database.close()
    throw new BackupError(`The database in ${dataDir} has just started: stop the server first, then restore.`)
  }
  const suffix = randomBytes(4).toString('hex')
  const restoring = `${DATABASE_NAME}_restoring_${suffix}`
  const replaced = `${DATABASE_NAME}_replaced_${suffix}`
  const restoringUrl = (() => {
    const url = new URL(database.adminUrl)
    url.pathname = `/${restoring}`
    return url.toString()
  })()
  const uploadsDir = path.join(dataDir, 'uploads')
  const uploadsRestoring = `${uploadsDir}.restoring-${suffix}`
  let swapped = false
  try {
    const members = await membersIn(database.adminUrl, database.url)
    if (members > 0 && !options.force) {
      throw new BackupError(
        `The database in ${dataDir} already holds ${members} member${members === 1 ? '' : 's'}. ` +
          'Restoring replaces all of it: run again with --force to do that.',
      )
    }
    await withClient(database.adminUrl, async (admin) => {
      // A restore stopped half-way (its PostgreSQL killed) may have left its database behind.
      const { rows } = await admin.query<{ name: string }>(
        `select datname as name from pg_database where datname like $1`,
        [`${DATABASE_NAME}\\_restoring\\_%`],
      )
      for (const { name } of rows)
        await admin.query(`drop database ${admin.escapeIdentifier(name)} with (force)`)
      await admin.query(`create database ${admin.escapeIdentifier(restoring)}`)
    })
    log(`bringing a new database to migration ${manifest.migration.tag}…`)
    const migrations = await migrationsUpTo(manifest.migration.when)
    try {
      await withClient(restoringUrl, (client) => migrate(drizzle(client), { migrationsFolder: migrations }))
    } finally {
      await rm(migrations, { recursive: true, force: true })
    }

    const secrets = new Map<string, Buffer>()
    await mkdir(uploadsRestoring, { recursive: true })
    await withClient(restoringUrl, async (client) => {
      await client.query('begin')
      for (const setting of TEXT_SETTINGS) await client.query(setting)
      // Rows go in as they were, in any order: no triggers (balances moved by journal lines, post counters)
      // and no foreign-key checks while loading; the counts are checked below.
      await client.query('set local session_replication_role = replica')
      const tables = await publicTables(client)
      const backedUp = new Set(manifest.tables.map((t) => t.name))
      const missing = tables.filter((t) => !backedUp.has(t.name))
      if (missing.length) {
        throw new BackupError(`The backup has no rows for ${missing.map((t) => t.name).join(', ')}.`)
      }
      // The migrations wrote their own catalogue rows; the backup's take their place.
      await client.query(
        `truncate ${tables.map((t) => `public.${client.escapeIdentifier(t.name)}`).join(', ')}`,
      )
      const byPart = new Map(manifest.tables.map((table) => [table.part, table]))
      const hashes = new Map(manifest.parts.map((part) => [part.name, part.sha256]))
      for await (const entry of readArchive(options.file)) {
        if (entry.name === MANIFEST_NAME) continue
        const body = checked(entry.name, entry.body, hashes)
        const table = byPart.get(entry.name)
        if (table) {
          const loaded = await loadTable(client, table, body)
          if (loaded !== table.rows) {
            throw new BackupError(`${table.name}: the backup lists ${table.rows} rows but holds ${loaded}.`)
          }
        } else if (entry.name.startsWith('uploads/')) {
          await writeEntry(path.join(uploadsRestoring, entry.name.slice('uploads/'.length)), body)
        } else if (entry.name.startsWith('secrets/')) {
          const chunks: Buffer[] = []
          for await (const chunk of body) chunks.push(chunk)
          secrets.set(entry.name.slice('secrets/'.length), Buffer.concat(chunks))
        }
      }
      for (const sequence of manifest.sequences) {
        const name = `public.${client.escapeIdentifier(sequence.name)}`
        if (sequence.lastValue === null) await client.query(`select setval($1, 1, false)`, [name])
        else await client.query(`select setval($1, $2::bigint, true)`, [name, sequence.lastValue])
      }
      for (const table of manifest.tables) {
        const { rows } = await client.query<{ n: string }>({
          text: `select count(*)::text as n from public.${client.escapeIdentifier(table.name)}`,
        })
        if (Number(rows[0]!.n) !== table.rows) {
          throw new BackupError(`${table.name}: ${rows[0]!.n} rows restored, the backup lists ${table.rows}.`)
        }
      }
      await client.query('commit')
    })

    // Every part is in; now they take the place of the old ones.
    await withClient(database.adminUrl, async (admin) => {
      const old = await admin.query('select 1 from pg_database where datname = $1', [DATABASE_NAME])
      if (old.rowCount) {
        await admin.query(
          `alter database ${admin.escapeIdentifier(DATABASE_NAME)} rename to ${admin.escapeIdentifier(replaced)}`,
        )
      }
      await admin.query(
        `alter database ${admin.escapeIdentifier(restoring)} rename to ${admin.escapeIdentifier(DATABASE_NAME)}`,
      )
      swapped = true
      if (old.rowCount) await admin.query(`drop database ${admin.escapeIdentifier(replaced)} with (force)`)
    })
    const uploadsReplaced = `${uploadsDir}.replaced-${suffix}`
    if (existsSync(uploadsDir)) await rename(uploadsDir, uploadsReplaced)
    await rename(uploadsRestoring, uploadsDir)
    await rm(uploadsReplaced, { recursive: true, force: true })
    for (const name of SECRET_FILES) {
      const content = secrets.get(name)
      if (!content) continue
      const target = path.join(dataDir, name)
      await writeFile(`${target}.restoring`, content, { mode: 0o600 })
      await rename(`${target}.restoring`, target)
    }
    if (!manifest.secrets.includes('kyc-key')) {
      log(
        'the backup holds no kyc-key (KYC_ENCRYPTION_KEY was set): start the server with the same KYC_ENCRYPTION_KEY',
      )
    }
    return manifest
  } finally {
    if (!swapped) {
      await withClient(database.adminUrl, (admin) =>
        admin.query(`drop database if exists ${admin.escapeIdentifier(restoring)} with (force)`),
      ).catch(() => {})
    }
    await rm(uploadsRestoring, { recursive: true, force: true })
    await database.close()
  }
}
