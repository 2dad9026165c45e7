import { randomBytes } from 'node:crypto'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { afterAll, beforeAll, expect, it, inject } from 'vitest'
import { migrationsFolder, runMigrations } from '@klass/db/migrate'

// Issue 18: migration 0015 moves the stock of the gifts already in the store into their shards.

const SHARDS_MIGRATION = '0015_store_stock_shards'

const admin = () => new pg.Client({ connectionString: inject('pgAdminUrl') })
const name = `klass_stock_move_${randomBytes(6).toString('hex')}`
let pool: pg.Pool
let before: string

beforeAll(async () => {
  const client = admin()
  await client.connect()
  await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`)
  await client.end()
  pool = new pg.Pool({ connectionString: inject('pgUrlPattern').replace('__DATABASE__', name), max: 2 })
  // The migrations as they were before the shards: the same files, the journal cut before 0015.
  before = await mkdtemp(path.join(tmpdir(), 'klass-migrations-'))
  await cp(migrationsFolder, before, { recursive: true })
  const journalFile = path.join(before, 'meta/_journal.json')
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] }
  const cut = journal.entries.findIndex((entry) => entry.tag === SHARDS_MIGRATION)
  expect(cut).toBeGreaterThan(0)
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }))
})

afterAll(async () => {
  await pool?.end()
  if (before) await rm(before, { recursive: true, force: true })
  const client = admin()
  await client.connect()
  await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`)
  await client.end()
})

it('moves every gift’s stock and sales into its shards, which add up to what the gift had', async () => {
  const client = await pool.connect()
  try {
    await migrate(drizzle(client), { migrationsFolder: before })
  } finally {
    client.release()
  }
  const gifts: [slug: string, total: number, remaining: number, sold: number][] = [
    ['many-left', 500, 363, 137],
    ['fewer-than-shards', 60, 3, 57],
    ['sold-out', 30, 0, 30],
  ]
  for (const [slug, total, remaining, sold] of gifts) {
    await pool.query(
      `insert into store_items (slug, name, summary, description, conditions, type, image, price,
        stock_total, stock_remaining, sold)
       values ($1, 'ของขวัญ', 'ของขวัญก่อนมีชาร์ด', '{}', '{}', 'premium', 'public/x.svg', 100, $2, $3, $4)`,
      [slug, total, remaining, sold],
    )
  }

  await runMigrations(pool)

  const { rows } = await pool.query<{
    slug: string
    shards: number
    remaining: number
    sold: number
    fullest: number
    emptiest: number
  }>(`
    select i.slug, count(s.*)::int as shards, sum(s.remaining)::int as remaining, sum(s.sold)::int as sold,
      max(s.remaining) as fullest, min(s.remaining) as emptiest
    from store_items i join store_stock_shards s on s.item_id = i.id
    group by i.slug order by i.slug`)
  expect(rows).toEqual([
    { slug: 'fewer-than-shards', shards: 16, remaining: 3, sold: 57, fullest: 1, emptiest: 0 },
    { slug: 'many-left', shards: 16, remaining: 363, sold: 137, fullest: 23, emptiest: 22 },
    { slug: 'sold-out', shards: 16, remaining: 0, sold: 30, fullest: 0, emptiest: 0 },
  ])
  // The gifts' own columns stay as they were: the copy the home page reads.
  const items = await pool.query('select slug, stock_remaining, sold from store_items order by slug')
  expect(items.rows).toEqual([
    { slug: 'fewer-than-shards', stock_remaining: 3, sold: 57 },
    { slug: 'many-left', stock_remaining: 363, sold: 137 },
    { slug: 'sold-out', stock_remaining: 0, sold: 30 },
  ])
})
