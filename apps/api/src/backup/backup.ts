import { createHash } from 'node:crypto'
import { createWriteStream, existsSync } from 'node:fs'
import { lstat, mkdir, mkdtemp, readFile, readdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { once } from 'node:events'
import type pg from 'pg'
import { writeArchive, type ArchiveEntry, type WrittenEntry } from './archive'
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  MANIFEST_NAME,
  SECRET_FILES,
  migrationAt,
  type BackupManifest,
} from './manifest'

/** Values come back as PostgreSQL writes them (text), so that every type restores exactly. */
export const asText = { getTypeParser: () => (value: string) => value }
const ROWS_PER_FETCH = 2000

/** The session settings under which values are written and read back: UTC, ISO dates, exact floats. */
export const TEXT_SETTINGS = [
  "set local timezone = 'UTC'",
  "set local datestyle = 'ISO, YMD'",
  "set local intervalstyle = 'postgres'",
  'set local extra_float_digits = 1',
  "set local bytea_output = 'hex'",
]

type TableShape = { name: string; columns: string[] }

/** Every table of the public schema with its stored (not generated) columns. */
export async function publicTables(client: pg.PoolClient | pg.Client): Promise<TableShape[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(`
    select c.relname as name, array_agg(a.attname::text order by a.attnum) as columns
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    where n.nspname = 'public' and c.relkind = 'r'
    group by c.relname
    order by c.relname`)
  return rows
}

/** A file name for the moment of the backup, in UTC: klass-backup-20261127-031500.tar.gz. */
export function backupFileName(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-')
  return `klass-backup-${stamp}.tar.gz`
}

/** Writes one table's rows, one JSON array of text values per line, from a cursor: memory stays flat. */
async function copyTable(client: pg.PoolClient, table: TableShape, file: string) {
  const out = createWriteStream(file, { mode: 0o600 })
  const hash = createHash('sha256')
  let rows = 0
  const columns = table.columns.map((c) => client.escapeIdentifier(c)).join(', ')
  await client.query(
    `declare backup_rows no scroll cursor for select ${columns} from public.${client.escapeIdentifier(table.name)}`,
  )
  try {
    for (;;) {
      const batch = await client.query<unknown[]>({
        text: `fetch ${ROWS_PER_FETCH} from backup_rows`,
        rowMode: 'array',
        types: asText,
      })
      if (batch.rows.length === 0) break
      const text = batch.rows.map((row) => JSON.stringify(row)).join('\n') + '\n'
      rows += batch.rows.length
      hash.update(text)
      if (!out.write(text)) await once(out, 'drain')
    }
  } finally {
    await client.query('close backup_rows')
    out.end()
    await once(out, 'close')
  }
  return rows
}

/** Every regular file under `folder`, as paths relative to it with forward slashes. */
async function* filesUnder(folder: string, prefix = ''): AsyncGenerator<string> {
  const entries = await readdir(path.join(folder, prefix), { withFileTypes: true }).catch(() => [])
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) yield* filesUnder(folder, relative)
    else if (entry.isFile()) yield relative
  }
}

export type BackupResult = { file: string; manifest: BackupManifest }

/**
 * Writes a backup of the database behind `pool` and of DATA_DIR's uploads and kept secrets into one file in
 * `folder`, while the server keeps running. The rows come from one snapshot (REPEATABLE READ), so balances,
 * ledger and journal agree; the uploads are copied after it, so a file uploaded meanwhile is kept too.
 */
export async function writeBackup(options: {
  pool: pg.Pool
  dataDir: string
  folder: string
  appVersion: string
  now?: Date
}): Promise<BackupResult> {
  const now = options.now ?? new Date()
  await mkdir(options.folder, { recursive: true, mode: 0o700 })
  let file = path.join(options.folder, backupFileName(now))
  for (let n = 2; existsSync(file); n += 1) file = file.replace(/(-\d+)?\.tar\.gz$/, `-${n}.tar.gz`)
  const staging = await mkdtemp(path.join(options.folder, '.klass-backup-'))
  const partial = `${file}.partial`
  try {
    const tables: BackupManifest['tables'] = []
    const snapshot = await options.pool.connect()
    let migration: BackupManifest['migration']
    let sequences: BackupManifest['sequences']
    let postgresVersion: string
    try {
      await snapshot.query('begin isolation level repeatable read read only')
      for (const setting of TEXT_SETTINGS) await snapshot.query(setting)
      const applied = await snapshot
        .query<{ created_at: string; n: string }>({
          text: `select max(created_at)::text as created_at, count(*)::text as n from drizzle.__drizzle_migrations`,
          types: asText,
        })
        .catch(() => null)
      const when = Number(applied?.rows[0]?.created_at ?? Number.NaN)
      const known = Number.isFinite(when) ? await migrationAt(when) : undefined
      if (!known) {
        throw new BackupError(
          Number.isFinite(when)
            ? 'The database was migrated by a newer Klass than this one: back it up with that version.'
            : 'The database has no Klass tables yet: there is nothing to back up.',
        )
      }
      migration = { tag: known.tag, when, applied: Number(applied!.rows[0]!.n) }
      for (const table of await publicTables(snapshot)) {
        const part = `database/${table.name}.ndjson`
        const rows = await copyTable(snapshot, table, path.join(staging, `${table.name}.ndjson`))
        tables.push({ ...table, rows, part })
      }
      // Sequences are not transactional: read after the rows, a value is never below an id in the snapshot.
      const seqs = await snapshot.query<{ name: string; last_value: string | null }>({
        text: `select sequencename as name, last_value from pg_sequences where schemaname = 'public' order by 1`,
        types: asText,
      })
      sequences = seqs.rows.map((row) => ({ name: row.name, lastValue: row.last_value }))
      postgresVersion = (await snapshot.query<{ v: string }>('select version() as v')).rows[0]!.v
      await snapshot.query('commit')
    } catch (error) {
      await snapshot.query('rollback').catch(() => {})
      throw error
    } finally {
      snapshot.release()
    }

    const uploadsDir = path.join(options.dataDir, 'uploads')
    const uploads = { files: 0, bytes: 0 }
    const secrets: BackupManifest['secrets'] = []
    for (const name of SECRET_FILES) if (existsSync(path.join(options.dataDir, name))) secrets.push(name)
    const written: WrittenEntry[] = []
    let result: BackupManifest | undefined

    async function* entries(): AsyncGenerator<ArchiveEntry> {
      for (const table of tables) {
        const source = path.join(staging, `${table.name}.ndjson`)
        yield { name: table.part, path: source, size: (await lstat(source)).size }
      }
      for await (const relative of filesUnder(uploadsDir)) {
        const source = path.join(uploadsDir, relative)
        const info = await lstat(source).catch(() => null)
        if (!info?.isFile()) continue // removed meanwhile
        uploads.files += 1
        uploads.bytes += info.size
        yield { name: `uploads/${relative}`, path: source, size: info.size }
      }
      for (const name of secrets) {
        const content = await readFile(path.join(options.dataDir, name))
        yield {
          name: `secrets/${name}`,
          size: content.length,
          content: async function* () {
            yield content
          },
        }
      }
      const manifest: BackupManifest = {
        format: BACKUP_FORMAT,
        formatVersion: BACKUP_FORMAT_VERSION,
        createdAt: now.toISOString(),
        appVersion: options.appVersion,
        postgresVersion,
        migration,
        tables,
        sequences,
        uploads,
        secrets,
        parts: written.map(({ name, size, sha256 }) => ({ name, bytes: size, sha256 })),
      }
      result = manifest
      const content = Buffer.from(JSON.stringify(manifest, null, 2) + '\n')
      yield {
        name: MANIFEST_NAME,
        size: content.length,
        content: async function* () {
          yield content
        },
      }
    }
    await writeArchive(partial, entries(), written)
    await rename(partial, file)
    return { file, manifest: result! }
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}
