import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { createDbClient } from '@klass/db/client'
import { EmbeddedPostgresError } from '@klass/db/embedded'
import { ConfigError, loadConfig, type Config } from '../config'
import { writeBackup } from './backup'
import { hasDatabase, openDataFolderDatabase, runningDatabase } from './data-folder'
import { BackupError } from './manifest'
import { restoreBackup } from './restore'

// `npm run backup [FOLDER]` and `npm run restore FILE [--force]` (scripts/backup.mjs, scripts/restore.mjs).
// Each answers the exit code; what the operator needs to know is printed, failures on stderr.

const say = (line: string) => process.stdout.write(`${line}\n`)

async function appVersion(): Promise<string> {
  const file = new URL('../../../../package.json', import.meta.url)
  return (JSON.parse(await readFile(file, 'utf8')) as { version: string }).version
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

/** Failures the operator can act on are said in one line; anything else keeps its stack. */
async function reported(work: (config: Config) => Promise<number>): Promise<number> {
  try {
    return await work(loadConfig(process.env))
  } catch (error) {
    if (
      error instanceof BackupError ||
      error instanceof ConfigError ||
      error instanceof EmbeddedPostgresError
    ) {
      console.error(error.message)
    } else {
      console.error(error)
    }
    return 1
  }
}

export function runBackupCommand(args: string[]): Promise<number> {
  return reported(async (config) => {
    if (config.databaseUrl) {
      console.error(
        'DATABASE_URL is set: the database is your own PostgreSQL, so back it up with its tools ' +
          "(pg_dump, pg_basebackup, or your provider's snapshots), and copy DATA_DIR/uploads with it. " +
          '`npm run backup` backs up the embedded database only; it wrote nothing.',
      )
      return 2
    }
    if (!hasDatabase(config.dataDir) && !(await runningDatabase(config.dataDir))) {
      console.error(`There is no database in ${config.dataDir}: nothing to back up (is DATA_DIR right?).`)
      return 1
    }
    const folder = path.resolve(args[0] ?? path.join(config.dataDir, 'backups'))
    const database = await openDataFolderDatabase(config.dataDir, { startIfStopped: true })
    say(
      database.startedHere
        ? `the server is stopped: started its database in ${config.dataDir} for the backup`
        : `backing up the running server's database in ${config.dataDir}`,
    )
    const client = createDbClient(database.url, { max: 1, onError: () => {} })
    try {
      const { file, manifest } = await writeBackup({
        pool: client.pool,
        dataDir: config.dataDir,
        folder,
        appVersion: await appVersion(),
      })
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0)
      say(
        `wrote ${file} (${megabytes((await stat(file)).size)}): ${rows} rows of ${manifest.tables.length} tables ` +
          `at migration ${manifest.migration.tag}, ${manifest.uploads.files} uploaded files ` +
          `(${megabytes(manifest.uploads.bytes)})${manifest.secrets.length ? `, ${manifest.secrets.join(' and ')}` : ''}`,
      )
      if (config.kycKey) {
        say('KYC_ENCRYPTION_KEY is set, so the key is not in the file: keep it with the backup yourself.')
      }
      say("It holds members' personal data: keep a copy off this machine, encrypted.")
      return 0
    } catch (error) {
      if ((error as { code?: string }).code === '3D000') {
        throw new BackupError(`The database in ${config.dataDir} has no Klass data yet: nothing to back up.`)
      }
      throw error
    } finally {
      await client.close().catch(() => {})
      await database.close()
    }
  })
}

export function runRestoreCommand(args: string[], env: Record<string, string | undefined>): Promise<number> {
  return reported(async (config) => {
    // `npm run restore FILE --force` hands --force to npm, which passes it on as npm_config_force.
    const force = args.includes('--force') || env.npm_config_force === 'true'
    const files = args.filter((arg) => arg !== '--force')
    if (files.length !== 1) {
      console.error('Usage: npm run restore -- FILE [--force]   (FILE: a klass-backup-….tar.gz)')
      return 2
    }
    if (config.databaseUrl) {
      console.error(
        'DATABASE_URL is set: the database is your own PostgreSQL, so restore it with its tools ' +
          "(pg_restore, psql, or your provider's snapshots). `npm run restore` restores the embedded database only.",
      )
      return 2
    }
    const manifest = await restoreBackup({
      file: path.resolve(files[0]!),
      dataDir: config.dataDir,
      force,
      log: say,
    })
    say(
      `restored the backup of ${manifest.createdAt} into ${config.dataDir}: ` +
        `${manifest.tables.reduce((sum, table) => sum + table.rows, 0)} rows, ${manifest.uploads.files} uploaded files. ` +
        'Start the server with `npm start`.',
    )
    return 0
  })
}
