import { sql } from 'drizzle-orm'
import type pg from 'pg'
import type { Database, Executor } from '@klass/db/client'
import { postReadMarks, postReadTallies, posts } from '@klass/db/schema/posts'
import { poolOf } from '../../lib/database-connections'

// SPEC 7: post/show counts a read. Reads are a statistic, not money; how they are kept is decision 020.

/** A post's tallied reads are folded into its row once they reach this many. */
export const READS_FOLDED_AT = 100
/** Tally rows per post: readers of one post at once mostly update different rows. */
const READ_SLOTS = 8
/** Old days' read marks deleted with each fold. */
const OLD_MARKS_DELETED = 1000

/** Who reads: `m:` and a member's id, or `v:` and a visitor's hashed address and browser (posts.service.ts). */
const READER_PATTERN = /^[mv]:[0-9a-f-]{8,64}$/
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/**
 * SPEC 7 post/show counts reads, each reader once a Bangkok day (issue 19): the readers not yet marked for the
 * post on `day` are marked and added to one of the post's tallies, which are folded into the post's row once they
 * hold READS_FOLDED_AT (one row rewrite per hundred reads). Answers the post's reads, or null when it is not
 * published. A read is a statistic, not money: its commit does not wait for the disk (a crash may forget the last
 * moment's reads and marks, never anything else).
 */
export async function countReads(
  db: Database,
  id: number,
  readers: string[],
  day: string,
): Promise<number | null> {
  if (!Number.isSafeInteger(id) || readers.length === 0 || !DAY_PATTERN.test(day))
    throw new Error('bad read count')
  if (!readers.every((reader) => READER_PATTERN.test(reader))) throw new Error('bad reader')
  const slot = Math.floor(Math.random() * READ_SLOTS)
  const marks = readers.map((reader) => `'${reader}'`).join(',')
  // One round trip: the transaction, its setting and the count go as one simple query (numbers, a date and
  // readers of a fixed alphabet, all checked above). The outer select sees the tallies as they were before the
  // insert: `pending` leaves these out, `fresh` counts them.
  const client = await poolOf(db).connect()
  let results: pg.QueryResult<{ folded: string; pending: string; fresh: string }>[]
  try {
    results = (await client.query(`
    begin;
    set local synchronous_commit = off;
    with published as (
      select id from posts where id = ${id} and status = 'published'
    ), marked as (
      insert into post_read_marks (day, post_id, reader)
      select distinct '${day}'::date, published.id, reader from published, unnest(array[${marks}]) reader
      on conflict do nothing
      returning reader
    ), counted as (
      insert into post_read_tallies (post_id, slot, reads)
      select published.id, ${slot}, fresh.n from published, (select count(*) as n from marked) fresh
      where fresh.n > 0
      on conflict (post_id, slot) do update set reads = post_read_tallies.reads + excluded.reads
    )
    select p.read_count as folded,
      (select coalesce(sum(t.reads), 0) from post_read_tallies t where t.post_id = p.id) as pending,
      (select count(*) from marked) as fresh
    from posts p join published on published.id = p.id;
    commit;`)) as unknown as typeof results
    client.release()
  } catch (error) {
    // A statement that failed leaves the connection inside the transaction: it is closed, not reused.
    client.release(true)
    throw error
  }
  const [row] = results[2]!.rows
  if (!row) return null
  const pending = Number(row.pending) + Number(row.fresh)
  if (pending >= READS_FOLDED_AT) await foldReads(db, id, day)
  return Number(row.folded) + pending
}

/** Posts whose last written read count a process remembers; the oldest goes first. */
const COUNTS_REMEMBERED = 10_000
/** Readers a process remembers having counted today, so their next reads cost nothing; the oldest goes first. */
const READERS_REMEMBERED = 100_000

/**
 * Counts each reader's read of a post once a day, writing the readers of one post that arrive while its last
 * count is being written together in the next statement: a post that everyone opens at once costs a write per
 * round trip, not per reader. The first reader of a post in this process waits for the write and is told the
 * count with their read; later readers are told at once the count this process last wrote plus the reads on
 * their way, theirs included unless this process already counted them today, while the write goes on (a write
 * that fails is reported to `onError`; those reads are lost, as a crash would lose them).
 */
export function createReadCounter(db: Database, onError: (error: unknown) => void) {
  type Reader = { reader: string; resolve: (reads: number | null) => void; reject: (error: unknown) => void }
  const waiting = new Map<number, Reader[]>()
  const writing = new Map<number, number>()
  const written = new Map<number, number>()
  const counted = new Set<string>()
  let today = ''

  async function write(id: number) {
    const readers = waiting.get(id) ?? []
    waiting.delete(id)
    writing.set(id, readers.length)
    try {
      const total = await countReads(
        db,
        id,
        readers.map((r) => r.reader),
        today,
      )
      written.delete(id)
      if (total !== null) {
        if (written.size >= COUNTS_REMEMBERED) written.delete(written.keys().next().value!)
        written.set(id, total)
      }
      for (const reader of readers) reader.resolve(total)
    } catch (error) {
      for (const reader of readers) reader.reject(error)
    } finally {
      writing.delete(id)
      if (waiting.has(id)) void write(id)
    }
  }

  return (id: number, reader: string, day: string): Promise<number | null> => {
    if (day !== today) {
      today = day
      counted.clear()
    }
    const mark = `${id} ${reader}`
    const last = written.get(id)
    if (counted.has(mark) && last !== undefined) {
      return Promise.resolve(last + (writing.get(id) ?? 0) + (waiting.get(id)?.length ?? 0))
    }
    if (counted.size >= READERS_REMEMBERED) counted.delete(counted.values().next().value!)
    counted.add(mark)
    const answer = new Promise<number | null>((resolve, reject) => {
      const readers = waiting.get(id) ?? []
      readers.push({ reader, resolve, reject })
      waiting.set(id, readers)
      if (!writing.has(id)) void write(id)
    })
    if (last === undefined) return answer
    answer.catch(onError)
    return Promise.resolve(last + (writing.get(id) ?? 0) + (waiting.get(id)?.length ?? 0))
  }
}

/**
 * Moves a post's tallied reads into its row; a fold running at the same time finds them gone and adds nothing.
 * Marks of days before `day`'s eve are deleted a batch at a time meanwhile.
 */
export async function foldReads(db: Executor, id: number, day: string): Promise<void> {
  await db.execute(sql`
    with moved as (delete from ${postReadTallies} where post_id = ${id} returning reads)
    update ${posts} set read_count = read_count + (select coalesce(sum(reads), 0) from moved)
    where ${posts.id} = ${id} and exists (select 1 from moved)`)
  await db.execute(sql`
    delete from ${postReadMarks} where ctid = any(array(
      select ctid from ${postReadMarks} where day < ${day}::date - 1 limit ${OLD_MARKS_DELETED}))`)
}
