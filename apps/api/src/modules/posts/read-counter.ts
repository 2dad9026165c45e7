import { sql } from 'drizzle-orm'
import type pg from 'pg'
import type { Database, Executor } from '@klass/db/client'
import { postReadTallies, posts } from '@klass/db/schema/posts'

// SPEC 7: post/show counts a read. Reads are a statistic, not money; how they are kept is decision 020.

/** A post's tallied reads are folded into its row once they reach this many. */
export const READS_FOLDED_AT = 100
/** Tally rows per post: readers of one post at once mostly update different rows. */
const READ_SLOTS = 8

/**
 * SPEC 7 post/show counts reads: `reads` more in one of the post's tallies, which are folded into the post's row
 * once they hold READS_FOLDED_AT (one row rewrite per hundred reads). Answers the post's reads, or null when it
 * is not published. A read is a statistic, not money: its commit does not wait for the disk (a crash may forget
 * the last moment's reads, never anything else).
 */
export async function countReads(db: Database, id: number, reads = 1): Promise<number | null> {
  if (!Number.isSafeInteger(id) || !Number.isSafeInteger(reads) || reads < 1)
    throw new Error('bad read count')
  const slot = Math.floor(Math.random() * READ_SLOTS)
  // One round trip: the transaction, its setting and the count go as one simple query (numbers only, checked
  // above). The outer select sees the tallies as they were before the insert: `pending` leaves these out.
  const client = await poolOf(db).connect()
  let results: pg.QueryResult<{ folded: string; pending: string }>[]
  try {
    results = (await client.query(`
    begin;
    set local synchronous_commit = off;
    with counted as (
      insert into post_read_tallies (post_id, slot, reads)
      select id, ${slot}, ${reads} from posts where id = ${id} and status = 'published'
      on conflict (post_id, slot) do update set reads = post_read_tallies.reads + excluded.reads
      returning post_id
    )
    select p.read_count as folded,
      (select coalesce(sum(t.reads), 0) from post_read_tallies t where t.post_id = p.id) as pending
    from posts p join counted on counted.post_id = p.id;
    commit;`)) as unknown as typeof results
    client.release()
  } catch (error) {
    // A statement that failed leaves the connection inside the transaction: it is closed, not reused.
    client.release(true)
    throw error
  }
  const [row] = results[2]!.rows
  if (!row) return null
  const pending = Number(row.pending) + reads
  if (pending >= READS_FOLDED_AT) await foldReads(db, id)
  return Number(row.folded) + pending
}

/** The connection pool under drizzle, for a simple query of several statements. */
function poolOf(db: Database): pg.Pool {
  return (db as unknown as { $client: pg.Pool }).$client
}

/** Posts whose last written read count a process remembers; the oldest goes first. */
const COUNTS_REMEMBERED = 10_000

/**
 * Counts each read of a post once, writing the reads of one post that arrive while its last count is being
 * written together in the next statement: a post that everyone opens at once costs a write per round trip, not
 * per reader. The first reader of a post in this process waits for the write and is told the count with their
 * read; later readers are told at once the count this process last wrote plus the reads on their way, this one
 * included, while the write goes on (a write that fails is reported to `onError`; those reads are lost, as a
 * crash would lose them).
 */
export function createReadCounter(db: Database, onError: (error: unknown) => void) {
  type Reader = { resolve: (reads: number | null) => void; reject: (error: unknown) => void }
  const waiting = new Map<number, Reader[]>()
  const writing = new Map<number, number>()
  const written = new Map<number, number>()

  async function write(id: number) {
    const readers = waiting.get(id) ?? []
    waiting.delete(id)
    writing.set(id, readers.length)
    try {
      const total = await countReads(db, id, readers.length)
      written.delete(id)
      if (total !== null) {
        if (written.size >= COUNTS_REMEMBERED) written.delete(written.keys().next().value!)
        written.set(id, total)
      }
      readers.forEach((reader, i) => reader.resolve(total === null ? null : total - (readers.length - 1 - i)))
    } catch (error) {
      for (const reader of readers) reader.reject(error)
    } finally {
      writing.delete(id)
      if (waiting.has(id)) void write(id)
    }
  }

  return (id: number): Promise<number | null> => {
    const counted = new Promise<number | null>((resolve, reject) => {
      const readers = waiting.get(id) ?? []
      readers.push({ resolve, reject })
      waiting.set(id, readers)
      if (!writing.has(id)) void write(id)
    })
    const last = written.get(id)
    if (last === undefined) return counted
    counted.catch(onError)
    return Promise.resolve(last + (writing.get(id) ?? 0) + (waiting.get(id)?.length ?? 0))
  }
}

/** Moves a post's tallied reads into its row; a fold running at the same time finds them gone and adds nothing. */
export async function foldReads(db: Executor, id: number): Promise<void> {
  await db.execute(sql`
    with moved as (delete from ${postReadTallies} where post_id = ${id} returning reads)
    update ${posts} set read_count = read_count + (select coalesce(sum(reads), 0) from moved)
    where ${posts.id} = ${id} and exists (select 1 from moved)`)
}
