import { randomInt } from 'node:crypto'
import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm'
import pg from 'pg'
import type { Database, Executor } from '@klass/db/client'
import { idempotencyRecords } from '@klass/db/schema/core'

// The statements on idempotency_records, and the lock that tells a live claim from one whose process died
// (decision 024). plugins/idempotency.ts decides what a request is answered from them.

export type IdempotencyRecord = typeof idempotencyRecords.$inferSelect
export type RecordKey = { scope: string; key: string }
/** A record as a request first writes it: its claim, or its answer when no transaction took the claim. */
export type NewRecord = RecordKey & {
  requestHash: string
  createdAt: Date
  owner: number | null
  statusCode?: number | null
  responseBody?: unknown
  completedAt?: Date | null
}
/** An answer as kept: its status and its JSON body (null for a 204). */
export type KeptAnswer = { statusCode: number; responseBody: unknown }

/** A key is remembered for a day; an older one is a new request, and its row may be deleted. */
export const RECORD_LIFETIME_MS = 24 * 60 * 60 * 1000
/**
 * Longer than any request runs: a claim still unanswered this long after it was made has lost its answer even
 * though its process lives (writing the answer failed). Until then, a live process's claim is in progress.
 */
export const LONGEST_REQUEST_MS = 10 * 60 * 1000
/** Expired rows deleted with each record written: more than one, so the table never grows past a day's keys. */
const DELETED_PER_WRITE = 16
/** The first key of the processes' advisory locks (`pg_advisory_lock(int, int)`): "klip". */
const PROCESS_LOCKS = 0x6b6c6970

const expiredBefore = (now: Date) => new Date(now.getTime() - RECORD_LIFETIME_MS)
const keyIs = ({ scope, key }: RecordKey) =>
  and(eq(idempotencyRecords.scope, scope), eq(idempotencyRecords.key, key))

/** The record of a key, unless it has expired. */
export async function findLiveRecord(
  db: Executor,
  key: RecordKey,
  now: Date,
): Promise<IdempotencyRecord | undefined> {
  const [record] = await db
    .select()
    .from(idempotencyRecords)
    .where(and(keyIs(key), gte(idempotencyRecords.createdAt, expiredBefore(now))))
  return record
}

/**
 * Writes a record unless a live one holds its key (an expired one is replaced); answers whether it did. An
 * uncommitted record of the key makes it wait for that transaction: it then finds the record or, after a
 * rollback, writes its own.
 */
export async function writeRecord(db: Executor, record: NewRecord): Promise<boolean> {
  const fields = {
    requestHash: record.requestHash,
    statusCode: record.statusCode ?? null,
    responseBody: record.responseBody ?? null,
    createdAt: record.createdAt,
    completedAt: record.completedAt ?? null,
    owner: record.owner,
  }
  const written = await db
    .insert(idempotencyRecords)
    .values({ scope: record.scope, key: record.key, ...fields })
    .onConflictDoUpdate({
      target: [idempotencyRecords.scope, idempotencyRecords.key],
      set: fields,
      setWhere: lt(idempotencyRecords.createdAt, expiredBefore(record.createdAt)),
    })
    .returning({ key: idempotencyRecords.key })
  return written.length > 0
}

/** Completes a claim that committed with its work: with its answer, or without one when it is not kept. */
export async function completeClaim(db: Executor, key: RecordKey, answer: KeptAnswer | null, at: Date) {
  await db
    .update(idempotencyRecords)
    .set({
      statusCode: answer?.statusCode ?? null,
      responseBody: answer?.responseBody ?? null,
      completedAt: at,
    })
    .where(and(keyIs(key), isNull(idempotencyRecords.completedAt)))
}

/** The delete of a few expired records, oldest first (through their created_at index), skipping rows in use. */
export function expiredRecordsDeletion(now: Date) {
  return sql`
    delete from idempotency_records where (scope, key) in (
      select scope, key from idempotency_records where created_at < ${expiredBefore(now)}
      order by created_at limit ${DELETED_PER_WRITE} for update skip locked)`
}

export async function deleteExpiredRecords(db: Executor, now: Date) {
  await db.execute(expiredRecordsDeletion(now))
}

/** Whether the process that made a claim still runs: it holds its lock until its connection ends. */
export async function processIsAlive(db: Executor, owner: number): Promise<boolean> {
  // Taken for this statement's own transaction only, so it is given back at once.
  const { rows } = await db.execute<{ free: boolean }>(
    sql`select pg_try_advisory_xact_lock(${PROCESS_LOCKS}::int, ${owner}::int) as free`,
  )
  return !rows[0]!.free
}

/**
 * This process's name on the claims it makes: a session advisory lock held on a connection of its own (outside
 * the pool) for as long as the process runs. When the process dies, PostgreSQL ends the connection and lets the
 * lock go, so a claim of a dead process is told from a slow live one without guessing by time. Taken at the
 * first claim; taken again after the connection was lost.
 */
export function createProcessLock(db: Database, onError: (error: Error) => void) {
  const pool = (db as Database & { $client: pg.Pool }).$client
  let owner = 1 + randomInt(0x7ffffffe)
  let held: Promise<pg.Client> | null = null
  let closed = false

  function take(): Promise<pg.Client> {
    const client = new pg.Client(pool.options)
    const taking = (async () => {
      await client.connect()
      try {
        // Another live process drew the same number: draw again.
        const lock = 'select pg_try_advisory_lock($1::int, $2::int) as taken'
        while (!(await client.query<{ taken: boolean }>(lock, [PROCESS_LOCKS, owner])).rows[0]!.taken) {
          owner = 1 + randomInt(0x7ffffffe)
        }
        return client
      } catch (error) {
        await client.end().catch(() => {})
        throw error
      }
    })()
    const forget = () => {
      if (held === taking) held = null
    }
    client.on('error', onError)
    client.on('end', forget)
    taking.catch(forget)
    return taking
  }

  return {
    /** The number this process's claims carry, once its lock is held. */
    async owner(): Promise<number> {
      if (closed) throw new Error('the server is closing')
      held ??= take()
      await held
      return owner
    },
    async close() {
      closed = true
      const client = await held?.catch(() => null)
      held = null
      await client?.end().catch(() => {})
    },
  }
}
export type ProcessLock = ReturnType<typeof createProcessLock>
