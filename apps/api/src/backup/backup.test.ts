import { existsSync } from 'node:fs'
import { chmod, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startEmbeddedPostgres } from '@klass/db/embedded'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, registerMember, type TestApp } from '../../test/app'
import { bangkok } from '../../test/books'
import { newMember } from '../../test/economy'
import { multipart, pngWithMetadata } from '../../test/images'
import { moveBalance } from '../ledger/ledger'
import { readArchive, writeArchive, type ArchiveEntry } from './archive'
import { writeBackup } from './backup'
import { openDataFolderDatabase } from './data-folder'
import { BACKUP_FORMAT_VERSION, DATABASE_NAME, MANIFEST_NAME, type BackupManifest } from './manifest'
import { restoreBackup } from './restore'

let t: TestApp
let member: Awaited<ReturnType<typeof newMember>>
let avatarKey: string
let backupFile: string
let manifest: BackupManifest
const folders: string[] = []

/** A folder of its own that PostgreSQL (the `postgres` user, when the tests run as root) can enter. */
async function tempFolder(prefix: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), prefix))
  await chmod(folder, 0o711)
  folders.push(folder)
  return folder
}

beforeAll(async () => {
  t = await createTestApp({ start: bangkok('2026-01-05T10:00') })
  member = await newMember(t, { koin: 123_45 })
  await t.db.transaction((tx) =>
    moveBalance(tx, {
      userId: member.id,
      currency: 'koin',
      amount: -20_00,
      reason: 'TEST',
      activity: 'แลกของรางวัล',
      at: t.clock.now(),
    }),
  )
  const bank = await t.app.inject({ method: 'GET', url: '/v2/api/bank/accounts', headers: member.auth })
  expect(bank.statusCode, bank.body).toBe(200)
  const fixed = await t.app.inject({
    method: 'POST',
    url: '/v2/api/bank/openFixed',
    headers: member.auth,
    payload: { amount: '2500.00', term: 3, atMaturity: 'payout' },
  })
  expect(fixed.statusCode, fixed.body).toBe(201)
  const author = await registerMember(t.app)
  const post = await t.app.inject({
    method: 'POST',
    url: '/v2/api/post/create',
    headers: author.auth,
    payload: {
      type: 'biz-master',
      title: 'ขายขนมหน้าโรงเรียน',
      content: '<p>ต้นทุนชิ้นละ 6 บาท ขาย 10 บาท</p>',
      tags: ['ธุรกิจ'],
      publish: true,
    },
  })
  expect(post.statusCode, post.body).toBe(201)
  const form = multipart(
    {},
    {
      field: 'image',
      filename: 'me.png',
      contentType: 'image/png',
      content: await pngWithMetadata(300, 200),
    },
  )
  const avatar = await t.app.inject({
    method: 'POST',
    url: '/v2/api/user/updateImage',
    headers: { ...author.auth, ...form.headers },
    payload: form.payload,
  })
  expect(avatar.statusCode, avatar.body).toBe(200)
  avatarKey = `public/${String(avatar.json().data.display_image).replace(/^\/uploads\//, '')}`
  ;({ file: backupFile, manifest } = await writeBackup({
    pool: t.pool,
    dataDir: t.config.dataDir,
    folder: await tempFolder('klass-backups-'),
    appVersion: 'test',
  }))
}, 120_000)

afterAll(async () => {
  await t.close()
  for (const folder of folders) await rm(folder, { recursive: true, force: true })
})

type Rows = Record<string, unknown>[]

/** What the round trip must keep: the member's koins and ledger, their journal, the posts, every table. */
async function snapshot(client: pg.ClientBase, memberId: string) {
  const query = async (text: string, values: unknown[] = []) =>
    (await client.query(text, values)).rows as Rows
  await query(`set timezone = 'UTC'`)
  const tables = await query(`select tablename from pg_tables where schemaname = 'public' order by tablename`)
  const digests: Rows = []
  for (const { tablename } of tables) {
    const name = `public."${String(tablename)}"`
    digests.push(
      ...(await query(
        `select '${String(tablename)}' as t, count(*)::int as n, md5(coalesce(string_agg(r::text, E'\\n' order by r::text), '')) as digest from ${name} r`,
      )),
    )
  }
  return {
    koin: await query('select koin, skill, exp from users where id = $1', [memberId]),
    ledger: await query('select * from ledger_entries where user_id = $1 order by id', [memberId]),
    journal: await query(
      `select e.id, e.description, l.account_id, l.amount from bank_journal_entries e
       join bank_journal_lines l on l.entry_id = e.id
       join bank_accounts a on a.id = l.account_id
       where a.user_id = $1 order by e.id, l.account_id`,
      [memberId],
    ),
    posts: await query('select id, title, content, status, author_id from posts order by id'),
    sequences: await query(
      `select sequencename, last_value from pg_sequences where schemaname = 'public' order by 1`,
    ),
    digests,
  }
}

async function sourceSnapshot() {
  const client = await t.pool.connect()
  try {
    return await snapshot(client, member.id)
  } finally {
    client.release()
  }
}

/** Opens the restored data folder's database as the server would, and stops it again. */
async function withRestored<T>(dataDir: string, read: (client: pg.Client) => Promise<T>): Promise<T> {
  const server = await startEmbeddedPostgres({ dataDir })
  const client = new pg.Client({ connectionString: server.urlFor(DATABASE_NAME) })
  await client.connect()
  try {
    return await read(client)
  } finally {
    await client.end()
    await server.stop()
  }
}

async function filesUnder(folder: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>()
  for (const name of await readdir(folder, { recursive: true })) {
    const file = path.join(folder, name)
    if ((await stat(file)).isFile()) files.set(name, await readFile(file))
  }
  return files
}

/** A copy of the backup with some entries changed, written as a real backup file. */
async function rewritten(change: (name: string, content: Buffer) => Buffer): Promise<string> {
  const entries: { name: string; content: Buffer }[] = []
  for await (const entry of readArchive(backupFile)) {
    const chunks: Buffer[] = []
    for await (const chunk of entry.body) chunks.push(chunk)
    entries.push({ name: entry.name, content: change(entry.name, Buffer.concat(chunks)) })
  }
  const file = path.join(await tempFolder('klass-changed-'), 'klass-backup-changed.tar.gz')
  await writeArchive(
    file,
    (async function* (): AsyncGenerator<ArchiveEntry> {
      for (const { name, content } of entries) {
        yield {
          name,
          size: content.length,
          content: async function* () {
            yield content
          },
        }
      }
    })(),
  )
  return file
}

const editManifest = (edit: (m: BackupManifest) => unknown) => (name: string, content: Buffer) =>
  name === MANIFEST_NAME ? Buffer.from(JSON.stringify(edit(JSON.parse(content.toString())))) : content

describe('npm run backup and npm run restore', () => {
  it("brings back a member's koins, ledger, practice bank journal, posts and uploaded images in a fresh data folder", async () => {
    const target = await tempFolder('klass-restore-')
    await restoreBackup({ file: backupFile, dataDir: target })
    const before = await sourceSnapshot()
    const after = await withRestored(target, (client) => snapshot(client, member.id))
    expect(after.koin).toEqual([{ koin: 103_45, skill: 0, exp: 0 }])
    expect(after.ledger).toHaveLength(2)
    expect(after.journal).toHaveLength(3)
    expect(after.posts.map((p) => p.title)).toContain('ขายขนมหน้าโรงเรียน')
    expect(after).toEqual(before)
    const image = await readFile(path.join(target, 'uploads', avatarKey))
    expect(image.equals(await readFile(path.join(t.config.dataDir, 'uploads', avatarKey)))).toBe(true)
    expect(await filesUnder(path.join(target, 'uploads'))).toEqual(
      await filesUnder(path.join(t.config.dataDir, 'uploads')),
    )
    for (const secret of manifest.secrets) {
      expect(await readFile(path.join(target, secret))).toEqual(
        await readFile(path.join(t.config.dataDir, secret)),
      )
    }
  }, 60_000)

  it('refuses to restore over a database that holds members unless told to with --force', async () => {
    const target = await tempFolder('klass-restore-')
    await restoreBackup({ file: backupFile, dataDir: target })
    await expect(restoreBackup({ file: backupFile, dataDir: target })).rejects.toThrow(
      /already holds \d+ members.*--force/,
    )
    await restoreBackup({ file: backupFile, dataDir: target, force: true })
    const koin = await withRestored(target, async (client) => {
      const { rows } = await client.query('select koin from users where id = $1', [member.id])
      return rows
    })
    expect(koin).toEqual([{ koin: 103_45 }])
  }, 60_000)

  it('backs up a running server’s data folder, and refuses to restore into it until the server stops', async () => {
    const target = await tempFolder('klass-restore-')
    await restoreBackup({ file: backupFile, dataDir: target })
    const server = await startEmbeddedPostgres({ dataDir: target })
    try {
      const database = await openDataFolderDatabase(target, { startIfStopped: false })
      expect(database.startedHere).toBe(false)
      const pool = new pg.Pool({ connectionString: database.url, max: 1 })
      const again = await writeBackup({
        pool,
        dataDir: target,
        folder: await tempFolder('klass-backups-'),
        appVersion: 'test',
      }).finally(() => pool.end())
      expect(again.manifest.tables).toEqual(manifest.tables)
      await expect(restoreBackup({ file: backupFile, dataDir: target, force: true })).rejects.toThrow(
        /is running.*stop the server first/,
      )
    } finally {
      await server.stop()
    }
  }, 60_000)

  it('refuses a damaged, truncated or edited file and leaves the data folder as it was', async () => {
    const whole = await readFile(backupFile)
    const folder = await tempFolder('klass-damaged-')
    const truncated = path.join(folder, 'truncated.tar.gz')
    await writeFile(truncated, whole.subarray(0, Math.floor(whole.length / 2)))
    const flipped = path.join(folder, 'flipped.tar.gz')
    const copy = Buffer.from(whole)
    copy[Math.floor(copy.length / 2)]! ^= 0xff
    await writeFile(flipped, copy)
    const edited = await rewritten((name, content) =>
      name === 'database/users.ndjson' ? Buffer.from(content.toString().replace('10345', '99999')) : content,
    )

    const fresh = await tempFolder('klass-restore-')
    for (const file of [truncated, flipped, edited]) {
      await expect(restoreBackup({ file, dataDir: fresh }), file).rejects.toThrow(/cannot be restored/)
    }
    expect(await readdir(fresh)).toEqual([])

    const restored = await tempFolder('klass-restore-')
    await restoreBackup({ file: backupFile, dataDir: restored })
    const uploadsBefore = await filesUnder(path.join(restored, 'uploads'))
    for (const file of [truncated, flipped, edited]) {
      await expect(restoreBackup({ file, dataDir: restored, force: true }), file).rejects.toThrow(
        /cannot be restored/,
      )
    }
    const after = await withRestored(restored, (client) => snapshot(client, member.id))
    expect(after).toEqual(await sourceSnapshot())
    expect(await filesUnder(path.join(restored, 'uploads'))).toEqual(uploadsBefore)
  }, 60_000)

  it('refuses a backup written by a newer Klass: a newer file format or a migration this code does not have', async () => {
    const target = await tempFolder('klass-restore-')
    const newerFormat = await rewritten(
      editManifest((m) => ({ ...m, formatVersion: BACKUP_FORMAT_VERSION + 1 })),
    )
    await expect(restoreBackup({ file: newerFormat, dataDir: target })).rejects.toThrow(
      /written in format 2 by a newer Klass/,
    )
    const newerSchema = await rewritten(
      editManifest((m) => ({
        ...m,
        migration: { tag: '0999_from_the_future', when: 4102444800000, applied: 999 },
      })),
    )
    await expect(restoreBackup({ file: newerSchema, dataDir: target })).rejects.toThrow(
      /migration 0999_from_the_future, newer than this Klass knows/,
    )
    expect(existsSync(path.join(target, 'pg'))).toBe(false)
  })
})
