import { copyFile, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { migrationsFolder } from '@klass/db/migrate'
import { z } from 'zod'

/** What a backup file holds, written as its last entry (manifest.json). */
export const BACKUP_FORMAT = 'klass-backup'
/** Raised when the file's layout changes; a restore refuses a format newer than it knows. */
export const BACKUP_FORMAT_VERSION = 1
export const MANIFEST_NAME = 'manifest.json'
/** The product's database in the embedded PostgreSQL (apps/api/src/server.ts creates it). */
export const DATABASE_NAME = 'klass'
/** Files of DATA_DIR kept with the data: without the KYC key, sealed identity data cannot be read. */
export const SECRET_FILES = ['kyc-key', 'jwt-secret'] as const

const part = z.object({
  name: z.string(),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
})

export const backupManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int(),
  createdAt: z.string(),
  appVersion: z.string(),
  postgresVersion: z.string(),
  /** The last migration applied to the backed-up database: its journal tag and drizzle's `created_at`. */
  migration: z.object({ tag: z.string(), when: z.number().int(), applied: z.number().int() }),
  tables: z.array(
    z.object({
      name: z.string(),
      columns: z.array(z.string()),
      rows: z.number().int().min(0),
      part: z.string(),
    }),
  ),
  /** Each sequence's last value (null: never used). */
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string().nullable() })),
  uploads: z.object({ files: z.number().int().min(0), bytes: z.number().int().min(0) }),
  secrets: z.array(z.enum(SECRET_FILES)),
  /** Every other entry of the file, with its length and SHA-256. */
  parts: z.array(part),
})
export type BackupManifest = z.infer<typeof backupManifest>

/** A refusal or failure told to the operator as it is, without a stack trace. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BackupError'
  }
}

type JournalEntry = { idx: number; when: number; tag: string }
type Journal = { entries: JournalEntry[] }

async function readJournal(): Promise<Journal & Record<string, unknown>> {
  return JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'))
}

/** The journal entry of the migration drizzle recorded with `created_at = when`. */
export async function migrationAt(when: number): Promise<JournalEntry | undefined> {
  return (await readJournal()).entries.find((entry) => entry.when === when)
}

/**
 * Checks a manifest read from a file before anything is restored from it: its format is one this code
 * reads, and its migration is one this code has (a backup from a newer Klass needs that Klass).
 */
export async function checkRestorable(raw: unknown): Promise<BackupManifest> {
  const head = z.object({ format: z.string(), formatVersion: z.number() }).safeParse(raw)
  if (!head.success || head.data.format !== BACKUP_FORMAT) {
    throw new BackupError('This file is not a Klass backup (its manifest is missing or unreadable).')
  }
  if (head.data.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `This backup was written in format ${head.data.formatVersion} by a newer Klass; this one reads format ` +
        `${BACKUP_FORMAT_VERSION} and older. Install the Klass version that made it (or newer), then restore.`,
    )
  }
  const parsed = backupManifest.safeParse(raw)
  if (!parsed.success) throw new BackupError('This backup’s manifest is damaged: it cannot be restored.')
  const manifest = parsed.data
  const journal = await readJournal()
  const known = journal.entries.find((entry) => entry.when === manifest.migration.when)
  if (!known) {
    const newest = journal.entries.at(-1)
    throw new BackupError(
      newest && manifest.migration.when > newest.when
        ? `This backup's database is at migration ${manifest.migration.tag}, newer than this Klass knows ` +
            `(its newest is ${newest.tag}). Install the Klass version that made the backup (${manifest.appVersion}) or newer, then restore.`
        : `This backup's database is at migration ${manifest.migration.tag}, which this Klass does not have: ` +
            `install the Klass version that made it (${manifest.appVersion}), then restore.`,
    )
  }
  return manifest
}

/**
 * A migrations folder holding the migrations up to and including `when`: a restored database is brought to
 * the backup's schema, and the server's start-up migrates it on from there like any older database.
 */
export async function migrationsUpTo(when: number): Promise<string> {
  const journal = await readJournal()
  const entries = journal.entries.filter((entry) => entry.when <= when)
  const folder = await mkdtemp(path.join(tmpdir(), 'klass-restore-migrations-'))
  await mkdir(path.join(folder, 'meta'))
  await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }))
  for (const entry of entries) {
    await copyFile(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`))
  }
  return folder
}
